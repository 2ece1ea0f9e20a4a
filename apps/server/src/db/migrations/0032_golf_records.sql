CREATE TABLE "tees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"course_rating_tenths" integer NOT NULL,
	"slope_rating" integer NOT NULL,
	"par" integer NOT NULL,
	"rating_confirmed" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "tees_known_gender" CHECK ("tees"."gender" in ('men', 'women')),
	CONSTRAINT "tees_slope_range" CHECK ("tees"."slope_rating" between 55 and 155),
	CONSTRAINT "tees_course_rating_range" CHECK ("tees"."course_rating_tenths" between 200 and 600),
	CONSTRAINT "tees_par_range" CHECK ("tees"."par" between 27 and 45)
);
--> statement-breakpoint
CREATE TABLE "tournament_hole_scores" (
	"entry_id" integer NOT NULL,
	"hole" smallint NOT NULL,
	"strokes" smallint NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_hole_scores_entry_id_hole_pk" PRIMARY KEY("entry_id","hole"),
	CONSTRAINT "tournament_hole_scores_hole_range" CHECK ("tournament_hole_scores"."hole" between 1 and 18),
	CONSTRAINT "tournament_hole_scores_strokes_range" CHECK ("tournament_hole_scores"."strokes" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"played_on" date NOT NULL,
	"tee_id" integer NOT NULL,
	"holes" smallint NOT NULL,
	"strokes" integer[] NOT NULL,
	"course_rating_tenths" integer NOT NULL,
	"slope_rating" integer NOT NULL,
	"par" integer NOT NULL,
	"index_tenths" integer,
	"gross_score" integer NOT NULL,
	"adjusted_gross_score" integer NOT NULL,
	"differential_tenths" integer NOT NULL,
	"counting_differential_tenths" integer,
	"paired_with_score_id" integer,
	"tee_time_booking_id" integer,
	"event_id" integer,
	"posted_by" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attested_by" integer,
	"attested_at" timestamp with time zone,
	"corrected_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "scores_nine_or_eighteen" CHECK ("scores"."holes" in (9, 18) and cardinality("scores"."strokes") = "scores"."holes"),
	CONSTRAINT "scores_void_with_reason" CHECK (("scores"."voided_at" is null) = ("scores"."void_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "tee_id" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "playing_handicap" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "handicap_source" text;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "score_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "format" text DEFAULT 'stroke_gross' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "allowance_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "divisions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "directory_shows_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_hole_scores" ADD CONSTRAINT "tournament_hole_scores_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_hole_scores" ADD CONSTRAINT "tournament_hole_scores_entered_by_accounts_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_tee_id_tees_id_fk" FOREIGN KEY ("tee_id") REFERENCES "public"."tees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_paired_with_score_id_scores_id_fk" FOREIGN KEY ("paired_with_score_id") REFERENCES "public"."scores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_tee_time_booking_id_tee_time_bookings_id_fk" FOREIGN KEY ("tee_time_booking_id") REFERENCES "public"."tee_time_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_event_id_tournaments_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournaments"("event_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_posted_by_accounts_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_attested_by_accounts_id_fk" FOREIGN KEY ("attested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_voided_by_accounts_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tees_name_unique" ON "tees" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "scores_member_played_idx" ON "scores" USING btree ("account_id","played_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "scores_one_per_tournament_unique" ON "scores" USING btree ("event_id","account_id") WHERE "scores"."event_id" is not null and "scores"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tee_id_tees_id_fk" FOREIGN KEY ("tee_id") REFERENCES "public"."tees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_known_format" CHECK ("tournaments"."format" in ('stroke_gross', 'stroke_net', 'stableford'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_allowance_range" CHECK ("tournaments"."allowance_percent" between 1 and 100);--> statement-breakpoint
-- The seed's two tees on the card's distances (3,271 and 2,741 yards for the nine), rated as the
-- USGA's length formulas suggest, until the Federation rates them (rating_confirmed false).
INSERT INTO "tees" ("name", "gender", "course_rating_tenths", "slope_rating", "par", "position") VALUES
  ('Men', 'men', 353, 124, 36, 1),
  ('Women', 'women', 353, 127, 36, 2);
