CREATE TABLE "form_submissions" (
	"key" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reply" jsonb
);
--> statement-breakpoint
CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");