CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" varchar(120) NOT NULL,
	"query" varchar(200) DEFAULT '' NOT NULL,
	"kind" varchar(24) NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alert" boolean DEFAULT true NOT NULL,
	"watermark" timestamp with time zone DEFAULT now() NOT NULL,
	"new_matches" integer DEFAULT 0 NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_feed" (
	"id" smallint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	CONSTRAINT "search_feed_one_row" CHECK ("search_feed"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(24) NOT NULL,
	"doc_id" bigint NOT NULL,
	"op" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_outbox_op_check" CHECK ("search_outbox"."op" in ('upsert', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("watermark","id") WHERE "saved_searches"."alert";--> statement-breakpoint
INSERT INTO "search_feed" ("id", "enabled") VALUES (1, false);--> statement-breakpoint
-- The search outbox's feed: after each change to a searchable row, one ("kind", "doc_id") row, only
-- while search_feed says an external engine reads it (a primary-key read otherwise). The id column
-- is the trigger's second argument (individual_details names its person by user_id).
CREATE FUNCTION "search_outbox_capture"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "search_feed" WHERE "id" = 1 AND "enabled") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "search_outbox" ("kind", "doc_id", "op")
      VALUES (TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::bigint, 'delete');
  ELSE
    INSERT INTO "search_outbox" ("kind", "doc_id", "op")
      VALUES (TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::bigint, 'upsert');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_outbox" AFTER INSERT OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "search_outbox_capture"('job', 'id');--> statement-breakpoint
CREATE TRIGGER "jobs_search_outbox_update" AFTER UPDATE ON "jobs" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "search_outbox_capture"('job', 'id');--> statement-breakpoint
CREATE TRIGGER "services_search_outbox" AFTER INSERT OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION "search_outbox_capture"('service', 'id');--> statement-breakpoint
CREATE TRIGGER "services_search_outbox_update" AFTER UPDATE ON "services" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "search_outbox_capture"('service', 'id');--> statement-breakpoint
CREATE TRIGGER "users_search_outbox" AFTER INSERT OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "search_outbox_capture"('profile', 'id');--> statement-breakpoint
CREATE TRIGGER "users_search_outbox_update" AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "search_outbox_capture"('profile', 'id');--> statement-breakpoint
CREATE TRIGGER "individual_details_search_outbox" AFTER INSERT OR UPDATE ON "individual_details" FOR EACH ROW EXECUTE FUNCTION "search_outbox_capture"('profile', 'user_id');--> statement-breakpoint
CREATE TRIGGER "organizations_search_outbox" AFTER INSERT OR DELETE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "search_outbox_capture"('organization', 'id');--> statement-breakpoint
CREATE TRIGGER "organizations_search_outbox_update" AFTER UPDATE ON "organizations" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "search_outbox_capture"('organization', 'id');--> statement-breakpoint
CREATE TRIGGER "groups_search_outbox" AFTER INSERT OR DELETE ON "groups" FOR EACH ROW EXECUTE FUNCTION "search_outbox_capture"('group', 'id');--> statement-breakpoint
CREATE TRIGGER "groups_search_outbox_update" AFTER UPDATE ON "groups" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "search_outbox_capture"('group', 'id');
