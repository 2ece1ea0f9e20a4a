CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_account_id" integer NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_read_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"handled_by_account_id" integer
);
--> statement-breakpoint
ALTER TABLE "inbox_replies" DROP CONSTRAINT "inbox_replies_one_message";--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD COLUMN "support_thread_id" integer;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_thread_id_support_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_member_account_id_accounts_id_fk" FOREIGN KEY ("member_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_threads_member_idx" ON "support_threads" USING btree ("member_account_id");--> statement-breakpoint
CREATE INDEX "support_threads_created_at_idx" ON "support_threads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_threads_new_idx" ON "support_threads" USING btree ("created_at","id") WHERE "support_threads"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "support_threads_subject_trgm_idx" ON "support_threads" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_support_thread_id_support_threads_id_fk" FOREIGN KEY ("support_thread_id") REFERENCES "public"."support_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_support_thread_idx" ON "inbox_replies" USING btree ("support_thread_id","created_at");--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_one_message" CHECK (num_nonnulls("inbox_replies"."contact_message_id", "inbox_replies"."convention_hall_booking_id", "inbox_replies"."support_thread_id") = 1);