ALTER TABLE "portfolios" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "show_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "show_phone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "sections" jsonb DEFAULT '{}'::jsonb NOT NULL;