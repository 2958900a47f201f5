CREATE TABLE "report_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" bigint NOT NULL,
	"report" varchar(20) NOT NULL,
	"format" varchar(5) NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"storage_key" varchar(255),
	"size_bytes" bigint,
	"error" varchar(300),
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_exports_uid_unique" UNIQUE("uid"),
	CONSTRAINT "report_exports_status_check" CHECK ("report_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "report_exports_format_check" CHECK ("report_exports"."format" in ('excel', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_requester_idx" ON "report_exports" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "report_exports_expiry_idx" ON "report_exports" USING btree ("expires_at");