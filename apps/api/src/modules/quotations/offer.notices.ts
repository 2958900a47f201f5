import type { DisputeOutcome, QuotationSide, TransitionActor } from '@hctl/contracts';
import { AUTO_ACCEPT_DAYS, OFFER_PAY_BY_HOURS } from '@hctl/contracts';
import type { TransitionTarget } from './transitions';

/**
 * What the other side of a quotation is told when an offer or its completion moves (the bell, type
 * quotation.updated). `from`: the side the news comes from when the system moves it (a deadline).
 * Moves without an entry (an offer expiring, a draft) tell nobody.
 */
const NOTICES: Record<string, { title: (service: string, amount: string) => string; from?: QuotationSide }> =
  {
    'offer.accept': {
      title: (s, a) =>
        `Your offer of ${a} for ${s} was accepted and paid. The amount is held until the work is accepted.`,
    },
    'offer.temporary_accept': {
      title: (s, a) =>
        `Your offer of ${a} for ${s} was reserved: the buyer has ${OFFER_PAY_BY_HOURS} hours to pay it.`,
    },
    'offer.accept_flexlink': {
      title: (s, a) =>
        `Your offer of ${a} for ${s} was accepted: the organization pays it later by a payment link.`,
    },
    'offer.reject': { title: (s, a) => `Your offer of ${a} for ${s} was rejected.` },
    'completion.mark_completed': {
      title: (s) =>
        `${s} was marked completed. Accept or reject it within ${AUTO_ACCEPT_DAYS} days; after that it counts as accepted.`,
    },
    'completion.accept': { title: (s, a) => `The completed ${s} was accepted: ${a} was released to you.` },
    'completion.auto_accept': {
      title: (s, a) => `The completed ${s} counts as accepted: ${a} was released to you.`,
      from: 'buyer',
    },
    'completion.reject': {
      title: (s) => `The completed ${s} was rejected. The payment stays held while HCTL reviews the dispute.`,
    },
  };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The notice for a move of an offer's machines, with its quotation and the side it comes from, or
 * null. An admin's moves (a dispute's decision) tell both sides themselves: `disputeNotices`.
 */
export function offerNoticeOf(target: TransitionTarget, event: string, actor: TransitionActor) {
  if (target.machine !== 'offer' && target.machine !== 'completion') return null;
  if (actor === 'admin') return null;
  const notice = NOTICES[`${target.machine}.${event}`];
  const from = actor === 'system' ? notice?.from : actor;
  if (!notice || !from) return null;
  const amount = dollars(target.offer.amount_cents);
  return { quotation: target.quotation, from, title: (service: string) => notice.title(service, amount) };
}

const DISPUTE_TITLES: Record<
  DisputeOutcome,
  Record<QuotationSide, (service: string, amount: string) => string>
> = {
  release: {
    provider: (s, a) => `HCTL decided the dispute about ${s} for you: ${a} was released to your wallet.`,
    buyer: (s, a) => `HCTL decided the dispute about ${s}: ${a} was paid to the provider.`,
  },
  refund: {
    buyer: (s, a) =>
      `HCTL decided the dispute about ${s} for you: ${a} was refunded to your wallet as tokens.`,
    provider: (s, a) => `HCTL decided the dispute about ${s}: ${a} was refunded to the buyer.`,
  },
};

/** What each side's bell says when an admin decides an offer's dispute (the reason in the body). */
export function disputeNotices(outcome: DisputeOutcome, amountCents: number, reason: string) {
  const amount = dollars(amountCents);
  const body = `HCTL's reason: ${reason}`;
  const of = (side: QuotationSide) => ({
    type: 'quotation.updated' as const,
    title: (service: string) => DISPUTE_TITLES[outcome][side](service, amount).slice(0, 200),
    body: body.length > 500 ? `${body.slice(0, 499)}…` : body,
  });
  return { buyer: of('buyer'), provider: of('provider') };
}
