import type { RealtimeEnvelope } from '@hctl/contracts';
import {
  allowedEvents,
  channelName,
  ErrorCode,
  findTransition,
  type Machine,
  type QuotationChangedView,
  type StateOf,
  type Transition,
  type TransitionActor,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import { AppError } from '../../lib/errors';
import type { RealtimeEventInput, RealtimePort } from '../realtime/realtime.port';
import {
  machineRepository,
  type QuotationCallRow,
  type QuotationEventRow,
  type QuotationOfferRow,
  type QuotationRow,
  quotationsRepository as repo,
} from './quotations.repository';
import { MOVED_MEANWHILE, onlySideFor, refusalMessage } from './refusals';

/** What a transition moves: the quotation itself, one of its offers (offer or completion), or a call. */
export type TransitionTarget =
  | { machine: 'quotation'; quotation: QuotationRow }
  | { machine: 'offer'; quotation: QuotationRow; offer: QuotationOfferRow }
  | { machine: 'completion'; quotation: QuotationRow; offer: QuotationOfferRow }
  | { machine: 'call'; quotation: QuotationRow | null; call: QuotationCallRow };

/** Who moves it: a side (and the person acting for it) or the system (timers). */
export interface TransitionBy {
  actor: TransitionActor;
  userId: number | null;
}

export interface TransitionResult<M extends Machine = Machine> {
  row: Transition<M>;
  from: StateOf[M] | null;
  to: StateOf[M];
  event: QuotationEventRow;
  /** Recorded in the transaction; emit them after commit (`realtime.emit`). */
  envelopes: RealtimeEnvelope[];
}

export const ILLEGAL_TRANSITION = 'illegal_transition';

/**
 * The table's refusal, in words the caller understands (refusals.ts), with the events they could fire
 * instead (`errors.allowed`, comma-separated): 403 when their side never makes this move, 409 when
 * the state is what refuses it. `message` overrides the words (a move lost to a concurrent twin).
 */
export function illegalTransition<M extends Machine>(
  machine: M,
  state: StateOf[M] | null,
  event: string,
  actor: TransitionActor,
  message = refusalMessage(machine, state, event, actor),
) {
  const errors = { allowed: allowedEvents(machine, state, actor).join(',') };
  if (onlySideFor(machine, event, actor)) return new AppError(403, message, ErrorCode.forbidden, errors);
  return new AppError(409, message, ILLEGAL_TRANSITION, errors);
}

/** The state of the target's machine as stored. */
export function stateOf(target: TransitionTarget): string {
  switch (target.machine) {
    case 'quotation':
      return target.quotation.status;
    case 'offer':
      return target.offer.status;
    case 'completion':
      return target.offer.completion;
    case 'call':
      return target.call.status;
  }
}

const idOf = (t: TransitionTarget) =>
  t.machine === 'quotation' ? t.quotation.id : t.machine === 'call' ? t.call.id : t.offer.id;

/**
 * The one way any machine of a quotation changes state. Inside the caller's transaction it checks the
 * TRANSITIONS table (`illegalTransition` otherwise: 409, or 403 to the side that never makes the
 * move), moves the state only from the state that was read (a concurrent twin gets a 409), appends
 * the history row and records `quotation.changed` on `private-quotation.{id}` and on the notify
 * channels of the people of both sides except the actor. The caller emits the returned envelopes
 * after commit.
 *
 * `creating: true`: the row was just inserted in its first state (the table's `from: null` row);
 * nothing is updated, the move is checked and written to the history.
 */
export class QuotationTransitions {
  constructor(private realtime: Pick<RealtimePort, 'record'>) {}

  /** The first state of a row created by `event` (409 when the actor may not create one). */
  initialState<M extends Machine>(machine: M, event: string, actor: TransitionActor): StateOf[M] {
    const row = findTransition(machine, null, event, actor);
    if (!row) throw illegalTransition(machine, null, event, actor);
    return row.to;
  }

  async transition(
    tx: Executor,
    target: TransitionTarget,
    event: string,
    by: TransitionBy,
    opts: { creating?: boolean } = {},
  ): Promise<TransitionResult> {
    const machine = target.machine;
    const current = stateOf(target);
    const from = (opts.creating ? null : current) as StateOf[Machine] | null;
    const row = findTransition(machine, from, event, by.actor);
    if (!row || (opts.creating && row.to !== current))
      throw illegalTransition(machine, from, event, by.actor);
    if (!opts.creating) {
      const moved = await machineRepository.setState(tx, machine, idOf(target), current, row.to);
      // Someone moved it between our read and this update: the move is no longer the table's.
      if (!moved) throw illegalTransition(machine, from, event, by.actor, MOVED_MEANWHILE);
      this.apply(target, row.to);
    }
    const quotation = target.quotation;
    const offer = target.machine === 'offer' || target.machine === 'completion' ? target.offer : null;
    const call = target.machine === 'call' ? target.call : null;
    const history = await repo.insertEvent(tx, {
      quotation_id: quotation?.id ?? null,
      offer_id: offer?.id ?? null,
      call_id: call?.id ?? null,
      actor_user_id: by.userId,
      actor: by.actor,
      machine,
      event,
      from_state: from,
      to_state: row.to,
      amount_cents: offer?.amount_cents ?? null,
    });
    const envelopes = quotation
      ? await this.realtime.record(
          tx,
          await this.changedEvents(tx, quotation, by, {
            quotation_id: quotation.id,
            machine,
            event,
            from,
            to: row.to,
            offer_id: offer?.id ?? null,
            call_id: call?.id ?? null,
          }),
        )
      : [];
    return { row, from, to: row.to, event: history, envelopes };
  }

  /** `quotation.changed` for the quotation's channel and the notify channels of its people (not the actor). */
  async changedEvents(
    tx: Executor,
    quotation: QuotationRow,
    by: Pick<TransitionBy, 'userId'>,
    data: QuotationChangedView,
  ): Promise<RealtimeEventInput[]> {
    const events: RealtimeEventInput[] = [
      { channel: channelName.quotation(quotation.id), event: 'quotation.changed', data },
    ];
    // A draft is its author's alone: nobody is told of it until it is sent.
    if (quotation.status === 'draft') return events;
    for (const userId of await notifyUsers(tx, quotation)) {
      if (userId !== by.userId)
        events.push({ channel: channelName.notify(userId), event: 'quotation.changed', data });
    }
    return events;
  }

  /** Keeps the caller's row in step with the stored state (they may transition it again). */
  private apply(target: TransitionTarget, to: string) {
    if (target.machine === 'quotation') target.quotation.status = to as QuotationRow['status'];
    else if (target.machine === 'offer') target.offer.status = to as QuotationOfferRow['status'];
    else if (target.machine === 'completion') target.offer.completion = to as QuotationOfferRow['completion'];
    else target.call.status = to as QuotationCallRow['status'];
  }
}

/** The people who hear about a quotation on their notify channel: each side's person or organization owner. */
export async function notifyUsers(tx: Executor, q: QuotationRow): Promise<number[]> {
  const ids = await Promise.all([
    repo.notifyUserOf(tx, q.buyer_user_id, q.buyer_org_id),
    repo.notifyUserOf(tx, q.provider_user_id, q.provider_org_id),
  ]);
  return [...new Set(ids.filter((x): x is number => x !== null))];
}
