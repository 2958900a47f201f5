-- Trigram search on service titles (pg_trgm is a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "services_title_trgm_idx" ON "services" USING gin ("title" gin_trgm_ops) WHERE "services"."status" = 'active' and "services"."is_draft" = false;
