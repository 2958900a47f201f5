import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { likeStartingWith } from '../../lib/like';

const { users: u, individualDetails: d, organizations: o, conversationSides: s } = schema;

export interface PersonRow {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  image: string | null;
  headline: string | null;
  is_active: boolean;
}
export interface OrganizationRef {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  headline: string | null;
  owner_id: number;
  /** Accepts messages: active, approved and not archived. */
  reachable: boolean;
}

const person = {
  id: u.id,
  slug: u.slug,
  first_name: u.first_name,
  last_name: u.last_name,
  image: d.profile_image,
  headline: d.occupation,
  is_active: u.is_active,
};
const organization = {
  id: o.id,
  slug: o.slug,
  name: o.company_name,
  image: o.company_profile_image,
  headline: sql<string | null>`coalesce(${o.city}, ${o.industry_type})`,
  owner_id: o.owner_id,
  reachable: sql<boolean>`(${o.status} = 'active' and ${o.approval_status} = 'approved' and not ${o.is_archived})`,
};

/** People and organizations as conversation participants and recipients. */
export const participantsRepository = {
  people: (db: Executor, ids: number[]): Promise<PersonRow[]> =>
    ids.length
      ? db.select(person).from(u).leftJoin(d, eq(d.user_id, u.id)).where(inArray(u.id, ids))
      : Promise.resolve([]),

  organizations: (db: Executor, ids: number[]): Promise<OrganizationRef[]> =>
    ids.length ? db.select(organization).from(o).where(inArray(o.id, ids)) : Promise.resolve([]),

  /**
   * Active people whose name starts with the search (first name, last name or "first last"),
   * never the caller nor super admins. A sequential scan of users today: an index on
   * lower(first_name || ' ' || last_name) text_pattern_ops would serve the full-name prefix.
   */
  searchPeople(db: Executor, callerId: number, search: string, limit: number): Promise<PersonRow[]> {
    const prefix = likeStartingWith(search.toLowerCase());
    return db
      .select(person)
      .from(u)
      .leftJoin(d, eq(d.user_id, u.id))
      .where(
        and(
          eq(u.is_active, true),
          ne(u.id, callerId),
          ne(u.role, 'super-admin'),
          sql`(lower(${u.first_name} || ' ' || ${u.last_name}) like ${prefix} or lower(${u.last_name}) like ${prefix})`,
        ),
      )
      .orderBy(asc(u.first_name), asc(u.last_name), asc(u.id))
      .limit(limit);
  },

  /** Organizations that accept messages whose name starts with the search (same index note). */
  searchOrganizations(db: Executor, search: string, limit: number): Promise<OrganizationRef[]> {
    const prefix = likeStartingWith(search.toLowerCase());
    return db
      .select(organization)
      .from(o)
      .where(
        and(
          eq(o.status, 'active'),
          eq(o.approval_status, 'approved'),
          eq(o.is_archived, false),
          sql`lower(${o.company_name}) like ${prefix}`,
        ),
      )
      .orderBy(asc(o.company_name), asc(o.id))
      .limit(limit);
  },

  /** Both sides of these conversations (drafts show who they will go to). */
  sidesOf: (db: Executor, conversationIds: number[]) =>
    conversationIds.length
      ? db.select().from(s).where(inArray(s.conversation_id, conversationIds))
      : Promise.resolve([]),
};
