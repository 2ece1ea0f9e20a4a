CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"event_id" integer
);
--> statement-breakpoint
CREATE TABLE "public_media" (
	"key" text PRIMARY KEY NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each photo keeps its place and gets a caption (none yet).
UPDATE "events" SET "photos" = COALESCE(
  (SELECT jsonb_agg(jsonb_build_object('image', "image", 'caption', '') ORDER BY "position") FROM unnest("images") WITH ORDINALITY AS "photo"("image", "position")),
  '[]'::jsonb
);--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "images";--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_on_idx" ON "events" USING btree ("starts_on","id");--> statement-breakpoint
CREATE TRIGGER "announcements_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- The announcement the home page carried until now, kept with its dates: it is past, so it no longer shows.
INSERT INTO "announcements" ("message", "starts_on", "ends_on", "visible", "event_id")
SELECT 'Winter Cup Golf Tournament 2025 · 1 to 2 October 2025 · Book your appointment now!', DATE '2025-09-01', DATE '2025-10-02', true,
  (SELECT "id" FROM "events" WHERE "title" = 'Winter Cup' AND "starts_on" = DATE '2025-10-01' LIMIT 1);
