CREATE TABLE "job_directories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_directories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(20) DEFAULT 'jobs' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" bigint NOT NULL,
	"question" varchar(500) NOT NULL,
	"type" varchar(20) DEFAULT 'text' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"directory_id" bigint,
	"slug" varchar(160) NOT NULL,
	"title" varchar(160) NOT NULL,
	"category" varchar(60),
	"specialty" varchar(120),
	"employment_type" varchar(20) NOT NULL,
	"shift" varchar(20),
	"shift_hours" varchar(60),
	"city" varchar(120),
	"state" varchar(40),
	"is_remote" boolean DEFAULT false NOT NULL,
	"pay_min_cents" integer,
	"pay_max_cents" integer,
	"pay_period" varchar(10),
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_licenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"health_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_directories" ADD CONSTRAINT "job_directories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_questions" ADD CONSTRAINT "job_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_directory_id_job_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."job_directories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_directories_org_idx" ON "job_directories" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_questions_uid_unique" ON "job_questions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "job_questions_job_idx" ON "job_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_org_slug_unique" ON "jobs" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "jobs_org_status_idx" ON "jobs" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_published_idx" ON "jobs" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "jobs_directory_idx" ON "jobs" USING btree ("directory_id");