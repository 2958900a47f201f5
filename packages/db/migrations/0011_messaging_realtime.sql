CREATE TABLE "chat_message_attachments" (
	"message_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	CONSTRAINT "chat_message_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint,
	"seq" integer,
	"status" varchar(8) DEFAULT 'sent' NOT NULL,
	"sender_id" bigint NOT NULL,
	"sender_organization_id" bigint,
	"draft_receiver_user_id" bigint,
	"draft_receiver_organization_id" bigint,
	"body" text DEFAULT '' NOT NULL,
	"service_quotation_id" bigint,
	"client_id" varchar(64),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_folder_users" (
	"folder_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "conversation_folder_users_folder_id_user_id_pk" PRIMARY KEY("folder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_folders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" varchar(140) NOT NULL,
	"title" varchar(80) NOT NULL,
	"user_id" bigint,
	"organization_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reads_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_sides" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_sides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"user_id" bigint,
	"organization_id" bigint,
	"state" varchar(10) DEFAULT 'active' NOT NULL,
	"folder_id" bigint,
	"cleared_seq" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(12) NOT NULL,
	"pair_key" varchar(120) NOT NULL,
	"organization_id" bigint,
	"job_id" bigint,
	"service_gallery_id" bigint,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_channels" (
	"channel" varchar(80) PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_events" (
	"channel" varchar(80) NOT NULL,
	"seq" bigint NOT NULL,
	"event" varchar(40) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_events_channel_seq_pk" PRIMARY KEY("channel","seq")
);
--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_organization_id_organizations_id_fk" FOREIGN KEY ("sender_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_draft_receiver_user_id_users_id_fk" FOREIGN KEY ("draft_receiver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_draft_receiver_organization_id_organizations_id_fk" FOREIGN KEY ("draft_receiver_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_folder_users" ADD CONSTRAINT "conversation_folder_users_folder_id_conversation_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."conversation_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_folder_users" ADD CONSTRAINT "conversation_folder_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_folders" ADD CONSTRAINT "conversation_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_folders" ADD CONSTRAINT "conversation_folders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sides" ADD CONSTRAINT "conversation_sides_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sides" ADD CONSTRAINT "conversation_sides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sides" ADD CONSTRAINT "conversation_sides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sides" ADD CONSTRAINT "conversation_sides_folder_id_conversation_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."conversation_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_attachments_file_idx" ON "chat_message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_conversation_seq_uq" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_uq" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_drafts_idx" ON "chat_messages" USING btree ("sender_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chat_messages"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_folders_user_slug_uq" ON "conversation_folders" USING btree ("user_id","slug") WHERE "conversation_folders"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_folders_org_slug_uq" ON "conversation_folders" USING btree ("organization_id","slug") WHERE "conversation_folders"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_sides_user_uq" ON "conversation_sides" USING btree ("conversation_id","user_id") WHERE "conversation_sides"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_sides_org_uq" ON "conversation_sides" USING btree ("conversation_id","organization_id") WHERE "conversation_sides"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "conversation_sides_user_list_idx" ON "conversation_sides" USING btree ("user_id","state","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "conversation_sides"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "conversation_sides_org_list_idx" ON "conversation_sides" USING btree ("organization_id","state","activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "conversation_sides"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key_uq" ON "conversations" USING btree ("pair_key");--> statement-breakpoint
CREATE INDEX "realtime_events_created_idx" ON "realtime_events" USING btree ("created_at");