/**
 * The quotation transaction as data: every move of the four machines (quotation, offer, completion,
 * call) is a row here. Actors: the two sides, the system (timers) and an admin (a dispute's
 * decision). The API refuses any move not listed, in words and with the allowed events (403 to the
 * side that never makes the move, else 409 `illegal_transition`), the web shows only the buttons
 * the table allows for the viewer's side, and docs/quotations.md is printed from it
 * (`npm run docs:quotations`).
 *
 * `from: null` is the creation of the row (an offer sent, a call requested). `guard` names a condition
 * the service checks besides state and actor; `effects` say what happens with the move (money, timers,
 * notifications). Edit only the rows of the machine you own; the docs test fails until the docs are
 * regenerated.
 */

export const QUOTATION_MACHINES = ['quotation', 'offer', 'completion', 'call'] as const;
export type Machine = (typeof QUOTATION_MACHINES)[number];

export const QUOTATION_STATES = ['draft', 'requested', 'in_process', 'completed'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];
export const OFFER_STATES = [
  'sent',
  'accepted',
  'temporarily_accepted',
  'flexlink_accepted',
  'rejected',
  'expired',
  'withdrawn',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const COMPLETION_STATES = [
  'none',
  'marked_completed',
  'accepted',
  'rejected',
  'auto_accepted',
  'disputed',
  /** A dispute decided for the provider: an admin released the held money to them. */
  'released',
  /** A dispute decided for the buyer: an admin gave the held money back to them as tokens. */
  'refunded',
] as const;
export type CompletionState = (typeof COMPLETION_STATES)[number];
export const CALL_STATES = ['requested', 'started', 'ended', 'rejected', 'missed'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const QUOTATION_SIDES = ['buyer', 'provider'] as const;
export type QuotationSide = (typeof QUOTATION_SIDES)[number];
/** `system`: a timer; `admin`: an admin of HCTL deciding a dispute (admin routes, not a side). */
export const TRANSITION_ACTORS = ['buyer', 'provider', 'system', 'admin'] as const;
export type TransitionActor = (typeof TRANSITION_ACTORS)[number];

export interface StateOf {
  quotation: QuotationState;
  offer: OfferState;
  completion: CompletionState;
  call: CallState;
}
export const STATES_OF: { [M in Machine]: readonly StateOf[M][] } = {
  quotation: QUOTATION_STATES,
  offer: OFFER_STATES,
  completion: COMPLETION_STATES,
  call: CALL_STATES,
};

export interface Transition<M extends Machine = Machine> {
  machine: M;
  /** null: the move creates the row. */
  from: StateOf[M] | null;
  event: string;
  actor: TransitionActor;
  to: StateOf[M];
  /** A condition the service checks besides state and actor (plain words, shown in the docs). */
  guard?: string;
  /** What the move does besides the state change (money, timers, notifications). */
  effects?: string;
}

type Rows = { [M in Machine]: Transition<M> }[Machine][];

const quotationRows: Transition<'quotation'>[] = [
  {
    machine: 'quotation',
    from: null,
    event: 'request',
    actor: 'buyer',
    to: 'requested',
    guard: 'kind service: the buyer asks the owner of a service post',
    effects: 'the first message; the provider is notified',
  },
  {
    machine: 'quotation',
    from: null,
    event: 'request',
    actor: 'provider',
    to: 'requested',
    guard: 'kind service_request: the provider answers the owner of a service request',
    effects: 'the first message; the buyer is notified',
  },
  {
    machine: 'quotation',
    from: null,
    event: 'save_draft',
    actor: 'buyer',
    to: 'draft',
    guard: 'kind service; only its author sees a draft',
  },
  {
    machine: 'quotation',
    from: null,
    event: 'save_draft',
    actor: 'provider',
    to: 'draft',
    guard: 'kind service_request; only its author sees a draft',
  },
  {
    machine: 'quotation',
    from: 'draft',
    event: 'send',
    actor: 'buyer',
    to: 'requested',
    guard: 'the buyer wrote the draft',
    effects: 'the other side is notified',
  },
  {
    machine: 'quotation',
    from: 'draft',
    event: 'send',
    actor: 'provider',
    to: 'requested',
    guard: 'the provider wrote the draft',
    effects: 'the other side is notified',
  },
  {
    machine: 'quotation',
    from: 'requested',
    event: 'offer_accepted',
    actor: 'buyer',
    to: 'in_process',
    guard: 'an offer of it was accepted (paid, temporarily or as flexlink)',
  },
  {
    machine: 'quotation',
    from: 'in_process',
    event: 'offer_released',
    actor: 'system',
    to: 'requested',
    guard: 'the temporarily accepted offer was not paid by its deadline',
  },
  {
    machine: 'quotation',
    from: 'in_process',
    event: 'complete',
    actor: 'buyer',
    to: 'completed',
    guard: 'the buyer accepted the completed service',
  },
  {
    machine: 'quotation',
    from: 'in_process',
    event: 'complete',
    actor: 'system',
    to: 'completed',
    guard: 'nobody answered within 3 days of "marked completed"',
  },
  {
    machine: 'quotation',
    from: 'in_process',
    event: 'complete',
    actor: 'admin',
    to: 'completed',
    guard:
      'an admin decided the dispute of its offer (released to the provider or refunded to the buyer): the quotation is closed either way',
  },
];

const offerRows: Transition<'offer'>[] = [
  {
    machine: 'offer',
    from: null,
    event: 'send_offer',
    actor: 'provider',
    to: 'sent',
    guard: 'the quotation is requested',
    effects: 'expires after 7 days unless answered; an earlier sent offer is withdrawn',
  },
  {
    machine: 'offer',
    from: 'sent',
    event: 'accept',
    actor: 'buyer',
    to: 'accepted',
    effects:
      "the buyer pays now: tokens first, then the chosen or primary card (400 payment_required when nothing covers it); the whole price is held in the offer's escrow account (the card part credited as tokens at TOKEN_VALUE_CENTS) until the completed service is accepted",
  },
  {
    machine: 'offer',
    from: 'sent',
    event: 'temporary_accept',
    actor: 'buyer',
    to: 'temporarily_accepted',
    effects: 'reserved without payment: the buyer pays within 48 h (accept-offer), else the offer expires',
  },
  {
    machine: 'offer',
    from: 'sent',
    event: 'accept_flexlink',
    actor: 'buyer',
    to: 'flexlink_accepted',
    guard: "the buyer's side is an organization",
    effects:
      "accepted with a payment link the buyer's organization pays later; no money moves now (listed in the admin's flexlink report)",
  },
  { machine: 'offer', from: 'sent', event: 'reject', actor: 'buyer', to: 'rejected' },
  {
    machine: 'offer',
    from: 'sent',
    event: 'expire',
    actor: 'system',
    to: 'expired',
    guard: 'not answered within 7 days',
  },
  {
    machine: 'offer',
    from: 'sent',
    event: 'withdraw',
    actor: 'provider',
    to: 'withdrawn',
    guard: 'the provider sent a newer offer',
  },
  {
    machine: 'offer',
    from: 'temporarily_accepted',
    event: 'accept',
    actor: 'buyer',
    to: 'accepted',
    effects:
      "the buyer pays the reserved offer as above; the whole price is held in the offer's escrow account",
  },
  {
    machine: 'offer',
    from: 'temporarily_accepted',
    event: 'expire',
    actor: 'system',
    to: 'expired',
    guard: 'not paid by the deadline',
    effects: 'the quotation goes back to requested; nothing was charged',
  },
];

const completionRows: Transition<'completion'>[] = [
  {
    machine: 'completion',
    from: 'none',
    event: 'mark_completed',
    actor: 'provider',
    to: 'marked_completed',
    guard: 'the offer is accepted or flexlink accepted',
    effects: 'held money is released to the provider automatically after 3 days without an answer',
  },
  {
    machine: 'completion',
    from: 'marked_completed',
    event: 'accept',
    actor: 'buyer',
    to: 'accepted',
    effects: "held money is released to the provider's wallet; the quotation is completed",
  },
  {
    machine: 'completion',
    from: 'marked_completed',
    event: 'reject',
    actor: 'buyer',
    to: 'disputed',
    effects:
      "a dispute for the admin (a 'dispute_opened' history row; the reason is a line of the conversation); the money stays held",
  },
  {
    machine: 'completion',
    from: 'marked_completed',
    event: 'auto_accept',
    actor: 'system',
    to: 'auto_accepted',
    guard: '3 days after "marked completed"',
    effects: "held money is released to the provider's wallet; the quotation is completed",
  },
  {
    machine: 'completion',
    from: 'disputed',
    event: 'release',
    actor: 'admin',
    to: 'released',
    guard:
      "an admin with the 'payments' permission decides for the provider, with a reason (POST admin/quotation-disputes/{offer}/resolve, outcome release)",
    effects:
      "held money is released to the provider's wallet; the quotation is completed; both sides are notified with the reason; an audit-log entry",
  },
  {
    machine: 'completion',
    from: 'disputed',
    event: 'refund',
    actor: 'admin',
    to: 'refunded',
    guard:
      "an admin with the 'payments' permission decides for the buyer, with a reason (POST admin/quotation-disputes/{offer}/resolve, outcome refund)",
    effects:
      "held money goes back to the buyer's wallet (the person's, or the organization's) as tokens; the quotation is completed (closed); both sides are notified with the reason; an audit-log entry",
  },
];

const callRows: Transition<'call'>[] = [
  {
    machine: 'call',
    from: null,
    event: 'request_call',
    actor: 'buyer',
    to: 'requested',
    effects: 'the other side rings for 60 s',
  },
  {
    machine: 'call',
    from: null,
    event: 'request_call',
    actor: 'provider',
    to: 'requested',
    effects: 'the other side rings for 60 s',
  },
  {
    machine: 'call',
    from: 'requested',
    event: 'start',
    actor: 'buyer',
    to: 'started',
    guard: 'the callee answers',
  },
  {
    machine: 'call',
    from: 'requested',
    event: 'start',
    actor: 'provider',
    to: 'started',
    guard: 'the callee answers',
  },
  {
    machine: 'call',
    from: 'requested',
    event: 'reject',
    actor: 'buyer',
    to: 'rejected',
    guard: 'the callee',
  },
  {
    machine: 'call',
    from: 'requested',
    event: 'reject',
    actor: 'provider',
    to: 'rejected',
    guard: 'the callee',
  },
  {
    machine: 'call',
    from: 'requested',
    event: 'end',
    actor: 'buyer',
    to: 'ended',
    guard: 'the caller hangs up',
  },
  {
    machine: 'call',
    from: 'requested',
    event: 'end',
    actor: 'provider',
    to: 'ended',
    guard: 'the caller hangs up',
  },
  {
    machine: 'call',
    from: 'requested',
    event: 'miss',
    actor: 'system',
    to: 'missed',
    guard: 'nobody answered within 60 s',
  },
  { machine: 'call', from: 'started', event: 'end', actor: 'buyer', to: 'ended' },
  { machine: 'call', from: 'started', event: 'end', actor: 'provider', to: 'ended' },
];

export const TRANSITIONS: readonly Transition[] = [
  ...quotationRows,
  ...offerRows,
  ...completionRows,
  ...callRows,
] as Rows;

/** The events `actor` may fire on a `machine` row in `state` (null: creating one), in table order, once each. */
export function allowedEvents<M extends Machine>(
  machine: M,
  state: StateOf[M] | null,
  actor: TransitionActor,
): string[] {
  const events = TRANSITIONS.filter(
    (t) => t.machine === machine && t.from === state && t.actor === actor,
  ).map((t) => t.event);
  return [...new Set(events)];
}

/** The row for this move, or null when the table does not allow it. */
export function findTransition<M extends Machine>(
  machine: M,
  state: StateOf[M] | null,
  event: string,
  actor: TransitionActor,
): Transition<M> | null {
  const row = TRANSITIONS.find(
    (t) => t.machine === machine && t.from === state && t.event === event && t.actor === actor,
  );
  return (row as Transition<M> | undefined) ?? null;
}

/** The state after the move, or null when the table does not allow it. */
export function nextState<M extends Machine>(
  machine: M,
  state: StateOf[M] | null,
  event: string,
  actor: TransitionActor,
): StateOf[M] | null {
  return findTransition(machine, state, event, actor)?.to ?? null;
}

/** Every event name of a machine (for tests that try each one). */
export const eventsOf = (machine: Machine) => [
  ...new Set(TRANSITIONS.filter((t) => t.machine === machine).map((t) => t.event)),
];
