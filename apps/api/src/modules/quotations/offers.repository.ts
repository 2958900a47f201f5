import type { AdminQuotationDisputesQuery } from '@hctl/contracts';
import { type Executor, schema } from '@hctl/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { likeContaining, likeStartingWith } from '../../lib/like';
import { totalOver, withTotal } from '../../lib/pagination';
import { type PartyJson, sideParty } from './quotations.repository';

const { quotationOffers: qo, quotations: qt, services: s } = schema;
export type OfferInsert = typeof qo.$inferInsert;
type OfferFields = Partial<
  Pick<typeof qo.$inferSelect, 'expires_at' | 'pay_by' | 'purchase_id' | 'marked_completed_at' | 'release_at'>
>;

/**
 * How the line of the conversation that carries a buyer's rejection of the completed work begins
 * (offers.service writes it; the disputes list reads the reason back from it).
 */
export const REJECTION_LINE = 'The completed service was rejected:';

/** When the dispute was opened: its 'dispute_opened' history row (the offer's last change otherwise). */
const openedAt = sql<
  Date | string
>`coalesce((select max(e.created_at) from quotation_events e where e.offer_id = ${qo.id} and e.event = 'dispute_opened'), ${qo.updated_at})`;
/** The buyer's rejection line of the offer (its reason after REJECTION_LINE). */
const rejectionLine = sql<
  string | null
>`(select m.body from quotation_messages m where m.offer_id = ${qo.id} and m.kind = 'event' and m.body like ${likeStartingWith(REJECTION_LINE)} order by m.seq desc limit 1)`;

export interface DisputeRow {
  offer: typeof qo.$inferSelect;
  service_id: number;
  service_title: string;
  service_slug: string;
  buyer: PartyJson;
  provider: PartyJson;
  rejection_line: string | null;
  opened_at: Date | string;
  total: number;
}

function disputesWhere(f: AdminQuotationDisputesQuery) {
  const conds: SQL[] = [eq(qo.completion, 'disputed')];
  if (f.from) conds.push(sql`${openedAt} >= ${f.from}::date`);
  if (f.to) conds.push(sql`${openedAt} < ${f.to}::date + 1`);
  if (f.search) {
    const like = likeContaining(f.search);
    conds.push(
      sql`(${s.title} ilike ${like}
        or exists (select 1 from organizations so where so.id in (${qt.buyer_org_id}, ${qt.provider_org_id}) and so.company_name ilike ${like})
        or exists (select 1 from users su where su.id in (${qt.buyer_user_id}, ${qt.provider_user_id}) and trim(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')) ilike ${like}))`,
    );
  }
  return and(...conds);
}

/** Offers' SQL (their states move through transitions.ts; this writes the rest). */
export const offersRepository = {
  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(qo).where(eq(qo.id, id)).limit(1);
    return row ?? null;
  },

  /** The offer, row-locked until the transaction ends (take the quotation's lock first). */
  async lock(db: Executor, id: number) {
    const [row] = await db.select().from(qo).where(eq(qo.id, id)).for('update').limit(1);
    return row ?? null;
  },

  async insert(db: Executor, values: OfferInsert) {
    const [row] = await db.insert(qo).values(values).returning();
    return row;
  },

  /** The quotation's offers still open to an answer (a newer offer withdraws them). */
  sent: (db: Executor, quotationId: number) =>
    db
      .select()
      .from(qo)
      .where(and(eq(qo.quotation_id, quotationId), eq(qo.status, 'sent')))
      .for('update'),

  async set(db: Executor, id: number, fields: OfferFields) {
    const [row] = await db
      .update(qo)
      .set({ ...fields, updated_at: new Date() })
      .where(eq(qo.id, id))
      .returning();
    return row;
  },

  /** The admin's page of open disputes (completion 'disputed'), newest first, with both sides and the reason. */
  async disputes(db: Executor, f: AdminQuotationDisputesQuery) {
    const where = disputesWhere(f);
    const rows = await db
      .select({
        offer: qo,
        service_id: s.id,
        service_title: s.title,
        service_slug: s.slug,
        buyer: sideParty('buyer'),
        provider: sideParty('provider'),
        rejection_line: rejectionLine,
        opened_at: openedAt,
        total: totalOver(),
      })
      .from(qo)
      .innerJoin(qt, eq(qt.id, qo.quotation_id))
      .innerJoin(s, eq(s.id, qt.service_id))
      .where(where)
      .orderBy(desc(openedAt), desc(qo.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize);
    return withTotal(rows as DisputeRow[], f.page, async () => {
      const [c] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qo)
        .innerJoin(qt, eq(qt.id, qo.quotation_id))
        .innerJoin(s, eq(s.id, qt.service_id))
        .where(where);
      return c?.n ?? 0;
    });
  },
};
