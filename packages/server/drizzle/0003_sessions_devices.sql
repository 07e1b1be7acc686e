ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions from before this migration were last seen at some unknown time: their start is the
-- only moment known, and their next request writes the real one.
UPDATE "sessions" SET "last_seen_at" = "created_at";
