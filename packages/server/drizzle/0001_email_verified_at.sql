ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts from before e-mail verification existed count as verified, as the account issue decides.
UPDATE "users" SET "email_verified_at" = now();
