CREATE TABLE "leaderboard_versions" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_versions" ADD CONSTRAINT "leaderboard_versions_event_id_tournaments_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournaments"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The leaderboard's version moves with every change of an entry (its scores' version, playing
-- handicap, division) or of the tournament (format, divisions, results), however it is made.
-- Only for a tournament that still exists: a tournament deleted takes its entries with it.
CREATE FUNCTION "bump_leaderboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_event integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."event_id" ELSE NEW."event_id" END;
BEGIN
  INSERT INTO "leaderboard_versions" ("event_id", "version")
    SELECT "event_id", 1 FROM "tournaments" WHERE "event_id" = changed_event
    ON CONFLICT ("event_id") DO UPDATE SET "version" = "leaderboard_versions"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tournament_entries_bump_leaderboard_version" AFTER INSERT OR UPDATE OR DELETE ON "tournament_entries" FOR EACH ROW EXECUTE FUNCTION "bump_leaderboard_version"();
--> statement-breakpoint
CREATE TRIGGER "tournaments_bump_leaderboard_version" AFTER INSERT OR UPDATE ON "tournaments" FOR EACH ROW EXECUTE FUNCTION "bump_leaderboard_version"();
--> statement-breakpoint
-- A score changes an entry's score_version many times a minute during play: the public pages'
-- content version follows only what the published draw shows (its group, place, handicap).
DROP TRIGGER "tournament_entries_drawn_update_bumps_content_version" ON "tournament_entries";
--> statement-breakpoint
CREATE TRIGGER "tournament_entries_drawn_update_bumps_content_version" AFTER UPDATE ON "tournament_entries" FOR EACH ROW
  WHEN ((OLD."draw_group" IS NOT NULL OR NEW."draw_group" IS NOT NULL)
    AND (OLD."draw_group", OLD."draw_position", OLD."handicap_tenths", OLD."account_id") IS DISTINCT FROM (NEW."draw_group", NEW."draw_position", NEW."handicap_tenths", NEW."account_id"))
  EXECUTE FUNCTION "bump_content_version"();
