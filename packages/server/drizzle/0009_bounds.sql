DROP INDEX "custom_domains_domain_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_serving_domain_unique" ON "custom_domains" USING btree ("domain") WHERE "custom_domains"."status" in ('verified', 'routing');--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_user_domain_unique" ON "custom_domains" USING btree ("user_id","domain");--> statement-breakpoint
CREATE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");--> statement-breakpoint
WITH "ranked" AS (
	SELECT "user_id", "day", "dimension", "value",
		row_number() OVER (PARTITION BY "user_id", "day", "dimension" ORDER BY "views" DESC, "value") AS "rank"
	FROM "analytics_daily_counts"
	WHERE "dimension" IN ('referrer', 'source') AND "value" <> 'Other'
), "folded" AS (
	DELETE FROM "analytics_daily_counts" AS "c" USING "ranked" AS "r"
	WHERE "r"."rank" > 50 AND "c"."user_id" = "r"."user_id" AND "c"."day" = "r"."day"
		AND "c"."dimension" = "r"."dimension" AND "c"."value" = "r"."value"
	RETURNING "c"."user_id", "c"."day", "c"."dimension", "c"."views"
)
INSERT INTO "analytics_daily_counts" ("user_id", "day", "dimension", "value", "views")
SELECT "user_id", "day", "dimension", 'Other', sum("views")::int FROM "folded" GROUP BY "user_id", "day", "dimension"
ON CONFLICT ("user_id", "day", "dimension", "value") DO UPDATE SET "views" = "analytics_daily_counts"."views" + excluded."views";
