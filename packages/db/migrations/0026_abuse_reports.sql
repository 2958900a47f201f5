CREATE TABLE "abuse_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abuse_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" bigint NOT NULL,
	"reporter_user_id" bigint,
	"reported_as_org_id" bigint,
	"reason" varchar(24) NOT NULL,
	"details" text NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"outcome_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" varchar(26) NOT NULL,
	"target_type" varchar(12) NOT NULL,
	"target_id" bigint NOT NULL,
	"status" varchar(6) DEFAULT 'open' NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" varchar(16),
	"resolution_reason" text,
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_cases_status_check" CHECK ("report_cases"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_reports_one_open_unique" ON "abuse_reports" USING btree ("case_id","reporter_user_id") WHERE "abuse_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "abuse_reports_case_idx" ON "abuse_reports" USING btree ("case_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "abuse_reports_reporter_idx" ON "abuse_reports" USING btree ("reporter_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_uid_unique" ON "report_cases" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_target_unique" ON "report_cases" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "report_cases_open_idx" ON "report_cases" USING btree ("target_type","last_reported_at" DESC NULLS LAST) WHERE "report_cases"."status" = 'open';