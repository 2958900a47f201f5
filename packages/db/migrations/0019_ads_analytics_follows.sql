CREATE TABLE "ad_placements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" varchar(60) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(400) NOT NULL,
	"cpm_cents" integer NOT NULL,
	"cpc_cents" integer NOT NULL,
	"min_budget_cents" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_placements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "advertisement_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisement_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advertisement_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" varchar(180) NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint,
	"organization_id" bigint,
	"created_by" bigint,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cta_title" varchar(40),
	"cta_url" varchar(500),
	"advertises" varchar(60),
	"category" varchar(80),
	"video_file_id" bigint,
	"status" varchar(8) DEFAULT 'draft' NOT NULL,
	"review_status" varchar(8),
	"reject_reason" varchar(500),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"placement_id" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"budget_cents" bigint DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"purchase_id" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_slug_unique" UNIQUE("slug"),
	CONSTRAINT "advertisements_uid_unique" UNIQUE("uid"),
	CONSTRAINT "advertisements_one_owner" CHECK (("advertisements"."user_id" is null) <> ("advertisements"."organization_id" is null)),
	CONSTRAINT "advertisements_status_check" CHECK ("advertisements"."status" in ('draft', 'created', 'promoted')),
	CONSTRAINT "advertisements_review_check" CHECK ("advertisements"."review_status" is null or "advertisements"."review_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"owner_key" varchar(24) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject_id" bigint DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_owner_key_kind_subject_id_day_pk" PRIMARY KEY("owner_key","kind","subject_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"owner_key" varchar(24) NOT NULL,
	"subject_id" bigint DEFAULT 0 NOT NULL,
	"viewer_user_id" bigint,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"owner_key" varchar(24) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject_id" bigint DEFAULT 0 NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_owner_key_kind_subject_id_hour_pk" PRIMARY KEY("owner_key","kind","subject_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_watermark" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_watermark_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_watermark_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "organization_follows" (
	"user_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_follows_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "profile_viewers" (
	"owner_key" varchar(24) NOT NULL,
	"viewer_user_id" bigint NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_viewers_owner_key_viewer_user_id_pk" PRIMARY KEY("owner_key","viewer_user_id")
);
--> statement-breakpoint
ALTER TABLE "advertisement_media" ADD CONSTRAINT "advertisement_media_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_media" ADD CONSTRAINT "advertisement_media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_placement_id_ad_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."ad_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_follows" ADD CONSTRAINT "organization_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_follows" ADD CONSTRAINT "organization_follows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_viewers" ADD CONSTRAINT "profile_viewers_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisement_media_ad_idx" ON "advertisement_media" USING btree ("advertisement_id","position");--> statement-breakpoint
CREATE INDEX "advertisements_user_idx" ON "advertisements" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertisements_org_idx" ON "advertisements" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertisements_serving_idx" ON "advertisements" USING btree ("placement_id","id") WHERE "advertisements"."status" = 'promoted' and "advertisements"."review_status" = 'approved' and "advertisements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "advertisements_review_queue_idx" ON "advertisements" USING btree ("created_at") WHERE "advertisements"."review_status" = 'pending' and "advertisements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "analytics_daily_owner_day_idx" ON "analytics_daily" USING btree ("owner_key","kind","day");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "organization_follows_org_idx" ON "organization_follows" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_viewers_recent_idx" ON "profile_viewers" USING btree ("owner_key","last_viewed_at" DESC NULLS LAST);