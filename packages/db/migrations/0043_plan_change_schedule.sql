-- A downgrade waits for the paid period's end: the plan (and card) the renewal job moves the payer to.
ALTER TABLE "subscriptions" ADD COLUMN "next_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_billing_method_id" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_id_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;