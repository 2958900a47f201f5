import type { PlanRow } from '../plans/plans.service';

type Interval = PlanRow['interval'];
type PricedPlan = Pick<PlanRow, 'amount_cents' | 'interval'>;
/** The subscription in force, as far as its money goes. */
interface PaidTerm {
  plan: PricedPlan;
  sub: { start_date: Date; ends_at: Date | null };
}

export const addInterval = (d: Date, interval: Interval) => {
  const n = new Date(d);
  if (interval === 'year') n.setUTCFullYear(n.getUTCFullYear() + 1);
  else n.setUTCMonth(n.getUTCMonth() + 1);
  return n;
};
const subtractInterval = (d: Date, interval: Interval) => {
  const n = new Date(d);
  if (interval === 'year') n.setUTCFullYear(n.getUTCFullYear() - 1);
  else n.setUTCMonth(n.getUTCMonth() - 1);
  return n;
};

/** The smallest card charge the gateway takes (Stripe, USD). */
export const MIN_CHARGE_CENTS = 50;

/** Days a price buys, so that a monthly and a yearly plan compare fairly. */
const DAYS: Record<Interval, number> = { month: 30, year: 365 };
const perDay = (p: PricedPlan) => p.amount_cents / DAYS[p.interval];

/** "$37.50". */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Jan 2, 2027", as the web app writes dates. */
export const planDate = (d: Date) => DAY_FORMAT.format(d);

/**
 * The length of the period `ends_at` closes: the first one starts at `start_date`; a renewed one
 * (renewals move `ends_at` only) or one lengthened by a credit is one interval long, so the credit
 * below values the unused time at the plan's own rate either way.
 */
const periodLength = (interval: Interval, start: Date, end: Date) => {
  const first = addInterval(start, interval).getTime() === end.getTime();
  return end.getTime() - (first ? start : subtractInterval(end, interval)).getTime();
};

/** The credit for the unused part of a paid period: floor(price × time left / period length). */
export function unusedCredit(current: PaidTerm | null, now: Date) {
  const end = current?.sub.ends_at;
  if (!current || current.plan.amount_cents <= 0 || !end || end <= now) return 0;
  const left = end.getTime() - now.getTime();
  const length = periodLength(current.plan.interval, current.sub.start_date, end);
  return Math.floor((current.plan.amount_cents * left) / length);
}

/**
 * What choosing `target` does, as Slack, Stripe or LinkedIn do it (see `SubscriptionsService.change`):
 * - `now`: an upgrade (a higher price per day, or any paid plan from Basic), or a change from a
 *   paid plan whose period is over or that never had one (granted, not bought): nothing is left to
 *   keep, so it takes effect at once; `chargeCents` is the price less `creditCents`, and a credit
 *   larger than the price lengthens the new period (`endsAt`) by the excess at the new plan's rate;
 * - `scheduled`: a downgrade (Basic, or a paid plan cheaper per day) while the paid period runs:
 *   nothing is charged and the current plan stays until `startsAt`, its period's end.
 */
export function planChangeTerms(
  current: PaidTerm | null,
  target: PricedPlan,
  now: Date,
):
  | { kind: 'now'; chargeCents: number; creditCents: number; startsAt: Date; endsAt: Date | null }
  | { kind: 'scheduled'; startsAt: Date; endsAt: Date | null } {
  const paidNow = current && current.plan.amount_cents > 0 ? current : null;
  const running = paidNow?.sub.ends_at && paidNow.sub.ends_at > now ? paidNow.sub.ends_at : null;
  if (running && perDay(target) <= perDay(paidNow!.plan))
    return {
      kind: 'scheduled',
      startsAt: running,
      endsAt: target.amount_cents > 0 ? addInterval(running, target.interval) : null,
    };
  if (target.amount_cents <= 0)
    return { kind: 'now', chargeCents: 0, creditCents: 0, startsAt: now, endsAt: null };
  const credit = unusedCredit(paidNow, now);
  const price = target.amount_cents;
  const periodEnd = addInterval(now, target.interval);
  const excess =
    credit > price ? Math.floor(((periodEnd.getTime() - now.getTime()) * (credit - price)) / price) : 0;
  const due = Math.max(0, price - credit);
  return {
    kind: 'now',
    // Card networks refuse charges under 50 cents (Stripe's minimum in USD): such a remainder is
    // left to the customer rather than making the upgrade fail.
    chargeCents: due < MIN_CHARGE_CENTS ? 0 : due,
    creditCents: credit,
    startsAt: now,
    endsAt: new Date(periodEnd.getTime() + excess),
  };
}
