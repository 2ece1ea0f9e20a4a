CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_account_at_idx" ON "sign_ins" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "accounts_members_created_idx" ON "accounts" USING btree ("created_at","id") WHERE "accounts"."role" = 'member';--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_account_idx" ON "receipts" USING btree ("account_id");