import type { QuotationSection, QuotationSide } from '@hctl/contracts';
import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { newestIndexed } from '../../lib/ordering';

const {
  quotations: q,
  quotationMessages: qm,
  quotationOffers: qo,
  quotationEvents: qe,
  quotationCalls: qc,
  services: s,
  users: u,
  organizations: o,
} = schema;

export type QuotationRow = typeof q.$inferSelect;
export type QuotationInsert = typeof q.$inferInsert;
export type QuotationMessageRow = typeof qm.$inferSelect;
export type QuotationMessageInsert = typeof qm.$inferInsert;
export type QuotationOfferRow = typeof qo.$inferSelect;
export type QuotationEventRow = typeof qe.$inferSelect;
export type QuotationEventInsert = typeof qe.$inferInsert;
export type QuotationCallRow = typeof qc.$inferSelect;

/** Whose lists are read: a person's own quotations, or an organization's. */
export type Viewer = { kind: 'user'; userId: number } | { kind: 'org'; orgId: number };

export interface PartyJson {
  id: number;
  role: 'individual' | 'organization';
  slug: string;
  name: string;
  image: string | null;
}
export interface ServiceJson {
  id: number;
  kind: 'post' | 'request' | 'gallery';
  slug: string;
  title: string;
  status: 'active' | 'archived';
  fixed_price_cents: number | null;
  min_range_cents: number | null;
  max_range_cents: number | null;
}
export interface LastMessageJson {
  id: number;
  body: string;
  sender_side: QuotationSide;
  created_at: string;
}

/**
 * Select-list subqueries name every column with its table: in a single-table select Drizzle prints
 * columns bare, and a bare "id" inside a subquery would bind to the inner table.
 */
const col = (table: string, name: string) => sql.raw(`"${table}"."${name}"`);
const Q = (name: keyof QuotationRow) => col('quotations', name);

const personJson = (userCol: ReturnType<typeof Q>) =>
  sql`(select json_build_object('id', pu.id, 'role', 'individual', 'slug', pu.slug, 'name', trim(coalesce(pu.first_name, '') || ' ' || coalesce(pu.last_name, '')), 'image', pd.profile_image) from users pu left join individual_details pd on pd.user_id = pu.id where pu.id = ${userCol})`;
const orgJson = (orgCol: ReturnType<typeof Q>) =>
  sql`(select json_build_object('id', po.id, 'role', 'organization', 'slug', po.slug, 'name', po.company_name, 'image', po.company_profile_image) from organizations po where po.id = ${orgCol})`;
const party = (userCol: ReturnType<typeof Q>, orgCol: ReturnType<typeof Q>) =>
  sql<PartyJson>`(case when ${orgCol} is not null then ${orgJson(orgCol)} else ${personJson(userCol)} end)`;
/** A side of the `quotations` row in the query (the table unaliased) as PartyJson. */
export const sideParty = (side: QuotationSide) => party(Q(`${side}_user_id`), Q(`${side}_org_id`));

const serviceJson = sql<ServiceJson>`(select json_build_object('id', ss.id, 'kind', ss.kind, 'slug', ss.slug, 'title', ss.title, 'status', ss.status, 'fixed_price_cents', ss.fixed_price_cents, 'min_range_cents', ss.min_range_cents, 'max_range_cents', ss.max_range_cents) from services ss where ss.id = ${Q('service_id')})`;
const lastMessage = sql<LastMessageJson | null>`(select json_build_object('id', lm.id, 'body', lm.body, 'sender_side', lm.sender_side, 'created_at', lm.created_at) from quotation_messages lm where lm.quotation_id = ${Q('id')} order by lm.seq desc limit 1)`;

/** The viewer's side of a row, as SQL (a person or organization is on one side only: not yourself). */
const sideOf = (v: Viewer) =>
  v.kind === 'user'
    ? sql`(case when ${q.buyer_user_id} = ${v.userId} then 'buyer' else 'provider' end)`
    : sql`(case when ${q.buyer_org_id} = ${v.orgId} then 'buyer' else 'provider' end)`;
const mine = (v: Viewer) =>
  v.kind === 'user'
    ? sql`(${q.buyer_user_id} = ${v.userId} or ${q.provider_user_id} = ${v.userId})`
    : sql`(${q.buyer_org_id} = ${v.orgId} or ${q.provider_org_id} = ${v.orgId})`;
const trashedAt = (v: Viewer) =>
  sql`(case when ${sideOf(v)} = 'buyer' then ${q.buyer_trashed_at} else ${q.provider_trashed_at} end)`;
/** A draft is its author's alone. */
const visible = (v: Viewer) => sql`not (${q.status} = 'draft' and ${q.created_side} <> ${sideOf(v)})`;
const unreadFor = (side: SQL) =>
  sql<number>`(select count(*)::int from quotation_messages um where um.quotation_id = ${Q('id')} and um.sender_side <> ${side} and um.seq > (case when ${side} = 'buyer' then ${Q('buyer_read_seq')} else ${Q('provider_read_seq')} end))`;
const unread = (v: Viewer) => unreadFor(sideOf(v));

const SECTION_STATUS: Record<Exclude<QuotationSection, 'trashed'>, QuotationRow['status']> = {
  requested: 'requested',
  inprocess: 'in_process',
  draft: 'draft',
  inactive: 'completed',
};
const sectionWhere = (v: Viewer, section: QuotationSection) =>
  section === 'trashed'
    ? sql`${trashedAt(v)} is not null`
    : sql`${trashedAt(v)} is null and ${q.status} = ${SECTION_STATUS[section]}`;

export interface ListFilter {
  viewer: Viewer;
  kind: QuotationRow['kind'];
  /** 0: every service. */
  serviceId: number;
}
const filterWhere = (f: ListFilter) =>
  sql`${mine(f.viewer)} and ${visible(f.viewer)} and ${q.kind} = ${f.kind}${
    f.serviceId ? sql` and ${q.service_id} = ${f.serviceId}` : sql``
  }`;

/** A quotation with what its views show beside the row (parties, service card, last line). */
const listedColumns = {
  quotation: q,
  buyer: sideParty('buyer'),
  provider: sideParty('provider'),
  service: serviceJson,
  last_message: lastMessage,
};
export interface ListedQuotation {
  quotation: QuotationRow;
  buyer: PartyJson;
  provider: PartyJson;
  service: ServiceJson;
  last_message: LastMessageJson | null;
  unread: number;
}

export const quotationsRepository = {
  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(q).where(eq(q.id, id)).limit(1);
    return row ?? null;
  },

  /** Locks the quotation for the rest of the transaction (transitions and sends queue here). */
  async lock(db: Executor, id: number) {
    const [row] = await db.select().from(q).where(eq(q.id, id)).for('update').limit(1);
    return row ?? null;
  },

  /** The quotation with its parties and service, and the unread count of `side`. */
  async listed(db: Executor, id: number, side: QuotationSide): Promise<ListedQuotation | null> {
    const [row] = await db
      .select({
        ...listedColumns,
        unread: unreadFor(sql`${side}::text`),
      })
      .from(q)
      .where(eq(q.id, id))
      .limit(1);
    return (row as ListedQuotation | undefined) ?? null;
  },

  /** One section's page for a viewer, newest activity first. */
  async page(db: Executor, f: ListFilter, section: QuotationSection, page: number, perPage: number) {
    const where = sql`${filterWhere(f)} and ${sectionWhere(f.viewer, section)}`;
    const rows = await db
      .select({ ...listedColumns, unread: unread(f.viewer), total: sql<number>`count(*) over ()::int` })
      .from(q)
      .where(where)
      .orderBy(...newestIndexed(q.last_message_at, q.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    let total = rows[0]?.total ?? 0;
    if (!rows.length && page > 1) {
      const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(q).where(where);
      total = c?.n ?? 0;
    }
    return { rows: rows as unknown as ListedQuotation[], total };
  },

  /** How many quotations each section holds for the viewer (one statement). */
  async totals(db: Executor, f: ListFilter) {
    const count = (section: QuotationSection) =>
      sql<number>`(count(*) filter (where ${sectionWhere(f.viewer, section)}))::int`;
    const [row] = await db
      .select({
        requested: count('requested'),
        inprocess: count('inprocess'),
        draft: count('draft'),
        inactive: count('inactive'),
        trashed: count('trashed'),
      })
      .from(q)
      .where(filterWhere(f));
    return row;
  },

  /** The open quotation (draft, requested, in process) between these sides about this service, if any. */
  async findOpen(
    db: Executor,
    v: Pick<
      QuotationInsert,
      'service_id' | 'buyer_user_id' | 'buyer_org_id' | 'provider_user_id' | 'provider_org_id'
    >,
  ) {
    const same = (col: typeof q.buyer_user_id, value: number | null | undefined) =>
      value ? eq(col, value) : isNull(col);
    const [row] = await db
      .select()
      .from(q)
      .where(
        and(
          eq(q.service_id, v.service_id),
          same(q.buyer_user_id, v.buyer_user_id),
          same(q.buyer_org_id, v.buyer_org_id),
          same(q.provider_user_id, v.provider_user_id),
          same(q.provider_org_id, v.provider_org_id),
          sql`${q.status} in ('draft', 'requested', 'in_process')`,
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async insert(db: Executor, values: QuotationInsert) {
    const [row] = await db.insert(q).values(values).returning();
    return row;
  },

  /** Moves the state only from the state the caller read (a racing twin updates nothing). */
  async setStatus(db: Executor, id: number, from: QuotationRow['status'], to: QuotationRow['status']) {
    const [row] = await db
      .update(q)
      .set({ status: to, updated_at: new Date() })
      .where(and(eq(q.id, id), eq(q.status, from)))
      .returning();
    return row ?? null;
  },

  async setTrashed(db: Executor, id: number, side: QuotationSide, at: Date | null) {
    const set = side === 'buyer' ? { buyer_trashed_at: at } : { provider_trashed_at: at };
    await db.update(q).set(set).where(eq(q.id, id));
  },

  async markRead(db: Executor, id: number, side: QuotationSide) {
    const set = side === 'buyer' ? { buyer_read_seq: q.last_seq } : { provider_read_seq: q.last_seq };
    await db.update(q).set(set).where(eq(q.id, id));
  },

  /** Takes the next line number and moves the quotation to the top of both sides' lists. */
  async nextSeq(db: Executor, id: number) {
    const [row] = await db
      .update(q)
      .set({ last_seq: sql`${q.last_seq} + 1`, last_message_at: new Date() })
      .where(eq(q.id, id))
      .returning({ seq: q.last_seq });
    return row.seq;
  },

  async insertMessage(db: Executor, values: QuotationMessageInsert) {
    const [row] = await db.insert(qm).values(values).returning();
    return row;
  },

  async messageByClientId(db: Executor, senderId: number, clientId: string) {
    const [row] = await db
      .select()
      .from(qm)
      .where(and(eq(qm.sender_user_id, senderId), eq(qm.client_id, clientId)))
      .limit(1);
    return row ?? null;
  },

  /** The draft's text: its first line. */
  async updateFirstMessage(db: Executor, quotationId: number, body: string) {
    await db
      .update(qm)
      .set({ body })
      .where(and(eq(qm.quotation_id, quotationId), eq(qm.seq, 1)));
  },

  async messages(db: Executor, quotationId: number) {
    return db
      .select({ message: qm, first_name: u.first_name, last_name: u.last_name })
      .from(qm)
      .leftJoin(u, eq(u.id, qm.sender_user_id))
      .where(eq(qm.quotation_id, quotationId))
      .orderBy(asc(qm.seq));
  },

  async offers(db: Executor, quotationId: number) {
    return db.select().from(qo).where(eq(qo.quotation_id, quotationId)).orderBy(asc(qo.id));
  },

  async calls(db: Executor, quotationId: number) {
    return db.select().from(qc).where(eq(qc.quotation_id, quotationId)).orderBy(asc(qc.id));
  },

  async events(db: Executor, quotationId: number) {
    return db.select().from(qe).where(eq(qe.quotation_id, quotationId)).orderBy(asc(qe.id));
  },

  async insertEvent(db: Executor, values: QuotationEventInsert) {
    const [row] = await db.insert(qe).values(values).returning();
    return row;
  },

  /** The service a quote is asked on: its kind, owner and whether it is open to quotes. */
  async service(db: Executor, id: number) {
    const [row] = await db
      .select({
        id: s.id,
        kind: s.kind,
        user_id: s.user_id,
        organization_id: s.organization_id,
        status: s.status,
        is_draft: s.is_draft,
      })
      .from(s)
      .where(eq(s.id, id))
      .limit(1);
    return row ?? null;
  },

  async userName(db: Executor, userId: number) {
    const [row] = await db
      .select({ first_name: u.first_name, last_name: u.last_name })
      .from(u)
      .where(eq(u.id, userId))
      .limit(1);
    return row ?? null;
  },

  /** Who hears a side's notifications: the person, or the organization's owner. */
  /**
   * Whom a side's notification goes to (the person, or the organization's owner) and the slug its
   * quotations page is addressed by (`/quotation/{slug}`), with the service's title.
   */
  async noticeTargetOf(db: Executor, userId: number | null, orgId: number | null, serviceId: number) {
    const [[svc], [who]] = await Promise.all([
      db.select({ title: s.title }).from(s).where(eq(s.id, serviceId)).limit(1),
      orgId !== null
        ? db.select({ user_id: o.owner_id, slug: o.slug }).from(o).where(eq(o.id, orgId)).limit(1)
        : db
            .select({ user_id: u.id, slug: u.slug })
            .from(u)
            .where(eq(u.id, userId ?? 0))
            .limit(1),
    ]);
    return who ? { ...who, title: svc?.title ?? 'your service' } : null;
  },

  async notifyUserOf(db: Executor, userId: number | null, orgId: number | null) {
    if (userId !== null) return userId;
    if (orgId === null) return null;
    const [row] = await db.select({ owner: o.owner_id }).from(o).where(eq(o.id, orgId)).limit(1);
    return row?.owner ?? null;
  },
};

const stateColumn = {
  quotation: { table: q, column: q.status },
  offer: { table: qo, column: qo.status },
  completion: { table: qo, column: qo.completion },
  call: { table: qc, column: qc.status },
} as const;

/** The state columns of the four machines (transitions.ts moves them; nothing else writes them). */
export const machineRepository = {
  /** Moves a machine's state only from the state the caller read: a racing twin updates nothing (false). */
  async setState(
    db: Executor,
    machine: keyof typeof stateColumn,
    id: number,
    from: string,
    to: string,
  ): Promise<boolean> {
    const { table, column } = stateColumn[machine];
    const rows = await db
      .update(table)
      .set({ [column.name]: to, updated_at: new Date() } as never)
      .where(and(eq(table.id, id), sql`${column} = ${from}`))
      .returning({ id: table.id });
    return rows.length === 1;
  },
};
