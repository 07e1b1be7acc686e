ALTER TABLE "portfolios" ADD COLUMN "resume_design" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "resume_paper" text DEFAULT 'a4' NOT NULL;
