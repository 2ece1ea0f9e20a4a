CREATE TABLE "tournament_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"handicap_tenths" integer NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draw_group" integer,
	"draw_position" integer,
	CONSTRAINT "tournament_entries_one_per_member" UNIQUE("event_id","account_id"),
	CONSTRAINT "tournament_entries_handicap_range" CHECK ("tournament_entries"."handicap_tenths" between 0 and 540)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"entries_close_at" timestamp with time zone NOT NULL,
	"max_field" integer NOT NULL,
	"handicap_limit_tenths" integer,
	"first_tee_time" timestamp with time zone,
	"tee_interval_minutes" integer,
	"draw_published_at" timestamp with time zone,
	CONSTRAINT "tournaments_max_field_positive" CHECK ("tournaments"."max_field" > 0),
	CONSTRAINT "tournaments_handicap_limit_range" CHECK ("tournaments"."handicap_limit_tenths" between 0 and 540),
	CONSTRAINT "tournaments_draw_complete" CHECK (("tournaments"."first_tee_time" is null) = ("tournaments"."tee_interval_minutes" is null)),
	CONSTRAINT "tournaments_published_drawn" CHECK ("tournaments"."draw_published_at" is null or "tournaments"."first_tee_time" is not null)
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_event_id_tournaments_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournaments"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_account_idx" ON "tournament_entries" USING btree ("account_id");--> statement-breakpoint
-- The event page shows a tournament's rules of entry and its published draw: a change moves the
-- content version (0008). Entering and withdrawing change no group, so they leave it alone.
CREATE TRIGGER "tournaments_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tournaments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "tournament_entries_drawn_update_bumps_content_version" AFTER UPDATE ON "tournament_entries" FOR EACH ROW WHEN (OLD."draw_group" IS NOT NULL OR NEW."draw_group" IS NOT NULL) EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "tournament_entries_drawn_delete_bumps_content_version" AFTER DELETE ON "tournament_entries" FOR EACH ROW WHEN (OLD."draw_group" IS NOT NULL) EXECUTE FUNCTION "bump_content_version"();
