-- The golf course page and GET /api/course/tees show the tees' ratings: like every content table,
-- a change to them moves the content version, whoever makes it (docs/rendering.md#caching).
CREATE TRIGGER "tees_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tees" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
