-- Organizations whose jobs, services and pages may not be seen (unapproved, deactivated, archived):
-- a handful. Every search excludes them through `not in (select id ... where <hidden>)`; without
-- this index that subquery read all of organizations (193 pages, ~2 ms per search at 5,000 rows).
CREATE INDEX IF NOT EXISTS "organizations_hidden_idx" ON "organizations" ("id")
  WHERE NOT ("approval_status" = 'approved' AND "status" = 'active' AND NOT "is_archived");
