ALTER TABLE "tees" ADD COLUMN "bn" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The Bangla of the two tees the club started with (0032), where staff have not renamed them.
UPDATE "tees" SET "bn" = '{"name": "পুরুষ"}'::jsonb WHERE "name" = 'Men';--> statement-breakpoint
UPDATE "tees" SET "bn" = '{"name": "নারী"}'::jsonb WHERE "name" = 'Women';
