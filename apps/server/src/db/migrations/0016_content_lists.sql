ALTER TABLE "dishes" ADD COLUMN "price_taka" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "url" text;