import {
  AUTO_ACCEPT_DAYS,
  type Machine,
  QUOTATION_SIDES,
  type QuotationSide,
  type StateOf,
  TRANSITIONS,
  type TransitionActor,
} from '@hctl/contracts';

/**
 * What a person is told when the TRANSITIONS table refuses their move. The table speaks in events
 * and states ("accept" while "none"); people think in what they tried and what already happened,
 * so every refusal is worded here by the move and the state it found.
 */

type StateWords<M extends Machine> = Partial<Record<StateOf[M], string>>;

interface EventWords<M extends Machine> {
  /** Said to the side that may never make this move (403): who alone makes it. */
  otherSide?: string;
  /** Said when the move would create the row (a state of null) and may not. */
  creating?: string;
  /** What this move finds in a state, when the machine's general words for it say too little. */
  states?: StateWords<M>;
}

interface MachineWords<M extends Machine> {
  /** Why nothing moves in a state, whatever was tried. */
  states: StateWords<M>;
  events: Record<string, EventWords<M>>;
}

/** Said when nothing more telling is known: the screen is out of date, most likely. */
export const REFUSED_DEFAULT = 'This is not possible at this stage. Reload to see where it stands.';
/** Said to the loser of two moves made at the same moment (the state it read changed under it). */
export const MOVED_MEANWHILE = 'This changed a moment ago. Reload to see where it stands.';

const REVIEWING = 'HCTL is reviewing the dispute.';
const DECIDED = 'HCTL already decided the dispute about this work.';
const OFFER_TAKEN = 'An offer of this quotation is already accepted.';

const QUOTATION_WORDS: MachineWords<'quotation'> = {
  states: {
    draft: 'Send the quotation first.',
    requested: 'No offer of this quotation is accepted yet.',
    in_process: OFFER_TAKEN,
    completed: 'This quotation is already completed.',
  },
  events: {
    send: {
      states: {
        requested: 'This quotation was already sent.',
        in_process: 'This quotation was already sent.',
        completed: 'This quotation was already sent.',
      },
    },
    send_message: { states: { draft: 'Send the quotation before writing more messages.' } },
    offer_accepted: { otherSide: 'Only the buyer can accept an offer.' },
    complete: { otherSide: 'Only the buyer can accept the completed work.' },
  },
};

const OFFER_WORDS: MachineWords<'offer'> = {
  states: {
    sent: "This offer is waiting for the buyer's answer.",
    accepted: 'This offer is already accepted and paid.',
    temporarily_accepted: 'This offer is reserved: pay it with "Accept and pay" before its deadline.',
    flexlink_accepted: 'This offer is already accepted as a flexlink offer.',
    rejected: 'This offer was rejected.',
    expired: 'This offer has expired. Ask the provider for a new one.',
    withdrawn: 'The provider replaced this offer with a newer one.',
  },
  events: {
    send_offer: {
      otherSide: 'Only the provider can send an offer on this quotation.',
      creating: 'An offer cannot be sent on this quotation now.',
    },
    accept: { otherSide: 'Only the buyer can accept and pay an offer.' },
    temporary_accept: {
      otherSide: 'Only the buyer can reserve an offer.',
      states: { temporarily_accepted: 'You already reserved this offer: pay it with "Accept and pay".' },
    },
    accept_flexlink: { otherSide: 'Only the buyer can accept an offer as a flexlink offer.' },
    reject: { otherSide: 'Only the buyer can reject an offer.' },
    withdraw: { otherSide: 'Only the provider can withdraw an offer.' },
  },
};

/** The buyer's answers to "marked completed" find the same states. */
const ANSWER_STATES: StateWords<'completion'> = {
  none: 'The provider has not marked this work as completed yet.',
  accepted: 'You already accepted this work.',
  rejected: `You already rejected this work. ${REVIEWING}`,
  disputed: `You already rejected this work. ${REVIEWING}`,
};

const COMPLETION_WORDS: MachineWords<'completion'> = {
  states: {
    none: 'This work is not marked as completed yet.',
    marked_completed: 'This work is marked as completed and waits for the buyer.',
    accepted: 'The buyer already accepted this work.',
    rejected: `The buyer rejected this work. ${REVIEWING}`,
    auto_accepted: `This work was accepted automatically ${AUTO_ACCEPT_DAYS} days after it was marked as completed.`,
    disputed: `The buyer rejected this work. ${REVIEWING}`,
    released: DECIDED,
    refunded: DECIDED,
  },
  events: {
    mark_completed: {
      otherSide: 'Only the provider can mark the work as completed.',
      states: {
        marked_completed: 'You already marked this work as completed. The buyer has not answered yet.',
      },
    },
    accept: { otherSide: 'Only the buyer can accept the completed work.', states: ANSWER_STATES },
    reject: { otherSide: 'Only the buyer can reject the completed work.', states: ANSWER_STATES },
  },
};

const CALL_WORDS: MachineWords<'call'> = {
  states: {
    requested: 'The call is still ringing.',
    started: 'The call is already connected.',
    ended: 'This call has ended.',
    rejected: 'This call was declined.',
    missed: 'Nobody answered this call; it has ended.',
  },
  events: {},
};

const WORDS: { [M in Machine]: MachineWords<M> } = {
  quotation: QUOTATION_WORDS,
  offer: OFFER_WORDS,
  completion: COMPLETION_WORDS,
  call: CALL_WORDS,
};

const isSide = (actor: TransitionActor): actor is QuotationSide =>
  (QUOTATION_SIDES as readonly string[]).includes(actor);

/**
 * The side that alone makes this move, when the caller is the other one: the table lets a side fire
 * the event in some state and never lets the caller's side fire it. Null otherwise (the state is
 * what refuses it, or the caller is the system or an admin).
 */
export function onlySideFor(machine: Machine, event: string, actor: TransitionActor): QuotationSide | null {
  if (!isSide(actor)) return null;
  const sides = new Set(
    TRANSITIONS.filter((t) => t.machine === machine && t.event === event).map((t) => t.actor),
  );
  if (sides.has(actor)) return null;
  return QUOTATION_SIDES.find((s) => sides.has(s)) ?? null;
}

/** What the caller is told when the table refuses `event` on `machine` in `state` (null: creating). */
export function refusalMessage<M extends Machine>(
  machine: M,
  state: StateOf[M] | null,
  event: string,
  actor: TransitionActor,
): string {
  const words = WORDS[machine] as MachineWords<M>;
  const own = words.events[event];
  const only = onlySideFor(machine, event, actor);
  if (only) return own?.otherSide ?? `Only the ${only} can do this.`;
  if (state === null) return own?.creating ?? REFUSED_DEFAULT;
  return own?.states?.[state] ?? words.states[state] ?? REFUSED_DEFAULT;
}
