import { randomBytes } from 'node:crypto';
import {
  CALL_STARTED_MESSAGE,
  type CallSessionView,
  type CallView,
  type callSignalBody,
  channelName,
  type QuotationSide,
  type RealtimeEnvelope,
  type requestCallBody,
} from '@hctl/contracts';
import type { Executor, Tx } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { RealtimeEventInput, RealtimePort } from '../realtime/realtime.port';
import { toCall, toCallEvent } from './calls.mapper';
import { type CallInsert, type CallRow, callsRepository as repo } from './calls.repository';
import type { QuotationAccessService } from './quotation-access';
import {
  type AfterCommit,
  type ArmedTimer,
  armTimer,
  disarmTimer,
  type QuotationTimers,
} from './quotations.jobs';
import { type QuotationRow, quotationsRepository } from './quotations.repository';
import type { QuotationsService } from './quotations.service';
import { ILLEGAL_TRANSITION, notifyUsers, type QuotationTransitions, type TransitionBy } from './transitions';

type Kind = QuotationRow['kind'];
type CallAction = 'start' | 'reject' | 'end';

const NOT_FOUND = 'Call not found.';
const other = (side: QuotationSide): QuotationSide => (side === 'buyer' ? 'provider' : 'buyer');

/**
 * An interview's call runs on the same 'call' machine as a quotation's, with its sides mapped onto
 * the table's actors: the organization (any member with the `interviews` permission) acts as the
 * provider, the candidate as the buyer.
 */
export const INTERVIEW_SIDE_ACTOR = { organization: 'provider', candidate: 'buyer' } as const;
export type InterviewSide = keyof typeof INTERVIEW_SIDE_ACTOR;

/** The line a call's move adds to its quotation's conversation. */
function callLine(call: CallRow, to: string): string {
  const what = call.type === 'video' ? 'Video call' : 'Audio call';
  if (to === 'requested') return `${what} requested`;
  if (to === 'started') return `${what} started`;
  if (to === 'rejected') return `${what} declined`;
  if (to === 'missed') return `Missed ${what.toLowerCase()}`;
  if (call.started_at && call.ended_at) {
    const minutes = Math.max(1, Math.round((call.ended_at.getTime() - call.started_at.getTime()) / 60_000));
    return `${what} ended (${minutes} min)`;
  }
  return `${what} cancelled`;
}

/** One person's place in a call: the call, its quotation, their role and the side they act for. */
interface Seat {
  call: CallRow;
  quotation: QuotationRow;
  role: 'caller' | 'callee';
  side: QuotationSide;
}

/**
 * Calls between the two sides of a quotation (spec §7 request-call, start-call, end-call,
 * reject-call). The state moves only through the TRANSITIONS table ('call' machine); this service
 * adds who in a side may move it (the caller cancels and hangs up, the person called answers or
 * declines), the 60 s ring timeout (a quotation timer, so it survives restarts), `call.updated`
 * events for both participants and the relay of the WebRTC signaling between their call pages.
 */
export class CallsService {
  constructor(
    private deps: AppDeps,
    private access: Pick<QuotationAccessService, 'side' | 'sideIn'>,
    private transitions: Pick<QuotationTransitions, 'initialState' | 'transition'>,
    private realtime: Pick<RealtimePort, 'record' | 'emit' | 'emitVolatile'>,
    private timers: Pick<QuotationTimers, 'register' | 'schedule'>,
    private lines: Pick<QuotationsService, 'appendLine'>,
  ) {
    timers.register('call_ring', (tx, callId) => this.ringTimedOut(tx, callId));
  }

  private get ringMs() {
    return this.deps.config.CALL_RING_SECONDS * 1000;
  }

  /** POST quotations/request-call/service: a participant of the quotation rings the other side. */
  async request(auth: AuthContext, body: z.output<typeof requestCallBody>) {
    let armed: ArmedTimer | null = null;
    const { row, kind, envelopes } = await this.deps.db.transaction(async (tx) => {
      // side() locks the quotation: two requests at once cannot both find no live call.
      const { quotation: q, side } = await this.access.side(body.service_quotation_id, auth.userId, tx);
      if (q.status === 'draft') throw conflict('Send the quotation before calling.');
      if (await repo.live(tx, q.id))
        throw conflict('A call is already ringing or under way in this quotation.');
      const status = this.transitions.initialState('call', 'request_call', side);
      const ringUntil = new Date(this.deps.clock.now().getTime() + this.ringMs);
      // A person's side is called in person; an organization's rings for its members, and the
      // one who answers becomes the callee.
      const callee = other(side) === 'buyer' ? q.buyer_user_id : q.provider_user_id;
      const { call, moved } = await this.open(
        tx,
        {
          quotation_id: q.id,
          type: body.type,
          status,
          caller_user_id: auth.userId,
          callee_user_id: callee,
          ring_until: ringUntil,
        },
        q,
        { actor: side, userId: auth.userId },
      );
      armed = await armTimer(tx, 'call_ring', call.id, ringUntil);
      const line = await this.line(tx, q, call, status, auth.userId, side);
      return {
        row: call,
        kind: q.kind,
        envelopes: [...moved.envelopes, ...(await this.recordUpdate(tx, call, q)), ...line],
      };
    });
    this.realtime.emit(envelopes);
    if (armed) await this.timers.schedule(armed);
    return { message: 'Calling…', data: toCall(row, kind) };
  }

  /**
   * A new call, of a quotation or (without one) an interview: its row with a fresh join token,
   * moved into being by the machine's request_call transition.
   */
  private async open(
    tx: Tx,
    values: Omit<CallInsert, 'token'>,
    quotation: QuotationRow | null,
    by: TransitionBy,
  ) {
    const call = await repo.insert(tx, { ...values, token: randomBytes(24).toString('base64url') });
    const moved = await this.transitions.transition(
      tx,
      { machine: 'call', quotation, call },
      'request_call',
      by,
      { creating: true },
    );
    return { call, moved };
  }

  /** PUT start-call, reject-call, end-call /{id}/{kind}. */
  async act(auth: AuthContext, id: number, kind: Kind, action: CallAction) {
    const { row, q, envelopes } = await this.deps.db.transaction(async (tx) => {
      const seat = await this.seat(tx, id, auth.userId, { kind, lock: true });
      const { call, quotation: q, role, side } = seat;
      this.mayAct(seat, action);
      const moved = await this.transitions.transition(tx, { machine: 'call', quotation: q, call }, action, {
        actor: side,
        userId: auth.userId,
      });
      const now = this.deps.clock.now();
      const stamped = await repo.stamp(
        tx,
        call.id,
        moved.to === 'started'
          ? { started_at: now, callee_user_id: role === 'callee' ? auth.userId : call.callee_user_id }
          : { ended_at: now },
      );
      if (moved.from === 'requested') await disarmTimer(tx, 'call_ring', call.id);
      const line = await this.line(tx, q, stamped, moved.to, auth.userId, side);
      return {
        row: stamped,
        q,
        envelopes: [...moved.envelopes, ...(await this.recordUpdate(tx, stamped, q)), ...line],
      };
    });
    this.realtime.emit(envelopes);
    const message =
      action === 'start' ? CALL_STARTED_MESSAGE : action === 'reject' ? 'Call rejected.' : 'Call ended.';
    return { message, data: toCall(row, q.kind) };
  }

  /** GET quotations/calls/{id}: the call as one of its participants sees it (what the call page needs). */
  async show(auth: AuthContext, id: number): Promise<CallSessionView> {
    const ofInterview = await this.interviewSeat(this.deps.db, id, auth.userId);
    if (ofInterview) return this.showInterview(ofInterview.call, ofInterview.role, auth.userId);
    const seat = await this.seat(this.deps.db, id, auth.userId);
    const { call, quotation: q, role, side } = seat;
    const peerSide = other(side);
    const peerUser = role === 'caller' ? call.callee_user_id : call.caller_user_id;
    const peerOrg = q[`${peerSide}_org_id`];
    const name =
      (peerOrg !== null
        ? await repo.organizationName(this.deps.db, peerOrg)
        : peerUser !== null
          ? await repo.personName(this.deps.db, peerUser)
          : null) ?? 'The other side';
    return Object.assign(toCall(call, q.kind), {
      role,
      peer: { user_id: peerUser, name },
      title: null,
      ice_servers: this.deps.config.iceServers,
    });
  }

  private async showInterview(call: CallRow, role: Seat['role'], userId: number): Promise<CallSessionView> {
    const parties = call.interview_id ? await repo.interviewParties(this.deps.db, call.interview_id) : null;
    if (!parties) throw notFound(NOT_FOUND);
    const peerUser = role === 'caller' ? call.callee_user_id : call.caller_user_id;
    // The candidate sees the organization; the organization's member sees the candidate.
    const name =
      userId === parties.candidate
        ? parties.company
        : ((peerUser !== null ? await repo.personName(this.deps.db, peerUser) : null) ?? 'The candidate');
    return Object.assign(toCall(call, null), {
      role,
      peer: { user_id: peerUser, name },
      title: `Interview for ${parties.job}`,
      ice_servers: this.deps.config.iceServers,
    });
  }

  /**
   * Port for jobs' interviews (their join-call route checked the person: the candidate, or a member
   * with `interviews`). Finds the interview's live call or rings a new one: the first to join is the
   * caller; the candidate is called in person, the organization by whichever member joins next (then
   * the call is started). An interview's call has no ring timeout: people join at the agreed time and
   * the call waits until the interview's end-call.
   */
  async joinInterview(p: {
    interviewId: number;
    userId: number;
    side: InterviewSide;
    candidateUserId: number | null;
  }): Promise<CallView> {
    const actor = INTERVIEW_SIDE_ACTOR[p.side];
    const { row, envelopes } = await this.deps.db.transaction(async (tx) => {
      const live = await repo.liveOfInterview(tx, p.interviewId);
      if (live) {
        if (live.caller_user_id === p.userId) return { row: live, envelopes: [] };
        if (live.status === 'started' && live.callee_user_id === p.userId)
          return { row: live, envelopes: [] };
        const callerSide: InterviewSide =
          live.caller_user_id === p.candidateUserId ? 'candidate' : 'organization';
        // The person called answers: the candidate in person, or the first member of the team.
        const answers =
          live.status === 'requested' &&
          callerSide !== p.side &&
          (live.callee_user_id === null || live.callee_user_id === p.userId);
        if (!answers) throw conflict('Someone else of your side is already in this interview call.');
        const moved = await this.transitions.transition(
          tx,
          { machine: 'call', quotation: null, call: live },
          'start',
          { actor, userId: p.userId },
        );
        const stamped = await repo.stamp(tx, live.id, {
          started_at: this.deps.clock.now(),
          callee_user_id: p.userId,
        });
        return {
          row: stamped,
          envelopes: [...moved.envelopes, ...(await this.recordUpdate(tx, stamped, null))],
        };
      }
      const { call, moved } = await this.open(
        tx,
        {
          interview_id: p.interviewId,
          type: 'video',
          status: this.transitions.initialState('call', 'request_call', actor),
          caller_user_id: p.userId,
          callee_user_id: p.side === 'organization' ? p.candidateUserId : null,
          ring_until: null,
        },
        null,
        { actor, userId: p.userId },
      );
      return { row: call, envelopes: [...moved.envelopes, ...(await this.recordUpdate(tx, call, null))] };
    });
    this.realtime.emit(envelopes);
    return toCall(row, null);
  }

  /** Port for jobs' interview end-call: ends the interview's live call, if there is one. */
  async endInterview(interviewId: number, userId: number, side: InterviewSide): Promise<void> {
    const envelopes = await this.deps.db.transaction(async (tx) => {
      const call = await repo.liveOfInterview(tx, interviewId);
      if (!call) return [];
      const moved = await this.transitions.transition(tx, { machine: 'call', quotation: null, call }, 'end', {
        actor: INTERVIEW_SIDE_ACTOR[side],
        userId,
      });
      const stamped = await repo.stamp(tx, call.id, { ended_at: this.deps.clock.now() });
      return [...moved.envelopes, ...(await this.recordUpdate(tx, stamped, null))];
    });
    this.realtime.emit(envelopes);
  }

  /**
   * POST quotations/calls/{id}/signal: relays WebRTC signaling to the other participant's notify
   * channel only (volatile: the pages repeat `joined` until they hear each other). Nothing is
   * delivered while an organization's call rings unanswered: nobody is on the other end yet.
   */
  async signal(auth: AuthContext, id: number, body: z.output<typeof callSignalBody>) {
    const { call, role } =
      (await this.interviewSeat(this.deps.db, id, auth.userId)) ??
      (await this.seat(this.deps.db, id, auth.userId));
    if (call.status !== 'requested' && call.status !== 'started')
      throw conflict(`The call is ${call.status}.`);
    const to = role === 'caller' ? call.callee_user_id : call.caller_user_id;
    if (to !== null)
      this.realtime.emitVolatile(channelName.notify(to), 'call.signal', {
        call_id: call.id,
        from_user_id: auth.userId,
        session: body.session,
        signal: body.signal,
      });
    return { message: 'Signal sent.', data: { delivered: to !== null } };
  }

  /** The ring timeout: a call still ringing is missed. Runs inside the timer's claiming transaction. */
  private async ringTimedOut(tx: Tx, callId: number): Promise<AfterCommit | undefined> {
    const call = await repo.lock(tx, callId);
    if (call?.status !== 'requested' || call.quotation_id === null) return undefined;
    const q = await quotationsRepository.byId(tx, call.quotation_id);
    if (!q) return undefined;
    const moved = await this.transitions.transition(tx, { machine: 'call', quotation: q, call }, 'miss', {
      actor: 'system',
      userId: null,
    });
    const stamped = await repo.stamp(tx, call.id, { ended_at: this.deps.clock.now() });
    // The missed call's line is the caller's (the conversation shows who rang).
    const callerSide = await this.access.sideIn(q, call.caller_user_id, tx).then(
      (a) => a.side,
      () => (call.caller_user_id === q.buyer_user_id ? 'buyer' : 'provider') as QuotationSide,
    );
    const line = await this.line(tx, q, stamped, moved.to, call.caller_user_id, callerSide);
    const envelopes = [...moved.envelopes, ...(await this.recordUpdate(tx, stamped, q)), ...line];
    return () => this.realtime.emit(envelopes);
  }

  /**
   * The person's place in an interview's call: its caller or its callee (the member who answered for
   * the organization); anyone else is told it does not exist. null when `id` is not an interview's.
   */
  private async interviewSeat(db: Executor, id: number, userId: number) {
    const call = await repo.byId(db, id);
    if (!call?.interview_id) return null;
    if (call.caller_user_id === userId) return { call, role: 'caller' as const };
    if (call.callee_user_id === userId) return { call, role: 'callee' as const };
    throw notFound(NOT_FOUND);
  }

  /** The conversation's line for a call's move ('call' kind), in the move's transaction. */
  private async line(
    tx: Tx,
    q: QuotationRow,
    call: CallRow,
    to: string,
    userId: number,
    side: QuotationSide,
  ) {
    const made = await this.lines.appendLine(tx, q, {
      kind: 'call',
      body: callLine(call, to),
      senderUserId: userId,
      senderSide: side,
      callId: call.id,
    });
    return made.envelopes;
  }

  /**
   * Who the caller is in call `id`: its caller, its callee, or — while an organization's call rings —
   * a member who may act for the called side. Anyone else is told it does not exist. `kind` (the
   * path's {kind}) must be the quotation's.
   */
  private async seat(db: Executor, id: number, userId: number, opts: { kind?: Kind; lock?: boolean } = {}) {
    const call = opts.lock ? await repo.lock(db, id) : await repo.byId(db, id);
    if (!call?.quotation_id) throw notFound(NOT_FOUND);
    const quotation = await quotationsRepository.byId(db, call.quotation_id);
    if (!quotation || (opts.kind && quotation.kind !== opts.kind)) throw notFound(NOT_FOUND);
    let side: QuotationSide;
    try {
      side = (await this.access.sideIn(quotation, userId, db)).side;
    } catch (err) {
      // A member without the permission, or someone who left the organization: not in this call.
      if (err instanceof AppError && (err.statusCode === 403 || err.statusCode === 404))
        throw notFound(NOT_FOUND);
      throw err;
    }
    if (call.caller_user_id === userId) return { call, quotation, role: 'caller', side } satisfies Seat;
    if (call.callee_user_id === userId) return { call, quotation, role: 'callee', side } satisfies Seat;
    if (call.callee_user_id === null && call.status === 'requested') {
      const callerSide = (await this.access.sideIn(quotation, call.caller_user_id, db)).side;
      if (side !== callerSide) return { call, quotation, role: 'callee', side } satisfies Seat;
    }
    throw notFound(NOT_FOUND);
  }

  /**
   * The table allows start, reject and end to either side; within a side only the person called
   * answers or declines, and a ringing call is cancelled by its caller.
   */
  private mayAct({ call, role }: Seat, action: CallAction) {
    const refuse = (message: string, allowed: string[]) => {
      throw new AppError(409, message, ILLEGAL_TRANSITION, { allowed: allowed.join(',') });
    };
    if (call.status !== 'requested') return;
    if (role === 'caller' && action !== 'end')
      refuse('Only the person called can answer or decline.', ['end']);
    if (role === 'callee' && action === 'end') refuse('Answer or decline the call.', ['start', 'reject']);
  }

  /** `call.updated` for both participants' notify channels (the callee side's when it rings unanswered). */
  private async recordUpdate(
    tx: Executor,
    call: CallRow,
    q: QuotationRow | null,
  ): Promise<RealtimeEnvelope[]> {
    const data = { call: toCallEvent(call, q?.kind ?? null) };
    const people = new Set<number>([call.caller_user_id]);
    if (call.callee_user_id !== null) people.add(call.callee_user_id);
    else if (q) for (const id of await notifyUsers(tx, q)) people.add(id);
    const events: RealtimeEventInput[] = [
      ...(q ? [{ channel: channelName.quotation(q.id), event: 'call.updated' as const, data }] : []),
      ...[...people].map((id) => ({ channel: channelName.notify(id), event: 'call.updated' as const, data })),
    ];
    return this.realtime.record(tx, events);
  }
}
