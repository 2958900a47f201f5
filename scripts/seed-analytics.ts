/**
 * Analytics at scale (seed-scale calls it; the bench adds it to an older dataset): 10,000,000 raw
 * events at scale 1 over the 90 days before SCALE_TIME, then their hourly (last 8 days) and daily
 * rollups with the owners' all-subject totals, profile viewers and the rollup's watermark — all
 * set-based SQL (generate_series, then INSERT … SELECT … GROUP BY), as the worker would have left
 * them. A tenth of the events belong to the bench's signed-in people (organization 2, the first
 * individual), so their reports read 90 days of busy rollups. Same scale → same rows.
 */
import type pg from 'pg';
import { withSeedClient } from './seed-client';
import { BUSY_SERVICES } from './seed-scale';

export const ANALYTICS_DAYS = 90;

export async function seedAnalyticsRows(
  client: pg.PoolClient,
  size: { individuals: number; organizations: number; jobs: number; analyticsEvents: number },
  now: number,
  log: (m: string) => void,
) {
  const { individuals: I, organizations: O, jobs: J, analyticsEvents: N } = size;
  await client.query(
    'truncate analytics_events, analytics_hourly, analytics_daily, profile_viewers, analytics_watermark restart identity',
  );
  log(`analytics: ${N} events over ${ANALYTICS_DAYS} days, with their rollups`);
  const span = ANALYTICS_DAYS * 86_400;
  // Job j belongs to organization 1 + j % O (seed-scale); jobsPerOrg of them per organization.
  const jobsPerOrg = Math.max(1, Math.floor(J / O) - 1);
  // Event g (oldest first, so ids grow with time as they do live): its bucket m = g % 100 picks the
  // kind; every tenth hundred goes to organization 2 or the first individual (O + 1), the rest
  // spread over everyone.
  await client.query(
    `insert into analytics_events (kind, owner_key, subject_id, viewer_user_id, amount_cents, occurred_at)
     select kind, owner_key, subject_id, viewer, amount, to_timestamp($1::float8 - (($2::bigint - g) * $3::float8 / $2))
     from (
       select g, m, k.kind,
         case when k.org then 'org:' || o.org else 'user:' || o.person end as owner_key,
         case
           when k.kind in ('job_view', 'application', 'interview') then o.org - 1 + $4::bigint * (1 + (g / 7) % $5::bigint)
           when k.kind = 'service_view' and o.person = $6::bigint + 1 then ${BUSY_SERVICES} + 1 + g % ${BUSY_SERVICES}
           when k.kind = 'service_view' then 1 + g % ${BUSY_SERVICES}
           when k.kind in ('gallery_view', 'quote_request', 'ad_impression', 'ad_click', 'document_view') then 1 + (g / 11) % 500
           else 0 end as subject_id,
         case when k.kind = 'profile_view' and g % 2 = 0 then $6::bigint + 1 + (g * 13) % $7::bigint end as viewer,
         case k.kind when 'ad_impression' then 2 when 'ad_click' then 50 else 0 end as amount
       from generate_series(1, $2::bigint) g
       cross join lateral (select g % 100 as m) b
       cross join lateral (
         select case
           when m < 40 then 'job_view' when m < 44 then 'application' when m < 45 then 'interview'
           when m < 65 then 'profile_view' when m < 80 then 'service_view' when m < 85 then 'gallery_view'
           when m < 87 then 'quote_request' when m < 95 then 'ad_impression' when m < 96 then 'ad_click'
           when m < 98 then 'document_view' when m < 99 then 'referral' else 'profile_view' end as kind
       ) k0
       cross join lateral (
         select k0.kind, k0.kind in ('job_view', 'application', 'interview', 'gallery_view')
           or (k0.kind in ('profile_view', 'ad_impression', 'ad_click') and g % 3 = 0) as org
       ) k
       cross join lateral (
         select case when (g / 100) % 10 = 0 then 2 else 1 + (g / 7) % $6::bigint end as org,
                case when (g / 100) % 10 = 0 then $6::bigint + 1 else $6::bigint + 1 + (g / 7) % $7::bigint end as person
       ) o
     ) e`,
    [now / 1000, N, span, O, jobsPerOrg, O, I],
  );
  log('analytics: rolling up per day, per hour (last 8 days) and profile viewers');
  await client.query(
    `insert into analytics_daily (owner_key, kind, subject_id, day, count, amount_cents)
     select owner_key, kind, subject_id, (occurred_at at time zone 'UTC')::date, count(*), sum(amount_cents)
     from analytics_events group by 1, 2, 3, 4`,
  );
  // The owners' totals over all subjects (subject -1), which the charts read.
  await client.query(
    `insert into analytics_daily (owner_key, kind, subject_id, day, count, amount_cents)
     select owner_key, kind, -1, day, sum(count), sum(amount_cents)
     from analytics_daily group by owner_key, kind, day`,
  );
  await client.query(
    `insert into analytics_hourly (owner_key, kind, subject_id, hour, count, amount_cents)
     select owner_key, kind, subject_id, date_trunc('hour', occurred_at at time zone 'UTC') at time zone 'UTC',
       count(*), sum(amount_cents)
     from analytics_events where occurred_at >= to_timestamp($1::float8 - 8 * 86400) group by 1, 2, 3, 4`,
    [now / 1000],
  );
  await client.query(
    `insert into analytics_hourly (owner_key, kind, subject_id, hour, count, amount_cents)
     select owner_key, kind, -1, hour, sum(count), sum(amount_cents)
     from analytics_hourly group by owner_key, kind, hour`,
  );
  await client.query(
    `insert into profile_viewers (owner_key, viewer_user_id, views, last_viewed_at)
     select e.owner_key, e.viewer_user_id, count(*), max(e.occurred_at)
     from analytics_events e join users u on u.id = e.viewer_user_id
     where e.kind = 'profile_view' group by 1, 2`,
  );
  await client.query(
    `insert into analytics_watermark (name, last_event_id)
     select 'rollup', coalesce(max(id), 0) from analytics_events`,
  );
}

/** Analytics alone, for a dataset seeded before it existed. */
export async function seedAnalytics(
  url: string,
  size: Parameters<typeof seedAnalyticsRows>[1],
  now: number,
  log: (m: string) => void = console.log,
) {
  await withSeedClient(url, async (client) => {
    await seedAnalyticsRows(client, size, now, log);
    await client.query('vacuum analyze analytics_events, analytics_daily, analytics_hourly, profile_viewers');
  });
}
