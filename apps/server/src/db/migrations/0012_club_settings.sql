CREATE TABLE "club_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "club_settings_known_key" CHECK ("club_settings"."key" in ('details', 'hours', 'course-status'))
);
--> statement-breakpoint
-- One row per form, holding the defaults until staff save: an edit locks its row (FOR UPDATE).
INSERT INTO "club_settings" ("key") VALUES ('details'), ('hours'), ('course-status');
--> statement-breakpoint
-- The public pages show these settings: any change moves the content version (as migration 0008 does for the content tables).
CREATE TRIGGER "club_settings_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "club_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
