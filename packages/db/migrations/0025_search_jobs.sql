-- Job search (issue 20). The document is a generated column, so every insert and update of a job
-- keeps the index current in its own transaction; it is not declared in the drizzle schema, so the
-- jobs module's whole-row selects do not carry it. Title weighs most (A), then what the job is and
-- where (B), then the description (C).
ALTER TABLE "jobs" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A')
  || setweight(to_tsvector('english', coalesce("specialty", '') || ' ' || coalesce("category", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '')), 'B')
  || setweight(to_tsvector('english', coalesce("description", '')), 'C')
) STORED;--> statement-breakpoint
-- Pay per hour in cents whatever the period, so "sort by pay" and the pay filters compare hourly,
-- weekly and yearly jobs.
ALTER TABLE "jobs" ADD COLUMN "search_pay_hourly_cents" integer GENERATED ALWAYS AS (
  coalesce("pay_max_cents", "pay_min_cents") / case "pay_period"
    when 'year' then 2080 when 'month' then 173 when 'week' then 40 when 'day' then 8 else 1 end
) STORED;--> statement-breakpoint
-- Rare words: the GIN bitmap of open jobs holding them.
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_tsv") WHERE "status" = 'published';--> statement-breakpoint
-- Common words and browsing: open jobs newest first, walked and stopped after the first matches.
CREATE INDEX "jobs_search_recent_idx" ON "jobs" ("published_at" DESC, "id" DESC) WHERE "status" = 'published';--> statement-breakpoint
-- "Sort by pay": open jobs best paid first.
CREATE INDEX "jobs_search_pay_idx" ON "jobs" ("search_pay_hourly_cents" DESC NULLS LAST, "id" DESC) WHERE "status" = 'published';
