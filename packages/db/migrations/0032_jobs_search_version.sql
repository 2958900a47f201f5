-- The job search's change counter: every change to a job or an organization (what a job search
-- shows, and which organizations' jobs may be seen) takes the next value. The API keeps visitors'
-- job searches while it stands still (search.cache.ts) and reads it with one `last_value`.
-- A sequence, not a counter row: job writes never wait on one another for it.
CREATE SEQUENCE IF NOT EXISTS "jobs_search_version";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "jobs_search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('jobs_search_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_search_version_bump"();--> statement-breakpoint
CREATE TRIGGER "organizations_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_search_version_bump"();
