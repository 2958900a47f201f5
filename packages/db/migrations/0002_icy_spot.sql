CREATE TABLE "admin_role_users" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"role_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "org_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"email" varchar(191) NOT NULL,
	"role_id" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"invited_by" bigint,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "org_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"location" varchar(160),
	"url" varchar(255),
	"start_date" date,
	"end_date" date,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "org_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "org_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"name" varchar(80) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_bank" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_bank_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" bigint NOT NULL,
	"question" varchar(500) NOT NULL,
	"type" varchar(20) DEFAULT 'text' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_users" ADD COLUMN "role_id" bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tagline" varchar(160);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email" varchar(191);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone" varchar(32);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website" varchar(255);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_person" varchar(120);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "address" varchar(255);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" varchar(120);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "state" varchar(80);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "zip_code" varchar(10);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "country" varchar(80);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "industry_type" varchar(60);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "company_size" varchar(20);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "mission" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "health_care_facility" varchar(160);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "video_url" varchar(255);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "visibility" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_role_users" ADD CONSTRAINT "admin_role_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_role_users" ADD CONSTRAINT "admin_role_users_role_id_admin_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."admin_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_role_id_org_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."org_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_items" ADD CONSTRAINT "org_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_media" ADD CONSTRAINT "org_media_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_roles" ADD CONSTRAINT "org_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank" ADD CONSTRAINT "question_bank_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_roles_name_unique" ON "admin_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "org_invitations_pending_unique" ON "org_invitations" USING btree ("organization_id",lower("email")) WHERE "org_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "org_invitations_email_idx" ON "org_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "org_items_org_kind_idx" ON "org_items" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE INDEX "org_media_org_kind_idx" ON "org_media" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "org_roles_name_unique" ON "org_roles" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_uuid_unique" ON "question_bank" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "question_bank_org_idx" ON "question_bank" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_role_id_org_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."org_roles"("id") ON DELETE set null ON UPDATE no action;