ALTER TABLE "account_flags" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_flags" ADD COLUMN "suspension_reason" text;