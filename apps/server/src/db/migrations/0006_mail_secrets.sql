ALTER TABLE "outgoing_mail" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "carries_secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outgoing_mail_secrets_idx" ON "outgoing_mail" USING btree ("secret_expires_at") WHERE "outgoing_mail"."carries_secret" and "outgoing_mail"."erased_at" is null;--> statement-breakpoint
-- Mail from before: any of it may carry a code, a link or a password. Treat each as carrying a
-- secret that lived a day (the longest of a verification link), so the sweep erases it.
UPDATE "outgoing_mail" SET "carries_secret" = true, "secret_expires_at" = "created_at" + interval '1 day';
