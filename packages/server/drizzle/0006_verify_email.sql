ALTER TABLE "email_change_tokens" ADD COLUMN "purpose" text DEFAULT 'change' NOT NULL;--> statement-breakpoint
-- Verification mails start with this release: every account already here (including password
-- sign-ups since 0001, which had no way to verify) counts as verified, as the account issue decides.
UPDATE "users" SET "email_verified_at" = now() WHERE "email_verified_at" IS NULL;
