CREATE TABLE "service_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(400) NOT NULL,
	"job_category" varchar(60),
	"requires_license" boolean DEFAULT false NOT NULL,
	"license_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(160),
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_sub_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"slug" varchar(180) NOT NULL,
	"user_id" bigint,
	"organization_id" bigint,
	"created_by" bigint,
	"title" varchar(160) NOT NULL,
	"description" text NOT NULL,
	"category_id" bigint NOT NULL,
	"sub_category_id" bigint,
	"eligibility" text,
	"details" text,
	"health_care_sector" varchar(120),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" varchar(160),
	"is_remote" boolean DEFAULT false NOT NULL,
	"min_range_cents" integer,
	"max_range_cents" integer,
	"get_quote" boolean DEFAULT false NOT NULL,
	"fixed_price_cents" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"cta_text" varchar(60),
	"cta_link" varchar(500),
	"promotion_start" date,
	"promotion_end" date,
	"promotion_budget_cents" integer,
	"promotion_billing_method_id" bigint,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"promoted_until" timestamp with time zone,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "services_one_owner" CHECK (("services"."user_id" is null) <> ("services"."organization_id" is null))
);
--> statement-breakpoint
ALTER TABLE "service_media" ADD CONSTRAINT "service_media_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_media" ADD CONSTRAINT "service_media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sub_categories" ADD CONSTRAINT "service_sub_categories_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_sub_category_id_service_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."service_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_promotion_billing_method_id_billing_methods_id_fk" FOREIGN KEY ("promotion_billing_method_id") REFERENCES "public"."billing_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_media_service_idx" ON "service_media" USING btree ("service_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_sub_categories_slug_unique" ON "service_sub_categories" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "services_user_list_idx" ON "services" USING btree ("user_id","kind","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "services_org_list_idx" ON "services" USING btree ("organization_id","kind","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "services_public_idx" ON "services" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."status" = 'active' and "services"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."status" = 'active' and "services"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "services_featured_idx" ON "services" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."is_promoted" = true and "services"."status" = 'active' and "services"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "services_promotion_idx" ON "services" USING btree ("promotion_start","promotion_end");