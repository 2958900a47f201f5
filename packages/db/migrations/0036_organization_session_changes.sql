-- Organization-scoped routes read the session with the organization and the caller's membership in
-- one query, and the API keeps that answer as it keeps sessions (0034; auth/session-cache.ts). So
-- the same channel also announces a membership added, changed or removed (the member's id), and an
-- organization or one of its roles changed or removed (`org:` and the organization's id).
CREATE OR REPLACE FUNCTION "session_changes_of_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('session_changes', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('session_changes', NEW.user_id::text); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_changes_of_organization"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'org:' || OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_changes_of_org_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'org:' || OLD.organization_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organization_users_changed" AFTER INSERT OR UPDATE OR DELETE ON "organization_users"
  FOR EACH ROW EXECUTE FUNCTION "session_changes_of_member"();--> statement-breakpoint
CREATE TRIGGER "organization_users_truncated" AFTER TRUNCATE ON "organization_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_of_all"();--> statement-breakpoint
CREATE TRIGGER "organizations_changed" AFTER UPDATE OR DELETE ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "session_changes_of_organization"();--> statement-breakpoint
CREATE TRIGGER "organizations_truncated" AFTER TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_of_all"();--> statement-breakpoint
CREATE TRIGGER "org_roles_changed" AFTER UPDATE OR DELETE ON "org_roles"
  FOR EACH ROW EXECUTE FUNCTION "session_changes_of_org_role"();--> statement-breakpoint
CREATE TRIGGER "org_roles_truncated" AFTER TRUNCATE ON "org_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_of_all"();
