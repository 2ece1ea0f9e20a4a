CREATE TABLE "guest_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"room_id" integer,
	"decision_note" text,
	"handled_at" timestamp with time zone,
	"handled_by_account_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_bookings_status_check" CHECK ("room_bookings"."status" in ('pending', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "room_bookings_nights_check" CHECK ("room_bookings"."check_out" > "room_bookings"."check_in"),
	CONSTRAINT "room_bookings_confirmed_room_check" CHECK ("room_bookings"."status" <> 'confirmed' or "room_bookings"."room_id" is not null)
);
--> statement-breakpoint
DROP INDEX "convention_hall_bookings_new_idx";--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD COLUMN "session" text;--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_room_id_guest_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."guest_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_rooms_name_unique" ON "guest_rooms" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "room_bookings_account_idx" ON "room_bookings" USING btree ("account_id","check_in");--> statement-breakpoint
CREATE INDEX "room_bookings_status_idx" ON "room_bookings" USING btree ("status","check_in");--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD CONSTRAINT "convention_hall_bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convention_hall_bookings_status_idx" ON "convention_hall_bookings" USING btree ("status","event_date");--> statement-breakpoint
CREATE INDEX "convention_hall_bookings_account_idx" ON "convention_hall_bookings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "convention_hall_bookings_confirmed_unique" ON "convention_hall_bookings" USING btree ("event_date","session") WHERE "convention_hall_bookings"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD CONSTRAINT "convention_hall_bookings_status_check" CHECK ("convention_hall_bookings"."status" in ('pending', 'confirmed', 'declined', 'cancelled'));--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD CONSTRAINT "convention_hall_bookings_session_check" CHECK ("convention_hall_bookings"."session" in ('morning', 'evening'));--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD CONSTRAINT "convention_hall_bookings_confirmed_session_check" CHECK ("convention_hall_bookings"."status" <> 'confirmed' or "convention_hall_bookings"."session" is not null);--> statement-breakpoint
-- Hand-written (decision 0026). Two confirmed stays in one room never share a night: the
-- database refuses the second, whoever confirms it and however close together. btree_gist lets
-- the room's integer id sit in the same GiST index as the range of nights.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_no_overlap" EXCLUDE USING gist ("room_id" WITH =, daterange("check_in", "check_out") WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
-- The club's four guest rooms, which staff may rename, add to or retire.
INSERT INTO "guest_rooms" ("name") VALUES ('Room 1'), ('Room 2'), ('Room 3'), ('Room 4');--> statement-breakpoint
-- Prebook requests sent before this were only messages: each becomes a pending request, answered
-- under Bookings. "Handled" in the Inbox meant staff had called back, not that the hall was let,
-- so it is not carried over as an answer (the audit log keeps who marked it and when).
UPDATE "convention_hall_bookings" SET "handled_at" = NULL, "handled_by_account_id" = NULL;
--> statement-breakpoint
-- The hall's booked sessions show on /convention-hall, whose page may be kept: a session confirmed
-- or given up moves the content version. A new request, pending, changes nothing a visitor sees.
CREATE TRIGGER "convention_hall_bookings_bump_content_version" AFTER UPDATE ON "convention_hall_bookings" FOR EACH ROW WHEN (OLD."status" = 'confirmed' OR NEW."status" = 'confirmed') EXECUTE FUNCTION "bump_content_version"();
