-- Job search filtered by city (issue 20): open jobs of a city newest first, so a search with a city
-- walks that city's jobs and stops after the first matches instead of walking every open job.
CREATE INDEX "jobs_search_city_idx" ON "jobs" (lower("city"), "published_at" DESC, "id" DESC) WHERE "status" = 'published';
