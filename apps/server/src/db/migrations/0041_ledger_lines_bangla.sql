ALTER TABLE "ledger_entries" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD COLUMN "description_bn" text;