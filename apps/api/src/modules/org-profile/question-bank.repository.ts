import { type Database, type Executor, schema } from '@hctl/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';

const q = schema.questionBank;
export type QuestionRow = typeof q.$inferSelect;

/** The organization's question bank, prepared (the job editor opens it every time). */
const bankOf = prepared((db) =>
  db
    .select()
    .from(q)
    .where(eq(q.organization_id, sql.placeholder('org')))
    .orderBy(asc(q.id))
    .prepare('question_bank_list'),
);

export const questionBankRepository = {
  list: (db: Database, orgId: number): Promise<QuestionRow[]> => bankOf(db).execute({ org: orgId }),

  async insert(db: Executor, values: typeof q.$inferInsert) {
    const [row] = await db.insert(q).values(values).returning();
    return row;
  },

  async remove(db: Executor, orgId: number, uuid: string) {
    const rows = await db
      .delete(q)
      .where(and(eq(q.uuid, uuid), eq(q.organization_id, orgId)))
      .returning({ id: q.id });
    return rows.length > 0;
  },
};
