import type { AbuseTargetType } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Read-only SQL over the tables of the things people report (users, organizations, jobs, services,
 * groups, group posts, ads): whether one exists, and the context a moderator sees (title, owner,
 * link, removed). Changes to them go through their modules' services (ports), never through here.
 * Links are the web app's pages: a post opens its group at the post (`/groups/view/…?post_uid=`,
 * which sends a member into the group and anyone else to its public page), a gallery its service
 * page; an ad has no page, so its link is the advertiser's address it leads to.
 */
export interface TargetRow {
  id: number;
  type: AbuseTargetType;
  key: string;
  title: string;
  /** The person answerable for it: the account itself, the author, or the organization's owner. */
  owner_id: number | null;
  owner_name: string | null;
  owner_slug: string | null;
  owner_role: string | null;
  /** The owner's account is suspended now (a decided suspension the admin may lift). */
  owner_suspended: boolean;
  organization_id: number | null;
  /** services only: post | request | gallery (the admin kinds differ). */
  sub_kind: string | null;
  link: string | null;
  removed: boolean;
}

const name = (u: string) => sql.raw(`trim(${u}.first_name || ' ' || ${u}.last_name)`);
const suspended = (u: string) =>
  sql.raw(
    `exists (select 1 from account_flags sf where sf.user_id = ${u}.id and sf.suspended_at is not null) as owner_suspended`,
  );

/** Services and galleries share a table; `kinds` tells them apart. */
const serviceSelect = (type: 'service' | 'gallery', kinds: SQL) =>
  sql`select s.id::int, ${sql.raw(`'${type}'`)} as type, s.slug as key, s.title, ow.id::int as owner_id,
      ${name('ow')} as owner_name, ow.slug as owner_slug, ow.role as owner_role, ${suspended('ow')}, s.organization_id::int,
      s.kind as sub_kind, '/services/' || s.slug as link, (s.status <> 'active') as removed
    from services s left join organizations o on o.id = s.organization_id
      join users ow on ow.id = coalesce(s.user_id, o.owner_id)
    where ${kinds} and not s.is_draft`;

/** One select per type, all with the same columns; `where` narrows it by key or by ids. */
const SELECTS: Record<AbuseTargetType, SQL> = {
  user: sql`select u.id::int, 'user' as type, u.slug as key, ${name('u')} as title, u.id::int as owner_id,
      ${name('u')} as owner_name, u.slug as owner_slug, u.role as owner_role, ${suspended('u')}, null::int as organization_id,
      null as sub_kind, case when u.role = 'individual' then '/individual/' || u.slug || '/view-profile' end as link,
      (not u.is_active or exists (select 1 from account_flags f where f.user_id = u.id and f.removed_at is not null)) as removed
    from users u where u.role <> 'super-admin'`,
  organization: sql`select o.id::int, 'organization' as type, o.slug as key, o.company_name as title,
      ow.id::int as owner_id, ${name('ow')} as owner_name, ow.slug as owner_slug, ow.role as owner_role, ${suspended('ow')},
      o.id::int as organization_id, null as sub_kind, '/organization/' || o.slug || '/view-profile' as link,
      (o.status <> 'active' or o.is_archived) as removed
    from organizations o join users ow on ow.id = o.owner_id where true`,
  job: sql`select j.id::int, 'job' as type, o.slug || '/' || j.slug as key, j.title, ow.id::int as owner_id,
      ${name('ow')} as owner_name, ow.slug as owner_slug, ow.role as owner_role, ${suspended('ow')}, o.id::int as organization_id,
      null as sub_kind, '/organization/jobs/' || o.slug || '/details/' || j.slug as link,
      (j.status <> 'published') as removed
    from jobs j join organizations o on o.id = j.organization_id join users ow on ow.id = o.owner_id
    where j.status <> 'draft'`,
  service: serviceSelect('service', sql`s.kind in ('post', 'request')`),
  gallery: serviceSelect('gallery', sql`s.kind = 'gallery'`),
  group: sql`select g.id::int, 'group' as type, g.slug as key, g.name as title, ow.id::int as owner_id,
      ${name('ow')} as owner_name, ow.slug as owner_slug, ow.role as owner_role, ${suspended('ow')}, null::int as organization_id,
      null as sub_kind, '/groups/' || g.slug as link, (g.deleted_at is not null) as removed
    from groups g join users ow on ow.id = g.owner_id where true`,
  post: sql`select p.id::int, 'post' as type, p.uid::text as key,
      coalesce(nullif(left(coalesce(p.question, p.description), 120), ''), 'Post in ' || g.name) as title,
      ow.id::int as owner_id, ${name('ow')} as owner_name, ow.slug as owner_slug, ow.role as owner_role, ${suspended('ow')},
      null::int as organization_id, null as sub_kind,
      '/groups/view/' || g.slug || '?post_uid=' || p.uid::text as link,
      (p.deleted_at is not null or g.deleted_at is not null or p.status <> 'published') as removed
    from group_posts p join groups g on g.id = p.group_id join users ow on ow.id = p.author_id where true`,
  ad: sql`select a.id::int, 'ad' as type, a.slug as key, a.title, ow.id::int as owner_id,
      ${name('ow')} as owner_name, ow.slug as owner_slug, ow.role as owner_role, ${suspended('ow')}, a.organization_id::int,
      null as sub_kind, case when a.cta_url ~* '^https?://' then a.cta_url end as link,
      (a.deleted_at is not null) as removed
    from advertisements a left join organizations o on o.id = a.organization_id
      left join users ow on ow.id = coalesce(a.user_id, a.created_by, o.owner_id)
    where a.status <> 'draft'`,
};

/** How a key names a row of each type. A job is `{organization}/{job}`, or its slug alone (newest). */
function keyed(type: AbuseTargetType, key: string): SQL | null {
  switch (type) {
    case 'user':
      return sql`and u.slug = ${key}`;
    case 'organization':
      return sql`and o.slug = ${key}`;
    case 'job': {
      const [org, job] = key.includes('/') ? key.split('/', 2) : [null, key];
      return org ? sql`and o.slug = ${org} and j.slug = ${job}` : sql`and j.slug = ${job} order by j.id desc`;
    }
    case 'service':
    case 'gallery':
      return sql`and s.slug = ${key}`;
    case 'group':
      return sql`and g.slug = ${key}`;
    case 'post':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
        ? sql`and p.uid = ${key.toLowerCase()}::uuid`
        : null;
    case 'ad':
      return sql`and a.slug = ${key}`;
  }
}

const ALIAS: Record<AbuseTargetType, string> = {
  user: 'u',
  organization: 'o',
  job: 'j',
  service: 's',
  gallery: 's',
  group: 'g',
  post: 'p',
  ad: 'a',
};

export const targetsRepository = {
  async byKey(db: Executor, type: AbuseTargetType, key: string): Promise<TargetRow | null> {
    const where = keyed(type, key);
    if (!where) return null;
    const res = await db.execute(sql`${SELECTS[type]} ${where} limit 1`);
    return (res.rows[0] as unknown as TargetRow) ?? null;
  },

  async byIds(db: Executor, type: AbuseTargetType, ids: number[]): Promise<Map<number, TargetRow>> {
    if (!ids.length) return new Map();
    const res = await db.execute(
      sql`${SELECTS[type]} and ${sql.raw(ALIAS[type])}.id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return new Map((res.rows as unknown as TargetRow[]).map((r) => [r.id, r]));
  },
};
