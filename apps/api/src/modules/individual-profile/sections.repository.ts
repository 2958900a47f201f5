import type { ProfileSectionKey } from '@hctl/contracts';
import { type Database, type Executor, schema } from '@hctl/db';
import { and, asc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';
import { SECTIONS, type SectionDef } from './sections.config';

/** Each section's table; the queries below are generic over them (all have id, user_id, is_visible). */
const TABLES = {
  awards: schema.awards,
  certificates: schema.certificates,
  licenses: schema.licenses,
  educations: schema.educations,
  skills: schema.skills,
  work_experiences: schema.workExperiences,
  publications: schema.publications,
  health_requirements: schema.healthRequirements,
} satisfies Record<ProfileSectionKey, unknown>;
const tableOf = (s: SectionDef): any => TABLES[s.key];

/** A section item as its table stores it. */
export type SectionRow = Record<string, any>;
/** `{ key: [items…] }`: each section's rows as Postgres JSON (timestamps as text). */
export type SectionsJson = Record<string, Record<string, unknown>[]>;

/**
 * `{ key: [items…] }` for the given sections of one owner, each ordered as `list` orders them; the
 * owner is any SQL expression (a value, or a column of the outer query).
 */
const sectionsJson = (sections: SectionDef[], owner: SQL, onlyVisible: boolean) =>
  sql<SectionsJson>`json_build_object(${sql.join(
    sections.map((s) => {
      const t = tableOf(s);
      return sql`${s.key}::text, coalesce((select json_agg(${t} order by ${t[s.order]} desc nulls last, ${t.id}) from ${t} where ${t.user_id} = ${owner}${onlyVisible ? sql` and ${t.is_visible}` : sql``}), '[]'::json)`;
    }),
    sql`, `,
  )})`;

/**
 * The public profile as a visitor sees it, in one prepared round trip: the account, its details and
 * every section's visible items (as JSON). Which sections show is decided from the details after.
 */
const publicProfile = prepared((db: Database) => {
  const { users: u, individualDetails: d } = schema;
  // Only what a public profile shows of the account (not its password hash or sign-in state).
  const user = {
    id: u.id,
    slug: u.slug,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone_number: u.phone_number,
    is_active: u.is_active,
    created_at: u.created_at,
  };
  return db
    .select({ user, details: d, sections: sectionsJson(SECTIONS, sql`${u.id}`, true) })
    .from(u)
    .innerJoin(d, eq(d.user_id, u.id))
    .where(eq(u.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('public_profile');
});

/** A section's items where `where` holds, in list order: by the section's date, newest first, then by id. */
const itemsOf = (db: Executor, s: SectionDef, where: (t: any) => SQL | undefined) => {
  const t = tableOf(s);
  return db.select().from(t).where(where(t)).orderBy(sql`${t[s.order]} desc nulls last`, asc(t.id));
};

/** Each section's "my items" list as a prepared statement (the profile editor loads them all). */
const ownLists = new Map<string, ReturnType<typeof ownListOf>>();
const ownListOf = (s: SectionDef) =>
  prepared((db: Database) =>
    itemsOf(db, s, (t) => eq(t.user_id, sql.placeholder('user'))).prepare(`section_list_${s.key}`),
  );

/** Generic queries over a section table; every query is scoped by the owner's user_id. */
export const sectionsRepository = {
  list: (db: Executor, s: SectionDef, userId: number, onlyVisible = false): Promise<SectionRow[]> =>
    itemsOf(db, s, (t) => and(eq(t.user_id, userId), onlyVisible ? eq(t.is_visible, true) : undefined)),

  async publicProfile(db: Database, slug: string) {
    const [row] = await publicProfile(db).execute({ slug });
    return row ?? null;
  },

  own(db: Database, s: SectionDef, userId: number): Promise<SectionRow[]> {
    let list = ownLists.get(s.key);
    if (!list) {
      list = ownListOf(s);
      ownLists.set(s.key, list);
    }
    return list(db).execute({ user: userId });
  },

  /**
   * Several sections of one owner in a single round trip (the public profile): each section's rows
   * as a JSON array, ordered as `list` orders them.
   */
  async manyForUser(db: Executor, sections: SectionDef[], userId: number, onlyVisible: boolean) {
    if (sections.length === 0) return {} as SectionsJson;
    const res = await db.execute<{ data: SectionsJson }>(
      sql`select ${sectionsJson(sections, sql`${userId}`, onlyVisible)} as data`,
    );
    return res.rows[0].data;
  },

  /** Visible items of several sections for several owners in one query each (no N+1 on lists). */
  listForUsers: (db: Executor, s: SectionDef, userIds: number[]): Promise<SectionRow[]> =>
    itemsOf(db, s, (t) => and(inArray(t.user_id, userIds), eq(t.is_visible, true))),

  async one(db: Executor, s: SectionDef, userId: number, id: number): Promise<SectionRow | null> {
    const t = tableOf(s);
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), eq(t.user_id, userId)))
      .limit(1);
    return row ?? null;
  },

  insert: (db: Executor, s: SectionDef, rows: Record<string, unknown>[]): Promise<SectionRow[]> =>
    db.insert(tableOf(s)).values(rows).returning() as any,

  async update(
    db: Executor,
    s: SectionDef,
    userId: number,
    id: number,
    values: Record<string, unknown>,
  ): Promise<SectionRow | null> {
    const t = tableOf(s);
    const [row] = await db
      .update(t)
      .set({ ...values, updated_at: sql`now()` })
      .where(and(eq(t.id, id), eq(t.user_id, userId)))
      .returning();
    return row ?? null;
  },

  async toggle(db: Executor, s: SectionDef, userId: number, id: number): Promise<SectionRow | null> {
    const t = tableOf(s);
    const [row] = await db
      .update(t)
      .set({ is_visible: not(t.is_visible), updated_at: sql`now()` })
      .where(and(eq(t.id, id), eq(t.user_id, userId)))
      .returning();
    return row ?? null;
  },

  async remove(db: Executor, s: SectionDef, userId: number, id: number) {
    const t = tableOf(s);
    const rows = await db
      .delete(t)
      .where(and(eq(t.id, id), eq(t.user_id, userId)))
      .returning({ id: t.id });
    return rows.length > 0;
  },
};
