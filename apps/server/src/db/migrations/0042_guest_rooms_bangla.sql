ALTER TABLE "guest_rooms" ADD COLUMN "bn" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The Bangla of the four rooms the club started with (0024), where staff have not renamed them.
UPDATE "guest_rooms" SET "bn" = '{"name": "কক্ষ ১"}'::jsonb WHERE "name" = 'Room 1';--> statement-breakpoint
UPDATE "guest_rooms" SET "bn" = '{"name": "কক্ষ ২"}'::jsonb WHERE "name" = 'Room 2';--> statement-breakpoint
UPDATE "guest_rooms" SET "bn" = '{"name": "কক্ষ ৩"}'::jsonb WHERE "name" = 'Room 3';--> statement-breakpoint
UPDATE "guest_rooms" SET "bn" = '{"name": "কক্ষ ৪"}'::jsonb WHERE "name" = 'Room 4';
