-- A group's posts and comments are read many times for each change to the group or to who is in
-- it, so the API keeps a member's access to a group (the group row and their membership) in
-- memory, as it keeps sessions (0034; groups/group-access-cache.ts). This channel announces what
-- that depends on, whoever writes it: a group changed or removed (its id), a membership added,
-- changed or removed (the group's id and the member's), or everything (`*`, TRUNCATE).
CREATE OR REPLACE FUNCTION "group_changes_of_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('group_changes', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "group_changes_of_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('group_changes', OLD.group_id || ' ' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('group_changes', NEW.group_id || ' ' || NEW.user_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "group_changes_of_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('group_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "groups_changed" AFTER UPDATE OR DELETE ON "groups"
  FOR EACH ROW EXECUTE FUNCTION "group_changes_of_group"();--> statement-breakpoint
CREATE TRIGGER "groups_truncated" AFTER TRUNCATE ON "groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "group_changes_of_all"();--> statement-breakpoint
CREATE TRIGGER "group_members_changed" AFTER INSERT OR UPDATE OR DELETE ON "group_members"
  FOR EACH ROW EXECUTE FUNCTION "group_changes_of_member"();--> statement-breakpoint
CREATE TRIGGER "group_members_truncated" AFTER TRUNCATE ON "group_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "group_changes_of_all"();
