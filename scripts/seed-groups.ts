/**
 * Groups at scale (issue 17), written set-based with generate_series inside PostgreSQL: at scale 1,
 * 20,000 groups (every 5th private, every 10th with post approval) with ~20 members each,
 * 1,000,000 posts (every 20th a poll with 3 options and 2 votes; 1 in 97 pending), 3,000,000
 * reactions and 1,000,000 comments; then every counter is set from its rows, as the reconcile
 * job would. Group 1 (`group-1`) is the bench's busy group: owned by the first individual, with
 * BUSY_GROUP_POSTS posts (a feed 5,000 pages deep) and BUSY_POST_COMMENTS comments on its newest
 * post. Post k has uid md5('group-post-k') and was created k × 30 s before SCALE_TIME.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { withSeedClient } from './seed-client';

export const BUSY_GROUP_POSTS = 60_000;
export const BUSY_POST_COMMENTS = 5_000;
/** Seconds between consecutive posts' created_at (post k: SCALE_TIME − k × POST_STEP_S). */
export const POST_STEP_S = 30;

export interface GroupsSize {
  groups: number;
  posts: number;
  reactions: number;
  comments: number;
}
/** Sizes from the dataset's individuals (100,000 at scale 1). */
export function groupsSizeFor(individuals: number): GroupsSize {
  const scale = individuals / 100_000;
  return {
    groups: Math.max(10, Math.round(20_000 * scale)),
    posts: Math.max(BUSY_GROUP_POSTS + 100, Math.round(1_000_000 * scale)),
    reactions: Math.max(100, Math.round(3_000_000 * scale)),
    comments: Math.max(BUSY_POST_COMMENTS + 100, Math.round(1_000_000 * scale)),
  };
}

/** The uid the seed gives post k (and the bench computes): md5('group-post-k') as a uuid. */
export function groupPostUid(k: number) {
  const h = createHash('md5').update(`group-post-${k}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The feed cursor (groups.mapper encodeCursor: base64url of `created_at|id`) just after post k of group 1. */
export function groupFeedCursor(k: number, scaleTime: number) {
  const at = new Date(scaleTime - k * POST_STEP_S * 1000).toISOString().replace('Z', '000Z');
  return Buffer.from(`${at}|${k}`).toString('base64url');
}

/**
 * SQL for how many of comments 1 … `upTo` land on the post whose index mod P is `r` (comment c goes
 * to post 1 + c mod P): the seed writes comment_count with it instead of counting afterwards.
 */
const commentsOn = (upTo: string, r: string, P: string) =>
  `(case when (${r}) = 0 then ${upTo} / ${P} when ${upTo} >= (${r}) then (${upTo} - (${r})) / ${P} + 1 else 0 end)`;

export async function seedGroupRows(
  client: pg.PoolClient,
  people: { individuals: number; organizations: number },
  now: number,
  log: (m: string) => void,
) {
  const { individuals: I, organizations: O } = people;
  const S = groupsSizeFor(I);
  const G = S.groups;
  const P = S.posts;
  const at = new Date(now).toISOString();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q(
    'truncate groups, group_members, group_invitations, group_posts, group_post_media, group_poll_options, group_poll_votes, group_comments, group_reactions, group_comment_reactions restart identity cascade',
  );
  // Individuals are users O+1 … O+I. Group g's j-th member is individual ((g−1)·7 + j·101) mod I:
  // j = 0 owns it (group 1: the first individual), j = 1 is an admin.
  log(`groups: ${G}, with ~20 members each`);
  await q(
    `insert into groups (slug, name, description, category, location, privacy, post_approval, owner_id, member_count, created_at, updated_at)
     select 'group-' || g, 'Group ' || g || ' ' || (array['ICU nurses','Travel nurses','Home health','Respiratory care','Nurse educators','Night shift','Pediatrics','Oncology'])[1 + g % 8],
       'A community of health-care professionals sharing protocols, tips and job leads.',
       (array['Nursing','Therapy','Allied health','Leadership'])[1 + g % 4],
       (array['Austin, TX','Houston, TX','Dallas, TX','Denver, CO','Phoenix, AZ'])[1 + g % 5],
       case when g % 5 = 0 then 'private' else 'public' end, g % 10 = 0,
       $1::int + 1 + ((g - 1) * 7) % $2::int, 10 + g % 21, $3::timestamptz - g * interval '1 hour', $3::timestamptz
     from generate_series(1, $4::int) g`,
    [O, I, at, G],
  );
  await q(
    `insert into group_members (group_id, user_id, role, status, joined_at, created_at, updated_at)
     select g, $1::int + 1 + ((g - 1) * 7 + j * 101) % $2::int,
       case when j = 0 then 'owner' when j = 1 then 'admin' else 'member' end, 'active',
       $3::timestamptz - g * interval '1 hour', $3::timestamptz - g * interval '1 hour', $3::timestamptz
     from generate_series(1, $4::int) g, generate_series(0, 9 + g % 21) j
     on conflict (group_id, user_id) do nothing`,
    [O, I, at, G],
  );
  // Post k: group 1 for k ≤ BUSY_GROUP_POSTS, else spread over the other groups; written by one
  // of the group's first ten members.
  log(`group posts: ${P} (every 20th a poll)`);
  await q(
    `insert into group_posts (uid, group_id, author_id, kind, description, question, poll_closes_at, status, reaction_count, comment_count, vote_count, created_at, updated_at)
     select md5('group-post-' || k)::uuid, x.g,
       $1::int + 1 + ((x.g - 1) * 7 + (k % 10) * 101) % $2::int,
       case when k % 20 = 0 then 'poll' else 'text' end,
       'Post ' || k || ': how does your unit handle handovers on the night shift?',
       case when k % 20 = 0 then 'Which handover format works best?' end,
       case when k % 20 = 0 then $3::timestamptz + interval '7 days' end,
       case when k % 97 = 0 then 'pending' else 'published' end,
       case when $7::int >= k then ($7::int - k) / $4::int + 1 else 0 end,
       (case when k = 1 then $8::int else 0 end) + ${commentsOn('$9::int', 'k - 1', '$4::int')} - ${commentsOn('$8::int', 'k - 1', '$4::int')},
       case when k % 20 = 0 then 2 else 0 end,
       $3::timestamptz - k * interval '${POST_STEP_S} seconds', $3::timestamptz - k * interval '${POST_STEP_S} seconds'
     from generate_series(1, $4::int) k,
       lateral (select case when k <= $5::int then 1 else 2 + k % ($6::int - 1) end as g) x`,
    [O, I, at, P, BUSY_GROUP_POSTS, G, S.reactions, BUSY_POST_COMMENTS, S.comments],
  );
  await q(
    `insert into group_poll_options (post_id, label, position, vote_count)
     select p.id, (array['SBAR','I-PASS','Bedside'])[o + 1], o,
       case when o = p.id % 3 or o = (p.id + 1) % 3 then 1 else 0 end
     from group_posts p, generate_series(0, 2) o where p.kind = 'poll'`,
  );
  await q(
    `insert into group_poll_votes (post_id, user_id, option_id)
     select p.id, $1::int + 1 + (p.id * 13 + v * 37) % $2::int,
       (select o.id from group_poll_options o where o.post_id = p.id and o.position = (p.id + v) % 3)
     from group_posts p, generate_series(0, 1) v where p.kind = 'poll'
     on conflict do nothing`,
    [O, I],
  );
  // Reaction i: on post 1 + i mod P by a different person for each round r = i div P.
  log(`group reactions: ${S.reactions}`);
  await q(
    `insert into group_reactions (post_id, user_id, type, created_at)
     select 1 + i % $3::int, $1::int + 1 + ((1 + i % $3::int) * 13 + (i / $3::int) * 37) % $2::int,
       (array['like','celebrate','support','insightful','love','curious'])[1 + i % 6], $4::timestamptz
     from generate_series(0, $5::int - 1) i
     on conflict do nothing`,
    [O, I, P, at, S.reactions],
  );
  // Comment c: the first BUSY_POST_COMMENTS on post 1 (group 1's newest), the rest spread over posts.
  log(`group comments: ${S.comments}`);
  await q(
    `insert into group_comments (uid, post_id, author_id, body, created_at, updated_at)
     select md5('group-comment-' || c)::uuid, x.p, $1::int + 1 + (c * 17) % $2::int,
       'Comment ' || c || ': we use a printed checklist and it helps.',
       $3::timestamptz - (x.p * ${POST_STEP_S}) * interval '1 second' + c * interval '1 millisecond',
       $3::timestamptz - (x.p * ${POST_STEP_S}) * interval '1 second' + c * interval '1 millisecond'
     from generate_series(1, $4::int) c,
       lateral (select case when c <= $5::int then 1 else 1 + c % $6::int end as p) x`,
    [O, I, at, S.comments, BUSY_POST_COMMENTS, P],
  );
  // The counters were written with the rows from the same formulas; these set right only the rows
  // where a formula and the rows differ (at tiny scales, where ON CONFLICT dropped a repeat), so on
  // a full-size seed they read the rows and write almost nothing.
  log('group counters checked against their rows');
  const fix = async (table: string, col: string, rows: string) => {
    const r = await q(
      `update ${table} t set ${col} = coalesce(x.n, 0) from ${table} t2 left join (${rows}) x on x.k = t2.id
       where t.id = t2.id and t.${col} <> coalesce(x.n, 0)`,
    );
    if (r.rowCount) log(`${table}.${col}: ${r.rowCount} set from the rows`);
  };
  await fix(
    'group_posts',
    'reaction_count',
    'select post_id k, count(*)::int n from group_reactions group by post_id',
  );
  await fix(
    'group_posts',
    'comment_count',
    'select post_id k, count(*)::int n from group_comments where deleted_at is null group by post_id',
  );
  await fix(
    'group_posts',
    'vote_count',
    'select post_id k, count(*)::int n from group_poll_votes group by post_id',
  );
  await fix(
    'group_poll_options',
    'vote_count',
    'select option_id k, count(*)::int n from group_poll_votes group by option_id',
  );
  await fix(
    'groups',
    'member_count',
    "select group_id k, count(*)::int n from group_members where status = 'active' group by group_id",
  );
  await fix(
    'groups',
    'post_count',
    "select group_id k, count(*)::int n from group_posts where status = 'published' and deleted_at is null group by group_id",
  );
  return S;
}

/** Groups alone: the bench adds them to a dataset seeded before groups existed. */
export async function seedGroups(
  url: string,
  people: { individuals: number; organizations: number },
  now: number,
  log: (m: string) => void = console.log,
) {
  await withSeedClient(url, async (client) => {
    const t0 = Date.now();
    await seedGroupRows(client, people, now, log);
    await client.query(
      'vacuum analyze groups, group_members, group_posts, group_poll_options, group_poll_votes, group_comments, group_reactions',
    );
    log(`groups seeded in ${Math.round((Date.now() - t0) / 1000)} s`);
  });
}
