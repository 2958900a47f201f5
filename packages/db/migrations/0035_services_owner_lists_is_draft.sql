DROP INDEX "services_user_list_idx";--> statement-breakpoint
DROP INDEX "services_org_list_idx";--> statement-breakpoint
CREATE INDEX "services_user_list_idx" ON "services" USING btree ("user_id","kind","status","is_draft","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "services_org_list_idx" ON "services" USING btree ("organization_id","kind","status","is_draft","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."organization_id" is not null;