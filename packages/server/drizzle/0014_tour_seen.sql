ALTER TABLE "users" ADD COLUMN "tour_seen_at" timestamp with time zone;
