import type {
  AdminPaymentSummaryQuery,
  AdminPaymentSummaryView,
  AdminPaymentsQuery,
  AdminPaymentView,
  Page,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { invalid } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import {
  type AdminPaymentRow,
  HELD_PURPOSE,
  adminPaymentsRepository as repo,
} from './admin-payments.repository';

const dollars = (cents: number) => Math.round(cents) / 100;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

const toAdminPayment = (r: AdminPaymentRow): AdminPaymentView => ({
  id: r.id,
  amount: dollars(r.amount_cents),
  currency: r.currency,
  purpose: r.purpose as AdminPaymentView['purpose'],
  description: r.description,
  status: r.status as AdminPaymentView['status'],
  gateway: r.gateway,
  payer: { type: r.payer_type, name: r.payer_name ?? '', email: r.payer_email, slug: r.payer_slug },
  created_at: new Date(r.created_at).toISOString(),
});

/**
 * The operator's side of billing: payments received and their summary (spec §7 admin
 * receive-payment, payment-summary), and the per-person card switch that `BillingService.charge`
 * consults. The admin module reaches these through this service, never through billing's tables.
 */
export class AdminPaymentsService {
  constructor(private deps: AppDeps) {}

  async received(q: AdminPaymentsQuery): Promise<Page<AdminPaymentView>> {
    const rows = await repo.page(this.deps.db, q);
    const total = rows.length ? rows[0].total : q.page > 1 ? await repo.count(this.deps.db, q.status) : 0;
    return pageOf(rows.map(toAdminPayment), total, q.page, q.pageSize);
  }

  /** A range of UTC days, both ends included; by default the first of this month to today. */
  async summary(q: AdminPaymentSummaryQuery): Promise<AdminPaymentSummaryView> {
    const today = dayOf(this.deps.clock.now());
    const from = q.from ?? `${today.slice(0, 8)}01`;
    const to = q.to ?? (from > today ? from : today);
    if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000)
      throw invalid({ to: 'Choose a range of at most 366 days.' });
    const s = await repo.summary(this.deps.db, from, nextDay(to));
    // A quotation offer's payment is held for its provider: money in, but not HCTL's revenue.
    const revenue = s.byPurpose.filter((r) => r.purpose !== HELD_PURPOSE);
    const sum = (list: typeof s.byPurpose, status: string) =>
      list.filter((r) => r.status === status).reduce((a, r) => a + Number(r.cents), 0);
    const received = revenue.filter((r) => r.status === 'succeeded');
    const held = s.byPurpose.filter((r) => r.purpose === HELD_PURPOSE);
    return {
      from,
      to,
      received: dollars(sum(revenue, 'succeeded')),
      payments: received.reduce((a, r) => a + r.n, 0),
      failed: s.byPurpose.filter((r) => r.status === 'failed').reduce((a, r) => a + r.n, 0),
      refunded: dollars(sum(revenue, 'refunded')),
      held_for_quotations: dollars(sum(held, 'succeeded')),
      by_purpose: received
        .map((r) => ({
          purpose: r.purpose as AdminPaymentSummaryView['by_purpose'][number]['purpose'],
          amount: dollars(Number(r.cents)),
          payments: r.n,
        }))
        .sort((a, b) => b.amount - a.amount),
      daily: s.daily.map((d) => ({ day: d.day, amount: dollars(Number(d.cents)) })),
      tokens_spent: Number(s.tokensSpent),
    };
  }

  /**
   * Revenue of this month so far (the admin dashboard's figure), in dollars: quotation offer
   * payments, held for their providers, are not counted.
   */
  async revenueThisMonth() {
    return (await this.summary({})).received;
  }

  cardDisabled(userId: number) {
    return repo.cardDisabled(this.deps.db, userId);
  }
}
