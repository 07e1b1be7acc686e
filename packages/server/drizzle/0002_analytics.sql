CREATE TABLE "analytics_daily_counts" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_user_id_day_dimension_value_pk" PRIMARY KEY("user_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "analytics_daily_visitors_user_id_day_visitor_hash_pk" PRIMARY KEY("user_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_counts" ADD CONSTRAINT "analytics_daily_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_visitors" ADD CONSTRAINT "analytics_daily_visitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_counts_day_idx" ON "analytics_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_day_idx" ON "analytics_daily_visitors" USING btree ("day");