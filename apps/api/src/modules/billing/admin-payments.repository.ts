import type { AdminPaymentsQuery, PaymentView } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import { type SQL, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';

const rows = async <T>(db: Executor, q: SQL) => (await db.execute(q)).rows as T[];

/**
 * Card payments whose money is not HCTL's: a quotation offer's price is held in escrow and then paid
 * to its provider (quotations/escrow.ts). The summary keeps them out of revenue and shows them apart.
 */
export const HELD_PURPOSE = 'quotation_offer' satisfies PaymentPurpose;

type PaymentPurpose = PaymentView['purpose'];

export interface AdminPaymentRow {
  id: number;
  amount_cents: number;
  currency: string;
  purpose: string;
  description: string;
  status: string;
  gateway: string;
  payer_type: 'individual' | 'organization';
  payer_name: string | null;
  payer_email: string | null;
  payer_slug: string | null;
  created_at: Date | string;
  total: number;
}

/** The operator's view of payments and the card switch (reads only; charges stay in BillingService). */
export const adminPaymentsRepository = {
  /** Payments across every payer, newest first, with who paid (a person, or an organization and its owner). */
  async page(db: Executor, q: AdminPaymentsQuery) {
    const conds: SQL[] = [sql`p.status = ${q.status}`];
    if (q.purpose) conds.push(sql`p.purpose = ${q.purpose}`);
    if (q.from) conds.push(sql`p.created_at >= ${q.from}::date`);
    if (q.to) conds.push(sql`p.created_at < ${q.to}::date + 1`);
    if (q.search) {
      const like = likeContaining(q.search);
      conds.push(
        sql`(p.description ilike ${like} or o.company_name ilike ${like} or u.email ilike ${like}
             or (u.first_name || ' ' || u.last_name) ilike ${like})`,
      );
    }
    return rows<AdminPaymentRow>(
      db,
      sql`select p.id::int, p.amount_cents, p.currency, p.purpose, p.description, p.status, p.gateway,
                 case when p.owner_key like 'org:%' then 'organization' else 'individual' end as payer_type,
                 coalesce(o.company_name, trim(u.first_name || ' ' || u.last_name)) as payer_name,
                 coalesce(u.email, ou.email) as payer_email, coalesce(o.slug, u.slug) as payer_slug,
                 p.created_at, count(*) over ()::int as total
          from payments p
          left join organizations o on o.id = (case when p.owner_key like 'org:%' then substr(p.owner_key, 5)::bigint end)
          left join users ou on ou.id = o.owner_id
          left join users u on u.id = (case when p.owner_key like 'user:%' then substr(p.owner_key, 6)::bigint end)
          where ${sql.join(conds, sql` and `)}
          order by p.created_at desc, p.id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    );
  },

  async count(db: Executor, status: string) {
    const [r] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where status = ${status}`,
    );
    return r.n;
  },

  /**
   * Sums over [from, to) (UTC): per status and purpose, per day received (revenue: the held
   * quotation payments left out), and tokens spent.
   */
  async summary(db: Executor, from: string, toExclusive: string) {
    const range = sql`created_at >= ${from}::date and created_at < ${toExclusive}::date`;
    const [byPurpose, daily, tokens] = await Promise.all([
      rows<{ status: string; purpose: string; cents: number; n: number }>(
        db,
        sql`select status, purpose, sum(amount_cents)::bigint::float8 as cents, count(*)::int as n
            from payments where ${range} group by status, purpose`,
      ),
      rows<{ day: string; cents: number }>(
        db,
        sql`select d::date::text as day, coalesce(x.cents, 0)::float8 as cents
            from generate_series(${from}::date, ${toExclusive}::date - 1, interval '1 day') d
            left join (select (created_at at time zone 'UTC')::date as day, sum(amount_cents)::bigint as cents
                       from payments where status = 'succeeded' and purpose <> ${HELD_PURPOSE} and ${range}
                       group by 1) x on x.day = d::date
            order by d`,
      ),
      rows<{ n: number }>(
        db,
        sql`select coalesce(sum(e.amount), 0)::bigint::float8 as n
            from ledger_entries e join wallet_accounts w on w.id = e.account_id
            where w.owner_key = 'system:revenue' and e.created_at >= ${from}::date
              and e.created_at < ${toExclusive}::date`,
      ),
    ]);
    return { byPurpose, daily, tokensSpent: tokens[0]?.n ?? 0 };
  },

  /** Whether an administrator turned card payments off for this person (no row: allowed). */
  async cardDisabled(db: Executor, userId: number) {
    const [r] = await rows<{ off: boolean }>(
      db,
      sql`select not is_card_enabled as off from account_flags where user_id = ${userId}`,
    );
    return r?.off ?? false;
  },
};
