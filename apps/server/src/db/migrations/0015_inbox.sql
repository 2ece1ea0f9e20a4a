CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_message_id" integer,
	"convention_hall_booking_id" integer,
	"author_account_id" integer,
	"to_address" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_one_message" CHECK (num_nonnulls("inbox_replies"."contact_message_id", "inbox_replies"."convention_hall_booking_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD COLUMN "handled_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_ratings" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_ratings" ADD COLUMN "handled_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_convention_hall_booking_id_convention_hall_bookings_id_fk" FOREIGN KEY ("convention_hall_booking_id") REFERENCES "public"."convention_hall_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_contact_message_idx" ON "inbox_replies" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "inbox_replies_convention_hall_booking_idx" ON "inbox_replies" USING btree ("convention_hall_booking_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convention_hall_bookings" ADD CONSTRAINT "convention_hall_bookings_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_ratings" ADD CONSTRAINT "restaurant_ratings_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_new_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "convention_hall_bookings_created_at_idx" ON "convention_hall_bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "convention_hall_bookings_new_idx" ON "convention_hall_bookings" USING btree ("created_at","id") WHERE "convention_hall_bookings"."handled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_unique" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "restaurant_ratings_created_at_idx" ON "restaurant_ratings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "restaurant_ratings_new_idx" ON "restaurant_ratings" USING btree ("created_at","id") WHERE "restaurant_ratings"."handled_at" is null;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));