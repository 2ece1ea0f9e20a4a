ALTER TABLE "applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_language" CHECK ("applications"."language" in ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_language" CHECK ("accounts"."language" in ('en', 'bn'));