ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_application_id_applications_id_fk";
--> statement-breakpoint
DROP INDEX "audit_log_application_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_type" text NOT NULL DEFAULT 'application';--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "entity_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_id" text;--> statement-breakpoint
UPDATE "audit_log" SET "entity_id" = "application_id"::text;--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "application_id";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
-- Nobody edits the log, by any route (the app, a script or by hand): no delete, no truncate, and
-- an update may only erase a value (set it to null), as the privacy retention and a deleted
-- actor's foreign key do.
CREATE FUNCTION "audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW."id" = OLD."id"
    AND NEW."action" = OLD."action"
    AND NEW."entity_type" = OLD."entity_type"
    AND NEW."entity_id" IS NOT DISTINCT FROM OLD."entity_id"
    AND NEW."created_at" = OLD."created_at"
    AND (NEW."actor_account_id" IS NULL OR NEW."actor_account_id" = OLD."actor_account_id")
    AND (NEW."detail" IS NULL OR NEW."detail" = OLD."detail")
    AND (NEW."before" IS NULL OR NEW."before" = OLD."before")
    AND (NEW."after" IS NULL OR NEW."after" = OLD."after")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_edit" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_is_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_is_append_only"();
