CREATE TABLE "quotation_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quotation_id" bigint,
	"interview_id" bigint,
	"type" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"caller_user_id" bigint NOT NULL,
	"callee_user_id" bigint,
	"token" varchar(64) NOT NULL,
	"ring_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_calls_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "quotation_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quotation_id" bigint,
	"offer_id" bigint,
	"call_id" bigint,
	"actor_user_id" bigint,
	"actor" varchar(8) NOT NULL,
	"machine" varchar(12) NOT NULL,
	"event" varchar(32) NOT NULL,
	"from_state" varchar(24),
	"to_state" varchar(24) NOT NULL,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quotation_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"sender_user_id" bigint,
	"sender_side" varchar(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"offer_id" bigint,
	"call_id" bigint,
	"client_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quotation_id" bigint NOT NULL,
	"created_by" bigint,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"delivery_date" varchar(10),
	"status" varchar(24) DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone,
	"pay_by" timestamp with time zone,
	"purchase_id" bigint,
	"completion" varchar(16) DEFAULT 'none' NOT NULL,
	"marked_completed_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_timers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_timers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"ref_id" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"service_id" bigint NOT NULL,
	"buyer_user_id" bigint,
	"buyer_org_id" bigint,
	"provider_user_id" bigint,
	"provider_org_id" bigint,
	"created_by" bigint,
	"created_side" varchar(8) NOT NULL,
	"status" varchar(12) NOT NULL,
	"buyer_trashed_at" timestamp with time zone,
	"provider_trashed_at" timestamp with time zone,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"buyer_read_seq" integer DEFAULT 0 NOT NULL,
	"provider_read_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_one_buyer" CHECK (("quotations"."buyer_user_id" is null) <> ("quotations"."buyer_org_id" is null)),
	CONSTRAINT "quotations_one_provider" CHECK (("quotations"."provider_user_id" is null) <> ("quotations"."provider_org_id" is null))
);
--> statement-breakpoint
ALTER TABLE "quotation_calls" ADD CONSTRAINT "quotation_calls_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_calls" ADD CONSTRAINT "quotation_calls_caller_user_id_users_id_fk" FOREIGN KEY ("caller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_calls" ADD CONSTRAINT "quotation_calls_callee_user_id_users_id_fk" FOREIGN KEY ("callee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_offer_id_quotation_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."quotation_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_call_id_quotation_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."quotation_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_offer_id_quotation_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."quotation_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_call_id_quotation_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."quotation_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_buyer_org_id_organizations_id_fk" FOREIGN KEY ("buyer_org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_provider_org_id_organizations_id_fk" FOREIGN KEY ("provider_org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_calls_quotation_idx" ON "quotation_calls" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "quotation_events_quotation_idx" ON "quotation_events" USING btree ("quotation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_messages_seq_uq" ON "quotation_messages" USING btree ("quotation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_messages_client_uq" ON "quotation_messages" USING btree ("sender_user_id","client_id") WHERE "quotation_messages"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "quotation_offers_quotation_idx" ON "quotation_offers" USING btree ("quotation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_timers_ref_uq" ON "quotation_timers" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "quotation_timers_pending_idx" ON "quotation_timers" USING btree ("due_at") WHERE "quotation_timers"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_open_pair_uq" ON "quotations" USING btree ("service_id",coalesce("buyer_user_id", 0),coalesce("buyer_org_id", 0),coalesce("provider_user_id", 0),coalesce("provider_org_id", 0)) WHERE "quotations"."status" in ('draft', 'requested', 'in_process');--> statement-breakpoint
CREATE INDEX "quotations_buyer_user_idx" ON "quotations" USING btree ("buyer_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quotations"."buyer_user_id" is not null;--> statement-breakpoint
CREATE INDEX "quotations_buyer_org_idx" ON "quotations" USING btree ("buyer_org_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quotations"."buyer_org_id" is not null;--> statement-breakpoint
CREATE INDEX "quotations_provider_user_idx" ON "quotations" USING btree ("provider_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quotations"."provider_user_id" is not null;--> statement-breakpoint
CREATE INDEX "quotations_provider_org_idx" ON "quotations" USING btree ("provider_org_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quotations"."provider_org_id" is not null;--> statement-breakpoint
CREATE INDEX "quotations_service_idx" ON "quotations" USING btree ("service_id");