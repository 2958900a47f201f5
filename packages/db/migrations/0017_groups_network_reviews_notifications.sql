CREATE TABLE "favourites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_key" varchar(24) NOT NULL,
	"owner_user_id" bigint,
	"owner_organization_id" bigint,
	"target_type" varchar(12) NOT NULL,
	"target_id" bigint NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_target_check" CHECK ("favourites"."target_type" in ('job', 'service', 'request', 'gallery', 'profile', 'organization', 'group'))
);
--> statement-breakpoint
CREATE TABLE "group_comment_reactions" (
	"comment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_comment_reactions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"post_id" bigint NOT NULL,
	"parent_id" bigint,
	"author_id" bigint NOT NULL,
	"body" text NOT NULL,
	"reaction_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_comments_uid_unique" UNIQUE("uid"),
	CONSTRAINT "group_comments_counts_check" CHECK ("group_comments"."reaction_count" >= 0 and "group_comments"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by" bigint,
	"accepted_by" bigint,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" varchar(8) DEFAULT 'member' NOT NULL,
	"status" varchar(8) NOT NULL,
	"message" varchar(500),
	"invited_by" bigint,
	"decided_by" bigint,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('owner', 'admin', 'member')),
	CONSTRAINT "group_members_status_check" CHECK ("group_members"."status" in ('active', 'pending', 'invited'))
);
--> statement-breakpoint
CREATE TABLE "group_poll_options" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_poll_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"label" varchar(140) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_poll_options_count_check" CHECK ("group_poll_options"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_poll_votes" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"option_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_poll_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_post_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_post_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"kind" varchar(6) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"kind" varchar(6) DEFAULT 'text' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"question" varchar(300),
	"poll_closes_at" timestamp with time zone,
	"shared_post_id" bigint,
	"status" varchar(9) DEFAULT 'published' NOT NULL,
	"reject_reason" varchar(500),
	"decided_by" bigint,
	"reaction_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_posts_uid_unique" UNIQUE("uid"),
	CONSTRAINT "group_posts_status_check" CHECK ("group_posts"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "group_posts_kind_check" CHECK ("group_posts"."kind" in ('text', 'poll', 'share')),
	CONSTRAINT "group_posts_counts_check" CHECK ("group_posts"."reaction_count" >= 0 and "group_posts"."comment_count" >= 0 and "group_posts"."share_count" >= 0 and "group_posts"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_reactions" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" varchar(140) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rules" text,
	"category" varchar(80),
	"location" varchar(120),
	"privacy" varchar(8) DEFAULT 'public' NOT NULL,
	"post_approval" boolean DEFAULT false NOT NULL,
	"cover_file_id" bigint,
	"owner_id" bigint NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_slug_unique" UNIQUE("slug"),
	CONSTRAINT "groups_privacy_check" CHECK ("groups"."privacy" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "connection_invites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connection_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sender_id" bigint NOT NULL,
	"receiver_id" bigint NOT NULL,
	"message" varchar(300),
	"status" varchar(9) DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_invites_not_self" CHECK ("connection_invites"."sender_id" <> "connection_invites"."receiver_id"),
	CONSTRAINT "connection_invites_status_check" CHECK ("connection_invites"."status" in ('pending', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"user_id" bigint NOT NULL,
	"peer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_user_id_peer_id_pk" PRIMARY KEY("user_id","peer_id"),
	CONSTRAINT "connections_not_self" CHECK ("connections"."user_id" <> "connections"."peer_id")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"status" varchar(9) DEFAULT 'requested' NOT NULL,
	"request_message" varchar(500),
	"relationship" varchar(120),
	"recommended_text" text,
	"recommended_video_file_id" bigint,
	"is_linked" boolean DEFAULT true NOT NULL,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_uid_unique" UNIQUE("uid"),
	CONSTRAINT "recommendations_not_self" CHECK ("recommendations"."user_id" <> "recommendations"."author_id"),
	CONSTRAINT "recommendations_status_check" CHECK ("recommendations"."status" in ('requested', 'posted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notification_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"status" varchar(8) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	"last_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" bigint NOT NULL,
	"type" varchar(60) NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"digest" varchar(6) DEFAULT 'daily' NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "notification_settings_digest_check" CHECK ("notification_settings"."digest" in ('off', 'daily', 'weekly')),
	CONSTRAINT "notification_settings_hour_check" CHECK ("notification_settings"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"organization_id" bigint,
	"type" varchar(60) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" varchar(500) DEFAULT '' NOT NULL,
	"link" varchar(300),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_user_id" bigint,
	"group_key" varchar(120),
	"action_status" varchar(8),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_action_status_check" CHECK ("notifications"."action_status" is null or "notifications"."action_status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_key" varchar(24) NOT NULL,
	"target_key" varchar(24) NOT NULL,
	"author_user_id" bigint,
	"author_organization_id" bigint,
	"target_user_id" bigint,
	"target_organization_id" bigint,
	"basis" varchar(12) NOT NULL,
	"basis_id" bigint DEFAULT 0 NOT NULL,
	"rating" smallint NOT NULL,
	"review" text NOT NULL,
	"published_at" timestamp with time zone,
	"blind_until" timestamp with time zone,
	"is_flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" varchar(500),
	"flagged_at" timestamp with time zone,
	"objection" text,
	"objection_status" varchar(8),
	"objection_at" timestamp with time zone,
	"objection_decided_by" bigint,
	"objection_decided_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_objection_status_check" CHECK ("reviews"."objection_status" is null or "reviews"."objection_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_owner_organization_id_organizations_id_fk" FOREIGN KEY ("owner_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comment_reactions" ADD CONSTRAINT "group_comment_reactions_comment_id_group_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."group_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comment_reactions" ADD CONSTRAINT "group_comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_comments" ADD CONSTRAINT "group_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_options" ADD CONSTRAINT "group_poll_options_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_votes" ADD CONSTRAINT "group_poll_votes_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_votes" ADD CONSTRAINT "group_poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_poll_votes" ADD CONSTRAINT "group_poll_votes_option_id_group_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."group_poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_media" ADD CONSTRAINT "group_post_media_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_media" ADD CONSTRAINT "group_post_media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reactions" ADD CONSTRAINT "group_reactions_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reactions" ADD CONSTRAINT "group_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_invites" ADD CONSTRAINT "connection_invites_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_invites" ADD CONSTRAINT "connection_invites_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_recommended_video_file_id_files_id_fk" FOREIGN KEY ("recommended_video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_organization_id_organizations_id_fk" FOREIGN KEY ("author_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_organization_id_organizations_id_fk" FOREIGN KEY ("target_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_objection_decided_by_users_id_fk" FOREIGN KEY ("objection_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_unique" ON "favourites" USING btree ("owner_key","target_type","target_id");--> statement-breakpoint
CREATE INDEX "favourites_owner_recent_idx" ON "favourites" USING btree ("owner_key","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "group_comment_reactions_type_idx" ON "group_comment_reactions" USING btree ("comment_id","type");--> statement-breakpoint
CREATE INDEX "group_comments_post_idx" ON "group_comments" USING btree ("post_id","created_at","id") WHERE "group_comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "group_comments_parent_idx" ON "group_comments" USING btree ("parent_id","created_at","id") WHERE "group_comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "group_invitations_email_idx" ON "group_invitations" USING btree ("group_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_unique" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_group_idx" ON "group_members" USING btree ("group_id","status","id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","status","group_id");--> statement-breakpoint
CREATE INDEX "group_poll_options_post_idx" ON "group_poll_options" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "group_poll_votes_option_idx" ON "group_poll_votes" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "group_post_media_post_idx" ON "group_post_media" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "group_posts_feed_idx" ON "group_posts" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "group_posts"."status" = 'published' and "group_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "group_posts_review_idx" ON "group_posts" USING btree ("group_id","created_at","id") WHERE "group_posts"."status" = 'pending' and "group_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "group_posts_author_idx" ON "group_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "group_posts_shared_idx" ON "group_posts" USING btree ("shared_post_id") WHERE "group_posts"."shared_post_id" is not null;--> statement-breakpoint
CREATE INDEX "group_reactions_type_idx" ON "group_reactions" USING btree ("post_id","type");--> statement-breakpoint
CREATE INDEX "groups_discovery_idx" ON "groups" USING btree ("member_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "groups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "groups_name_trgm_idx" ON "groups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "connection_invites_pending_pair" ON "connection_invites" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id")) WHERE "connection_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_invites_received_idx" ON "connection_invites" USING btree ("receiver_id","created_at" DESC NULLS LAST,"id") WHERE "connection_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_invites_sent_idx" ON "connection_invites" USING btree ("sender_id","created_at" DESC NULLS LAST,"id") WHERE "connection_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connections_user_recent_idx" ON "connections" USING btree ("user_id","created_at" DESC NULLS LAST,"peer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_pair_unique" ON "recommendations" USING btree ("user_id","author_id");--> statement-breakpoint
CREATE INDEX "recommendations_user_idx" ON "recommendations" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "recommendations_author_idx" ON "recommendations" USING btree ("author_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_unique" ON "notification_deliveries" USING btree ("user_id","notification_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_queued_idx" ON "notification_deliveries" USING btree ("created_at") WHERE "notification_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "notification_deliveries_digest_idx" ON "notification_deliveries" USING btree ("user_id","created_at") WHERE "notification_deliveries"."status" = 'digest';--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_target_basis_unique" ON "reviews" USING btree ("author_key","target_key","basis","basis_id") WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_target_idx" ON "reviews" USING btree ("target_key","created_at" DESC NULLS LAST,"id") WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_objections_idx" ON "reviews" USING btree ("objection_at") WHERE "reviews"."objection_status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_blind_idx" ON "reviews" USING btree ("blind_until") WHERE "reviews"."published_at" is null;