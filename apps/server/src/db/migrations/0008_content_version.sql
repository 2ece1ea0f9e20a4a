CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_one_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Any change to what public pages show, made by the app, a script or by hand, moves the version.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "gallery_images_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "videos_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menu_categories_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "dishes_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dishes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "products_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "facilities_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "leaders_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leaders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "sponsors_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sponsors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "holes_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
