-- Search ignores accents: "zoe" finds "Zoë", "montreal" finds "Montréal" and the other way round.
-- Documents and queries are both folded by the same configurations, so either spelling meets the
-- other in the index.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- english with accents folded before stemming. Only the token types that can hold non-ASCII letters
-- need it (asciiword and friends have nothing to fold).
CREATE TEXT SEARCH CONFIGURATION hctl_english (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hctl_english
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
-- The word lists ("Did you mean", typo correction) keep words as written, but folded, so a query's
-- folded word finds them and only ASCII words need to be kept.
CREATE TEXT SEARCH CONFIGURATION hctl_simple (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hctl_simple
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
-- unaccent() is STABLE (it reads the dictionary by name through search_path), so it cannot be in an
-- index expression; naming the dictionary with its schema makes the result fixed.
CREATE FUNCTION hctl_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- A generated column's expression cannot be changed in place (before PostgreSQL 17): each document
-- is dropped with its index and added again, as 0023 and 0025 wrote them but with hctl_english.
ALTER TABLE "services" DROP COLUMN "search_tsv";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('hctl_english', coalesce("title", '')), 'A')
  || setweight(to_tsvector('hctl_english', coalesce("health_care_sector", '') || ' ' || coalesce("location", '')) || to_tsvector('hctl_english', "tags"), 'B')
  || setweight(to_tsvector('hctl_english', coalesce("description", '') || ' ' || coalesce("eligibility", '') || ' ' || coalesce("details", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_tsv") WHERE "status" = 'active' and "is_draft" = false;--> statement-breakpoint
ALTER TABLE "groups" DROP COLUMN "search_tsv";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('hctl_english', coalesce("name", '')), 'A')
  || setweight(to_tsvector('hctl_english', coalesce("category", '') || ' ' || coalesce("location", '')), 'B')
  || setweight(to_tsvector('hctl_english', coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin ("search_tsv") WHERE "deleted_at" is null;--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "search_tsv";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('hctl_english', coalesce("company_name", '')), 'A')
  || setweight(to_tsvector('hctl_english', coalesce("tagline", '') || ' ' || coalesce("industry_type", '') || ' '
     || case when coalesce("visibility" -> 'health_care_facility' <> 'false'::jsonb, true) then coalesce("health_care_facility", '') else '' end), 'B')
  || setweight(to_tsvector('hctl_english', coalesce("about", '') || ' '
     || case when coalesce("visibility" -> 'mission' <> 'false'::jsonb, true) then coalesce("mission", '') else '' end || ' '
     || coalesce("city", '') || ' ' || coalesce("state", '') || ' '
     || case when coalesce("visibility" -> 'address' <> 'false'::jsonb, true) then coalesce("address", '') else '' end), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "organizations_search_idx" ON "organizations" USING gin ("search_tsv") WHERE "approval_status" = 'approved' and "status" = 'active' and "is_published" and not "is_archived";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_tsv";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('hctl_english', coalesce("title", '')), 'A')
  || setweight(to_tsvector('hctl_english', coalesce("specialty", '') || ' ' || coalesce("category", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '')), 'B')
  || setweight(to_tsvector('hctl_english', coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_tsv") WHERE "status" = 'published';--> statement-breakpoint
-- People: 0038's document with hctl_english, and every document rebuilt.
CREATE OR REPLACE FUNCTION individual_search_document(d individual_details) RETURNS tsvector LANGUAGE sql STABLE AS $$
  select setweight(to_tsvector('hctl_english', coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), 'A')
    || setweight(to_tsvector('hctl_english', coalesce(d.specialty, '') || ' '
       || case when coalesce(d.visibility -> 'occupation' <> 'false'::jsonb, true) then coalesce(d.occupation, '') else '' end), 'B')
    || setweight(to_tsvector('hctl_english',
          case when coalesce(d.visibility -> 'about' <> 'false'::jsonb, true) then coalesce(d.about, '') else '' end || ' '
       || case when coalesce(d.visibility -> 'address' = 'true'::jsonb, false) then coalesce(d.address, '') else '' end || ' '
       || coalesce(d.city, '') || ' ' || coalesce(d.state, '') || ' '
       || case when coalesce(d.visibility -> 'skills' <> 'false'::jsonb, true)
            then coalesce((select string_agg(s.name, ' ') from skills s where s.user_id = d.user_id and s.is_visible), '') else '' end || ' '
       || case when coalesce(d.visibility -> 'licenses' <> 'false'::jsonb, true)
            then coalesce((select string_agg(l.license_type, ' ') from licenses l where l.user_id = d.user_id and l.is_visible), '') else '' end), 'C')
  from users u where u.id = d.user_id
$$;--> statement-breakpoint
UPDATE individual_details d SET search_document = individual_search_document(d);--> statement-breakpoint
-- The people picker matches folded names ("zoe" finds "Zoë"): trigrams over the folded full name,
-- beside users_individual_name_trgm_idx (network suggestions still read that one).
CREATE INDEX "users_individual_name_unaccent_trgm_idx" ON "users"
  USING gin (hctl_unaccent(lower("first_name" || ' ' || "last_name")) gin_trgm_ops) WHERE "role" = 'individual';
