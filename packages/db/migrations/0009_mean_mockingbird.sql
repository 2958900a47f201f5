DROP INDEX "jobs_org_status_idx";--> statement-breakpoint
CREATE INDEX "jobs_org_status_idx" ON "jobs" USING btree ("organization_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);