ALTER TABLE "applications" DROP CONSTRAINT "applications_email_unique";--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_open_email_unique" ON "applications" USING btree ("email") WHERE "applications"."status" <> 'rejected';