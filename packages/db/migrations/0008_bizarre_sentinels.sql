-- Applications carry their job's organization (organization-wide lists read one index range).
-- Added nullable, filled from the jobs, then made NOT NULL, so existing data migrates in place.
ALTER TABLE "job_applications" ADD COLUMN "organization_id" bigint;--> statement-breakpoint
UPDATE "job_applications" AS a SET "organization_id" = j."organization_id" FROM "jobs" AS j WHERE j."id" = a."job_id";--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_org_status_idx" ON "job_applications" USING btree ("organization_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
