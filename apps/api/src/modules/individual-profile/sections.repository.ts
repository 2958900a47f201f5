import { type Database, type Executor, schema } from '@hctl/db';
import { and, asc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';
import { SECTIONS, type SectionDef } from './sections.config';

/**
 * `{ key: [items…] }` for the given sections of one owner, each ordered as `list` orders them; the
 * owner is any SQL expression (a value, or a column of the outer query).
 */
const sectionsJson = (sections: SectionDef[], owner: SQL, onlyVisible: boolean) =>
  sql<Record<string, Record<string, unknown>[]>>`json_build_object(${sql.join(
    sections.map(
      (s) =>
        sql`${s.key}::text, coalesce((select json_agg(${s.table} order by ${s.table[s.order]} desc nulls last, ${s.table.id}) from ${s.table} where ${s.table.user_id} = ${owner}${onlyVisible ? sql` and ${s.table.is_visible}` : sql``}), '[]'::json)`,
    ),
    sql`, `,
  )})`;

/**
 * The public profile as a visitor sees it, in one prepared round trip: the account, its details and
 * every section's visible items (as JSON). Which sections show is decided from the details after.
 */
const publicProfile = prepared((db: Database) => {
  const { users: u, individualDetails: d } = schema;
  return db
    .select({ user: u, details: d, sections: sectionsJson(SECTIONS, sql`${u.id}`, true) })
    .from(u)
    .innerJoin(d, eq(d.user_id, u.id))
    .where(eq(u.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('public_profile');
});

/** Each section's "my items" list as a prepared statement (the profile editor loads them all). */
const ownLists = new Map<string, ReturnType<typeof ownListOf>>();
const ownListOf = (s: SectionDef) =>
  prepared((db: Database) =>
    db
      .select()
      .from(s.table)
      .where(eq(s.table.user_id, sql.placeholder('user')))
      .orderBy(sql`${s.table[s.order]} desc nulls last`, asc(s.table.id))
      .prepare(`section_list_${s.key}`),
  );

/** Generic queries over a section table; every query is scoped by the owner's user_id. */
export const sectionsRepository = {
  list: (db: Executor, s: SectionDef, userId: number, onlyVisible = false) =>
    db
      .select()
      .from(s.table)
      .where(and(eq(s.table.user_id, userId), onlyVisible ? eq(s.table.is_visible, true) : undefined))
      .orderBy(sql`${s.table[s.order]} desc nulls last`, asc(s.table.id)),

  async publicProfile(db: Database, slug: string) {
    const [row] = await publicProfile(db).execute({ slug });
    return row ?? null;
  },

  own(db: Database, s: SectionDef, userId: number): Promise<Record<string, any>[]> {
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
    if (sections.length === 0) return {} as Record<string, Record<string, unknown>[]>;
    const res = await db.execute<{ data: Record<string, Record<string, unknown>[]> }>(
      sql`select ${sectionsJson(sections, sql`${userId}`, onlyVisible)} as data`,
    );
    return res.rows[0].data;
  },

  /** Visible items of several sections for several owners in one query each (no N+1 on lists). */
  listForUsers: (db: Executor, s: SectionDef, userIds: number[]) =>
    db
      .select()
      .from(s.table)
      .where(and(inArray(s.table.user_id, userIds), eq(s.table.is_visible, true)))
      .orderBy(sql`${s.table[s.order]} desc nulls last`, asc(s.table.id)),

  async one(db: Executor, s: SectionDef, userId: number, id: number) {
    const [row] = await db
      .select()
      .from(s.table)
      .where(and(eq(s.table.id, id), eq(s.table.user_id, userId)))
      .limit(1);
    return row ?? null;
  },

  insert: (db: Executor, s: SectionDef, rows: Record<string, unknown>[]): Promise<Record<string, any>[]> =>
    db.insert(s.table).values(rows).returning() as any,

  async update(db: Executor, s: SectionDef, userId: number, id: number, values: Record<string, unknown>) {
    const [row] = await db
      .update(s.table)
      .set({ ...values, updated_at: sql`now()` })
      .where(and(eq(s.table.id, id), eq(s.table.user_id, userId)))
      .returning();
    return row ?? null;
  },

  async toggle(db: Executor, s: SectionDef, userId: number, id: number) {
    const [row] = await db
      .update(s.table)
      .set({ is_visible: not(s.table.is_visible), updated_at: sql`now()` })
      .where(and(eq(s.table.id, id), eq(s.table.user_id, userId)))
      .returning();
    return row ?? null;
  },

  async remove(db: Executor, s: SectionDef, userId: number, id: number) {
    const rows = await db
      .delete(s.table)
      .where(and(eq(s.table.id, id), eq(s.table.user_id, userId)))
      .returning({ id: s.table.id });
    return rows.length > 0;
  },
};
