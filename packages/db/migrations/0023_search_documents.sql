-- Search documents (issue 20) for services, groups, organizations and people. Generated columns and
-- the people's trigger-maintained document live here, not in the drizzle schema, so the modules'
-- whole-row selects do not carry them.
ALTER TABLE "services" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A')
  || setweight(to_tsvector('english', coalesce("health_care_sector", '') || ' ' || coalesce("location", '')) || to_tsvector('english', "tags"), 'B')
  || setweight(to_tsvector('english', coalesce("description", '') || ' ' || coalesce("eligibility", '') || ' ' || coalesce("details", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_tsv") WHERE "status" = 'active' and "is_draft" = false;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("name", '')), 'A')
  || setweight(to_tsvector('english', coalesce("category", '') || ' ' || coalesce("location", '')), 'B')
  || setweight(to_tsvector('english', coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin ("search_tsv") WHERE "deleted_at" is null;--> statement-breakpoint
-- An organization's parts the public profile may hide (visibility JSON false) are left out; phone,
-- e-mail and website are never in the document.
ALTER TABLE "organizations" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("company_name", '')), 'A')
  || setweight(to_tsvector('english', coalesce("tagline", '') || ' ' || coalesce("industry_type", '') || ' '
     || case when coalesce("visibility" -> 'health_care_facility' <> 'false'::jsonb, true) then coalesce("health_care_facility", '') else '' end), 'B')
  || setweight(to_tsvector('english', coalesce("about", '') || ' '
     || case when coalesce("visibility" -> 'mission' <> 'false'::jsonb, true) then coalesce("mission", '') else '' end || ' '
     || coalesce("city", '') || ' ' || coalesce("state", '') || ' '
     || case when coalesce("visibility" -> 'address' <> 'false'::jsonb, true) then coalesce("address", '') else '' end), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "organizations_search_idx" ON "organizations" USING gin ("search_tsv") WHERE "approval_status" = 'approved' and "status" = 'active' and "is_published" and not "is_archived";--> statement-breakpoint
-- A person's document spans users (the name), individual_details and two sections, so it is a plain
-- column kept by triggers in the writing transaction. Only what others see goes in: a part whose
-- visibility field is false is left out; the defaults (shown unless set false) are the accounts
-- module's DEFAULT_VISIBILITY for these fields. E-mail and phone are never in it.
ALTER TABLE "individual_details" ADD COLUMN "search_document" tsvector;--> statement-breakpoint
CREATE FUNCTION individual_search_document(d individual_details) RETURNS tsvector LANGUAGE sql STABLE AS $$
  select setweight(to_tsvector('english', coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(d.specialty, '') || ' '
       || case when coalesce(d.visibility -> 'occupation' <> 'false'::jsonb, true) then coalesce(d.occupation, '') else '' end), 'B')
    || setweight(to_tsvector('english',
          case when coalesce(d.visibility -> 'about' <> 'false'::jsonb, true) then coalesce(d.about, '') else '' end || ' '
       || case when coalesce(d.visibility -> 'address' <> 'false'::jsonb, true) then coalesce(d.address, '') else '' end || ' '
       || coalesce(d.city, '') || ' ' || coalesce(d.state, '') || ' '
       || case when coalesce(d.visibility -> 'skills' <> 'false'::jsonb, true)
            then coalesce((select string_agg(s.name, ' ') from skills s where s.user_id = d.user_id and s.is_visible), '') else '' end || ' '
       || case when coalesce(d.visibility -> 'licenses' <> 'false'::jsonb, true)
            then coalesce((select string_agg(l.license_type, ' ') from licenses l where l.user_id = d.user_id and l.is_visible), '') else '' end), 'C')
  from users u where u.id = d.user_id
$$;--> statement-breakpoint
CREATE FUNCTION individual_details_search_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := individual_search_document(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER individual_details_search BEFORE INSERT OR UPDATE OF specialty, occupation, about, address, city, state, visibility
  ON individual_details FOR EACH ROW EXECUTE FUNCTION individual_details_search_trg();--> statement-breakpoint
-- The name and the sections live in other tables: a change there rebuilds the person's document.
CREATE FUNCTION individual_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE uid bigint;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    uid := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    uid := OLD.user_id;
  ELSE
    uid := NEW.user_id;
    IF TG_OP = 'UPDATE' THEN
      IF OLD.user_id <> NEW.user_id THEN
        UPDATE individual_details d SET search_document = individual_search_document(d) WHERE d.user_id = OLD.user_id;
      END IF;
    END IF;
  END IF;
  UPDATE individual_details d SET search_document = individual_search_document(d) WHERE d.user_id = uid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_name AFTER UPDATE OF first_name, last_name ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION individual_search_refresh();--> statement-breakpoint
CREATE TRIGGER skills_search AFTER INSERT OR DELETE OR UPDATE OF name, is_visible, user_id ON skills FOR EACH ROW
  EXECUTE FUNCTION individual_search_refresh();--> statement-breakpoint
CREATE TRIGGER licenses_search AFTER INSERT OR DELETE OR UPDATE OF license_type, is_visible, user_id ON licenses FOR EACH ROW
  EXECUTE FUNCTION individual_search_refresh();--> statement-breakpoint
UPDATE individual_details d SET search_document = individual_search_document(d);--> statement-breakpoint
CREATE INDEX "individual_details_search_idx" ON "individual_details" USING gin ("search_document") WHERE "is_published";
