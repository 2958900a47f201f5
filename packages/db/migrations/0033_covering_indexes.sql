-- Two reads that grew with the data now answer from their index alone (index-only scans); the
-- schema (analytics.ts, jobs.ts) still declares the key columns, drizzle-kit cannot say INCLUDE.
--
-- The analytics rankings (top jobs, services, ads of an owner over up to 90 days) summed rows spread
-- over thousands of heap pages: 70 ms warm and seconds cold for a large organization at 10M events.
-- Covering subject, count and amount makes it an index-only sum. The price: the rollup's updates of
-- count and amount are no longer HOT (both indexes get a new entry); the rollup is batched by the
-- worker, off the request path.
DROP INDEX IF EXISTS "analytics_daily_owner_day_idx";--> statement-breakpoint
CREATE INDEX "analytics_daily_owner_day_idx" ON "analytics_daily" USING btree ("owner_key","kind","day")
  INCLUDE ("subject_id","count","amount_cents");--> statement-breakpoint
-- Recommended jobs: per license, the state's newest open jobs are read for their required licenses
-- and city (recommendations.repository.ts stateWindow): 1,500 heap rows a license before; now the
-- window is read from the index.
DROP INDEX IF EXISTS "jobs_published_state_idx";--> statement-breakpoint
CREATE INDEX "jobs_published_state_idx" ON "jobs" USING btree ("state","published_at" DESC NULLS LAST)
  INCLUDE ("id","city","required_licenses") WHERE "jobs"."status" = 'published';
