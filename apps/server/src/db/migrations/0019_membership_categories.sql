CREATE TABLE "membership_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"fee_taka" integer NOT NULL,
	"per_month_taka" integer NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "membership_categories_fee_not_negative" CHECK ("membership_categories"."fee_taka" >= 0),
	CONSTRAINT "membership_categories_per_month_not_negative" CHECK ("membership_categories"."per_month_taka" >= 0)
);
--> statement-breakpoint
-- The membership fees page shows these rows: any change moves the content version (as migration 0008 does for the content tables).
-- The rows themselves are seeded at start (db/seed), with the spec's values.
CREATE TRIGGER "membership_categories_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membership_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
