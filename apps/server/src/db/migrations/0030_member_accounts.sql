CREATE TABLE "billing_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"buyer_member_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text,
	"issued_at" timestamp with time zone NOT NULL,
	"due_on" date,
	"period" text,
	"corrects_document_id" integer,
	"reason" text,
	"net_paisa" bigint NOT NULL,
	"tax_paisa" bigint NOT NULL,
	"total_paisa" bigint NOT NULL,
	"issued_by" integer,
	"credited_paisa" bigint DEFAULT 0 NOT NULL,
	"paid_paisa" bigint DEFAULT 0 NOT NULL,
	"status" text,
	CONSTRAINT "billing_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "billing_documents_kind" CHECK ("billing_documents"."kind" in ('invoice', 'credit_note', 'opening_balance')),
	CONSTRAINT "billing_documents_bill_has_due_date" CHECK (("billing_documents"."kind" = 'credit_note') = ("billing_documents"."due_on" is null)),
	CONSTRAINT "billing_documents_bill_has_status" CHECK (("billing_documents"."kind" = 'credit_note') = ("billing_documents"."status" is null)),
	CONSTRAINT "billing_documents_credit_note_corrects" CHECK (("billing_documents"."kind" = 'credit_note') = ("billing_documents"."corrects_document_id" is not null)),
	CONSTRAINT "billing_documents_status" CHECK ("billing_documents"."status" in ('open', 'paid', 'void')),
	CONSTRAINT "billing_documents_sums" CHECK ("billing_documents"."net_paisa" + "billing_documents"."tax_paisa" = "billing_documents"."total_paisa"),
	CONSTRAINT "billing_documents_settlement" CHECK ("billing_documents"."credited_paisa" >= 0 and "billing_documents"."paid_paisa" >= 0 and "billing_documents"."credited_paisa" + "billing_documents"."paid_paisa" <= greatest("billing_documents"."total_paisa", 0))
);
--> statement-breakpoint
CREATE TABLE "billing_notices" (
	"document_id" integer NOT NULL,
	"notice" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_notices_document_id_notice_pk" PRIMARY KEY("document_id","notice")
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"invoices_issued" integer NOT NULL,
	"total_paisa" bigint NOT NULL,
	"started_by" integer
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"last_place" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_series_fiscal_year_pk" PRIMARY KEY("series","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "document_lines" (
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"entry_id" integer NOT NULL,
	CONSTRAINT "document_lines_document_id_position_pk" PRIMARY KEY("document_id","position"),
	CONSTRAINT "document_lines_entry_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"description" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"service" text,
	"quantity" integer,
	"unit_price_paisa" bigint,
	"tax_code" text,
	"tax_rate_basis_points" integer,
	"net_paisa" bigint,
	"tax_paisa" bigint,
	"receipt_id" integer,
	"corrects_entry_id" integer,
	"source_key" text,
	"reason" text,
	"posted_by" integer,
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('charge', 'charge_reversal', 'credit_note', 'opening_balance', 'payment', 'payment_reversal', 'refund')),
	CONSTRAINT "ledger_entries_sign" CHECK (case when "ledger_entries"."kind" in ('charge', 'payment_reversal', 'refund') then "ledger_entries"."amount_paisa" > 0 when "ledger_entries"."kind" in ('charge_reversal', 'credit_note', 'payment') then "ledger_entries"."amount_paisa" < 0 else "ledger_entries"."amount_paisa" <> 0 end),
	CONSTRAINT "ledger_entries_line_sums" CHECK ("ledger_entries"."net_paisa" is null or "ledger_entries"."net_paisa" + "ledger_entries"."tax_paisa" = "ledger_entries"."amount_paisa"),
	CONSTRAINT "ledger_entries_corrections_name_what" CHECK ("ledger_entries"."kind" not in ('charge_reversal', 'payment_reversal') or "ledger_entries"."corrects_entry_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_targets" (
	"payment_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "payment_targets_payment_id_document_id_pk" PRIMARY KEY("payment_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"key" text PRIMARY KEY NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"tax_code" text NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "prices_amount_not_negative" CHECK ("prices"."amount_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"service" text NOT NULL,
	"description" text NOT NULL,
	"unit_price_paisa" bigint NOT NULL,
	"tax_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tax_code" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_code_day_unique" UNIQUE("tax_code","effective_from"),
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "club_settings" DROP CONSTRAINT "club_settings_known_key";--> statement-breakpoint
DROP INDEX "payments_one_active_per_account";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paisa" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "amount_paisa" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "trx_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'registration_fee' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "method" text DEFAULT 'wallet' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "entry_fee_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_corrects_document_id_billing_documents_id_fk" FOREIGN KEY ("corrects_document_id") REFERENCES "public"."billing_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_issued_by_accounts_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_started_by_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_corrects_entry_id_ledger_entries_id_fk" FOREIGN KEY ("corrects_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posted_by_accounts_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_targets" ADD CONSTRAINT "payment_targets_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_targets" ADD CONSTRAINT "payment_targets_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD CONSTRAINT "scheduled_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_one_per_period" ON "billing_documents" USING btree ("account_id","period") WHERE "billing_documents"."kind" = 'invoice' and "billing_documents"."period" is not null;--> statement-breakpoint
CREATE INDEX "billing_documents_account_idx" ON "billing_documents" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE INDEX "billing_documents_issued_idx" ON "billing_documents" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "billing_documents_open_idx" ON "billing_documents" USING btree ("due_on","account_id") WHERE "billing_documents"."status" = 'open';--> statement-breakpoint
CREATE INDEX "billing_documents_corrects_idx" ON "billing_documents" USING btree ("corrects_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_unique" ON "ledger_entries" USING btree ("account_id","source_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","posted_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_corrects_idx" ON "ledger_entries" USING btree ("corrects_entry_id");--> statement-breakpoint
CREATE INDEX "scheduled_charges_month_idx" ON "scheduled_charges" USING btree ("month");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_executing_per_account" ON "payments" USING btree ("account_id") WHERE "payments"."status" = 'executing';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_active_per_account" ON "payments" USING btree ("account_id") WHERE "payments"."purpose" = 'registration_fee' and "payments"."status" in ('executing', 'completed');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('registration_fee', 'account'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_wallet_has_payment" CHECK (("receipts"."method" = 'wallet') = ("receipts"."payment_id" is not null));--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_known_key" CHECK ("club_settings"."key" in ('details', 'hours', 'course-status', 'tee-times', 'rooms-and-hall', 'billing'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_entry_fee_not_negative" CHECK ("tournaments"."entry_fee_paisa" >= 0);--> statement-breakpoint
INSERT INTO "club_settings" ("key", "value") VALUES ('billing', '{}') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every registration fee paid so far becomes a paid invoice in the ledger, as a payment does from
-- now on (billing/ledger/money-in.ts): the charge, the invoice numbered in the financial
-- year of the payment, and the payment, in the order they were paid.
DO $$
DECLARE
  paid record;
  year_label text;
  place integer;
  charge_id integer;
  invoice_id integer;
BEGIN
  FOR paid IN
    SELECT r."id", r."account_id", r."amount_paisa", r."paid_at", (r."paid_at" AT TIME ZONE 'Asia/Dhaka')::date AS "day",
      a."member_id", m."name", m."present_address"
    FROM "receipts" r
    JOIN "accounts" a ON a."id" = r."account_id"
    JOIN "members" m ON m."account_id" = r."account_id"
    WHERE r."amount_paisa" = 132000
    ORDER BY r."paid_at", r."id"
  LOOP
    year_label := CASE WHEN extract(month FROM paid."day") >= 7 THEN extract(year FROM paid."day")::int ELSE extract(year FROM paid."day")::int - 1 END::text;
    year_label := year_label || '-' || lpad(((year_label::int + 1) % 100)::text, 2, '0');
    INSERT INTO "document_counters" ("series", "fiscal_year", "last_place") VALUES ('INV', year_label, 1)
      ON CONFLICT ("series", "fiscal_year") DO UPDATE SET "last_place" = "document_counters"."last_place" + 1
      RETURNING "last_place" INTO place;
    INSERT INTO "ledger_entries" ("account_id", "kind", "amount_paisa", "description", "posted_at", "service", "quantity", "unit_price_paisa", "tax_code", "tax_rate_basis_points", "net_paisa", "tax_paisa", "source_key")
      VALUES (paid."account_id", 'charge', 132000, 'Membership registration fee', paid."paid_at", 'registration_fee', 1, 120000, 'registration_fee', 1000, 120000, 12000, 'registration-fee')
      RETURNING "id" INTO charge_id;
    INSERT INTO "billing_documents" ("kind", "number", "account_id", "buyer_member_id", "buyer_name", "buyer_address", "issued_at", "due_on", "net_paisa", "tax_paisa", "total_paisa", "paid_paisa", "status")
      VALUES ('invoice', 'INV/' || year_label || '/' || lpad(place::text, 6, '0'), paid."account_id", paid."member_id", paid."name", paid."present_address", paid."paid_at", paid."day", 120000, 12000, 132000, 132000, 'paid')
      RETURNING "id" INTO invoice_id;
    INSERT INTO "document_lines" ("document_id", "position", "entry_id") VALUES (invoice_id, 1, charge_id);
    INSERT INTO "ledger_entries" ("account_id", "kind", "amount_paisa", "description", "posted_at", "receipt_id", "source_key")
      VALUES (paid."account_id", 'payment', -132000, 'Payment by mobile wallet', paid."paid_at", paid."id", 'receipt:' || paid."id");
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The books are append-only (docs/money.md), by any route (the app, a script or by hand): entries,
-- lines and receipts never change; a document changes only its settlement.
CREATE FUNCTION "books_are_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% cannot be changed or deleted: correct it with a new entry', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_edit" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "books_are_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "books_are_append_only"();
--> statement-breakpoint
CREATE TRIGGER "document_lines_no_edit" BEFORE UPDATE OR DELETE ON "document_lines" FOR EACH ROW EXECUTE FUNCTION "books_are_append_only"();
--> statement-breakpoint
CREATE TRIGGER "receipts_no_edit" BEFORE UPDATE OR DELETE ON "receipts" FOR EACH ROW EXECUTE FUNCTION "books_are_append_only"();
--> statement-breakpoint
CREATE FUNCTION "billing_documents_settle_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW."id", NEW."kind", NEW."number", NEW."account_id", NEW."buyer_member_id", NEW."buyer_name", NEW."buyer_address", NEW."issued_at", NEW."due_on", NEW."period", NEW."corrects_document_id", NEW."reason", NEW."net_paisa", NEW."tax_paisa", NEW."total_paisa", NEW."issued_by")
      IS NOT DISTINCT FROM (OLD."id", OLD."kind", OLD."number", OLD."account_id", OLD."buyer_member_id", OLD."buyer_name", OLD."buyer_address", OLD."issued_at", OLD."due_on", OLD."period", OLD."corrects_document_id", OLD."reason", OLD."net_paisa", OLD."tax_paisa", OLD."total_paisa", OLD."issued_by")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'An issued document cannot be changed or deleted: correct it with a credit note' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "billing_documents_no_edit" BEFORE UPDATE OR DELETE ON "billing_documents" FOR EACH ROW EXECUTE FUNCTION "billing_documents_settle_only"();
--> statement-breakpoint
CREATE TRIGGER "billing_documents_no_truncate" BEFORE TRUNCATE ON "billing_documents" FOR EACH STATEMENT EXECUTE FUNCTION "books_are_append_only"();
