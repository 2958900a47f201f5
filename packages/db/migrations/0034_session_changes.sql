-- Session changes, announced on the `session_changes` channel with the user's id (`*`: everyone).
-- The API keeps signed-in callers' sessions in memory for a few seconds (auth/session-cache.ts) and
-- drops a person's the moment it hears their id here. Everything that ends a session or changes
-- what a session carries (the user's role, email, slug, activation, verification) is announced,
-- whoever writes it: the app, a script, an operator's SQL. NOTIFY is sent at commit, and one
-- transaction's identical notifications are sent once.
CREATE OR REPLACE FUNCTION "session_changes_of_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.user_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_changes_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_changes_of_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "session_changes_of_session"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_of_all"();--> statement-breakpoint
CREATE TRIGGER "users_session_fields_changed" AFTER UPDATE OF role, email, slug, is_active, email_verified_at OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_changes_of_user"();--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_of_all"();
