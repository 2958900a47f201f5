import { type Executor, schema } from '@hctl/db';
import { aliasedTable, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { type PersonRow, personColumnsOf } from './network.repository';

const { recommendations: r, users, individualDetails, files: f, connections: c } = schema;

export type RecommendationRow = typeof r.$inferSelect;

// The recommended person (subject) and the author, each with their profile details.
const su = aliasedTable(users, 'subject_user');
const sd = aliasedTable(individualDetails, 'subject_details');
const au = aliasedTable(users, 'author_user');
const ad = aliasedTable(individualDetails, 'author_details');

const columns = {
  rec: r,
  user: personColumnsOf(su, sd),
  author: personColumnsOf(au, ad),
  video_mime: f.mime,
};
export interface RecommendationJoined {
  rec: RecommendationRow;
  user: PersonRow;
  author: PersonRow;
  video_mime: string | null;
}

function joined(db: Executor) {
  return db
    .select(columns)
    .from(r)
    .innerJoin(su, eq(su.id, r.user_id))
    .innerJoin(sd, eq(sd.user_id, r.user_id))
    .innerJoin(au, eq(au.id, r.author_id))
    .innerJoin(ad, eq(ad.user_id, r.author_id))
    .leftJoin(f, eq(f.id, r.recommended_video_file_id));
}

type Side = 'user' | 'author';
const sideColumn = (side: Side) => (side === 'user' ? r.user_id : r.author_id);

export const recommendationsRepository = {
  /** One side's recommendations of a status, newest first (recommendations_user_idx / _author_idx). */
  async page(
    db: Executor,
    side: Side,
    userId: number,
    status: RecommendationRow['status'],
    o: { limit: number; offset: number; linkedOnly?: boolean },
  ) {
    const where = and(
      eq(sideColumn(side), userId),
      eq(r.status, status),
      o.linkedOnly ? eq(r.is_linked, true) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      joined(db).where(where).orderBy(desc(r.id)).limit(o.limit).offset(o.offset) as Promise<
        RecommendationJoined[]
      >,
      db.select({ n: count() }).from(r).where(where),
    ]);
    return { rows, total: n };
  },

  async byUid(db: Executor, uid: string) {
    const [row] = (await joined(db).where(eq(r.uid, uid))) as RecommendationJoined[];
    return row ?? null;
  },

  async byIds(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    return (await joined(db).where(inArray(r.id, ids)).orderBy(r.id)) as RecommendationJoined[];
  },

  async forUpdate(db: Executor, uid: string) {
    const [row] = await db.select().from(r).where(eq(r.uid, uid)).for('update');
    return row ?? null;
  },

  /** New requests; a pair already asked keeps its row (recommendations_pair_unique). */
  async request(db: Executor, userId: number, authorIds: number[], message: string | null) {
    if (!authorIds.length) return [];
    return db
      .insert(r)
      .values(authorIds.map((author_id) => ({ user_id: userId, author_id, request_message: message })))
      .onConflictDoNothing()
      .returning({ id: r.id, author_id: r.author_id, uid: r.uid });
  },

  async update(db: Executor, id: number, values: Partial<typeof r.$inferInsert>) {
    const [row] = await db.update(r).set(values).where(eq(r.id, id)).returning();
    return row;
  },

  /**
   * The caller's connections not asked yet (non-invited-user), by name; searched by name. One
   * range of the caller's connections, each checked against recommendations_pair_unique.
   */
  async notAsked(db: Executor, userId: number, o: { search: string | null; limit: number; offset: number }) {
    const name = sql`lower(${au.first_name} || ' ' || ${au.last_name})`;
    const where = and(
      eq(c.user_id, userId),
      sql`not exists (select 1 from ${r} where ${r.user_id} = ${userId} and ${r.author_id} = ${c.peer_id})`,
      o.search ? sql`${name} like ${likeContaining(o.search.toLowerCase())}` : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select(personColumnsOf(au, ad))
        .from(c)
        .innerJoin(au, eq(au.id, c.peer_id))
        .innerJoin(ad, eq(ad.user_id, c.peer_id))
        .where(where)
        .orderBy(au.first_name, au.last_name, au.id)
        .limit(o.limit)
        .offset(o.offset) as Promise<PersonRow[]>,
      db.select({ n: count() }).from(c).innerJoin(au, eq(au.id, c.peer_id)).where(where),
    ]);
    return { rows, total: n };
  },
};
