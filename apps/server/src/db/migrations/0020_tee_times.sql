CREATE TABLE "tee_time_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booked_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tee_time_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"account_id" integer,
	"guest_name" text,
	"club_date" date NOT NULL,
	"attendance" text DEFAULT 'expected' NOT NULL,
	"attendance_at" timestamp with time zone,
	CONSTRAINT "tee_time_players_member_or_guest" CHECK (("tee_time_players"."account_id" is null) <> ("tee_time_players"."guest_name" is null)),
	CONSTRAINT "tee_time_players_known_attendance" CHECK ("tee_time_players"."attendance" in ('expected', 'checked_in', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "tee_time_slots" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	"held" smallint DEFAULT 0 NOT NULL,
	"blocked_reason" text,
	CONSTRAINT "tee_time_slots_within_capacity" CHECK ("tee_time_slots"."booked" >= 0 and "tee_time_slots"."held" >= 0 and "tee_time_slots"."booked" + "tee_time_slots"."held" <= "tee_time_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "tee_time_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"account_id" integer NOT NULL,
	"places" smallint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_expires_at" timestamp with time zone,
	CONSTRAINT "tee_time_waitlist_places" CHECK ("tee_time_waitlist"."places" > 0),
	CONSTRAINT "tee_time_waitlist_known_state" CHECK ("tee_time_waitlist"."state" in ('waiting', 'offered', 'booked', 'expired', 'left'))
);
--> statement-breakpoint
ALTER TABLE "club_settings" DROP CONSTRAINT "club_settings_known_key";--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_time_bookings" ADD CONSTRAINT "tee_time_bookings_starts_at_tee_time_slots_starts_at_fk" FOREIGN KEY ("starts_at") REFERENCES "public"."tee_time_slots"("starts_at") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_bookings" ADD CONSTRAINT "tee_time_bookings_booked_by_accounts_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_bookings" ADD CONSTRAINT "tee_time_bookings_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_players" ADD CONSTRAINT "tee_time_players_booking_id_tee_time_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tee_time_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_players" ADD CONSTRAINT "tee_time_players_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_waitlist" ADD CONSTRAINT "tee_time_waitlist_starts_at_tee_time_slots_starts_at_fk" FOREIGN KEY ("starts_at") REFERENCES "public"."tee_time_slots"("starts_at") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_waitlist" ADD CONSTRAINT "tee_time_waitlist_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tee_time_bookings_starts_at_idx" ON "tee_time_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "tee_time_bookings_booked_by_idx" ON "tee_time_bookings" USING btree ("booked_by","starts_at");--> statement-breakpoint
CREATE INDEX "tee_time_bookings_reminders_idx" ON "tee_time_bookings" USING btree ("starts_at") WHERE "tee_time_bookings"."cancelled_at" is null and "tee_time_bookings"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tee_time_players_position_unique" ON "tee_time_players" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "tee_time_players_member_day_idx" ON "tee_time_players" USING btree ("account_id","club_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tee_time_waitlist_one_live_entry" ON "tee_time_waitlist" USING btree ("starts_at","account_id") WHERE "tee_time_waitlist"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "tee_time_waitlist_line_idx" ON "tee_time_waitlist" USING btree ("starts_at","created_at","id") WHERE "tee_time_waitlist"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "tee_time_waitlist_offers_idx" ON "tee_time_waitlist" USING btree ("offer_expires_at") WHERE "tee_time_waitlist"."state" = 'offered';--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_known_key" CHECK ("club_settings"."key" in ('details', 'hours', 'course-status', 'tee-times'));