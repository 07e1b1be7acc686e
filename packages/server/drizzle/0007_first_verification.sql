ALTER TABLE "users" ADD COLUMN "device_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_hash_unique" ON "sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_links_user_idx" ON "sign_in_links" USING btree ("user_id");--> statement-breakpoint
-- A message becomes an account's only if that account had verified the sender's address when it
-- was sent; earlier ones may have come from anyone who typed the address, and stay nobody's.
UPDATE "contact_messages" AS m SET "user_id" = u."id" FROM "users" AS u
	WHERE lower(m."email") = u."email_key" AND u."email_verified_at" IS NOT NULL AND m."created_at" >= u."email_verified_at";--> statement-breakpoint
UPDATE "feedback" AS f SET "user_id" = u."id" FROM "users" AS u
	WHERE lower(f."email") = u."email_key" AND u."email_verified_at" IS NOT NULL AND f."created_at" >= u."email_verified_at";--> statement-breakpoint
-- Before its address is verified an account holds no pending e-mail change: links asked for
-- that way stop working.
UPDATE "email_change_tokens" SET "used_at" = now()
	WHERE "purpose" = 'change' AND "used_at" IS NULL
	AND "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified_at" IS NULL);
