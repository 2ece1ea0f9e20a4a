CREATE TABLE "member_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"entries" jsonb,
	"committed_at" timestamp with time zone,
	"created" integer,
	"unchanged" integer
);
--> statement-breakpoint
CREATE TABLE "members" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"membership_type" text,
	"mobile" text NOT NULL,
	"present_address" text,
	"emergency_contact" text,
	"joined_on" date NOT NULL,
	"handicap_index_tenths" integer,
	"handicap_as_of" date,
	"import_id" integer,
	"invited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_import_id_member_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."member_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_joined_idx" ON "members" USING btree ("joined_on","account_id");--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_full_name_trgm_idx" ON "members" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
-- Every member so far came from an approved application: the register starts as those (decision 0031).
INSERT INTO "members" ("account_id", "first_name", "last_name", "name", "category", "membership_type", "mobile", "present_address", "joined_on")
SELECT "accounts"."id", "applications"."first_name", "applications"."last_name", "applications"."name_english", "applications"."category",
	"applications"."membership_type", "applications"."mobile", "applications"."details"->>'presentAddress',
	("accounts"."created_at" AT TIME ZONE 'Asia/Dhaka')::date
FROM "accounts" INNER JOIN "applications" ON "applications"."id" = "accounts"."application_id"
WHERE "accounts"."role" = 'member';
