-- Searches match anywhere in a text: trigram indexes (src/db/search.ts) find those rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_messages_full_name_trgm_idx" ON "contact_messages" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_phone_trgm_idx" ON "contact_messages" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_message_trgm_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_user_name_trgm_idx" ON "reviews" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_comments_trgm_idx" ON "reviews" USING gin (("comments"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_name_english_trgm_idx" ON "applications" USING gin ("name_english" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_full_name_trgm_idx" ON "applications" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_trgm_idx" ON "applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_member_id_trgm_idx" ON "accounts" USING gin ("member_id" gin_trgm_ops);