import { readFileSync } from 'node:fs';
import {
  allowedEvents,
  eventsOf,
  findTransition,
  type Machine,
  nextState,
  QUOTATION_MACHINES,
  QUOTATION_STATES,
  type QuotationState,
  STATES_OF,
  TRANSITION_ACTORS,
  TRANSITIONS,
} from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import { AppError } from '../../../lib/errors';
import { onlySideFor, REFUSED_DEFAULT, refusalMessage } from '../refusals';
import { QUOTATIONS_DOC, renderQuotationsDoc } from '../transitions-doc';
import { quotationWorld } from './core-world';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof quotationWorld>>;
let serviceId: number;

beforeAll(async () => {
  w = await quotationWorld(ctx);
  serviceId = (await w.service('post', { organization_id: w.orgId })).id;
});

/** A quotation of N with the clinic, stored directly in `status` (each its own: one open per pair is allowed). */
async function stored(status: QuotationState) {
  const [q] = await ctx.db
    .insert(schema.quotations)
    .values({
      kind: 'service',
      service_id: (await w.service('post', { organization_id: w.orgId })).id,
      buyer_user_id: w.N.id,
      provider_org_id: w.orgId,
      created_by: w.N.id,
      created_side: 'buyer',
      status,
    })
    .returning();
  return q;
}

/** The quotation's row as stored now. */
const storedRow = async (id: number) =>
  (await ctx.db.select().from(schema.quotations).where(eq(schema.quotations.id, id)))[0];
/** The transitions recorded for a quotation. */
const historyOf = (id: number) =>
  ctx.db.select().from(schema.quotationEvents).where(eq(schema.quotationEvents.quotation_id, id));

describe('the TRANSITIONS table', () => {
  it('is consistent: known states, one target per (machine, from, event, actor)', () => {
    const seen = new Set<string>();
    for (const t of TRANSITIONS) {
      const key = `${t.machine}|${t.from}|${t.event}|${t.actor}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(nextState(t.machine, t.from as never, t.event, t.actor)).toBe(t.to);
    }
    expect(allowedEvents('quotation', 'draft', 'buyer')).toEqual(['send']);
    expect(nextState('quotation', 'requested', 'complete', 'buyer')).toBeNull();
  });

  it('docs/quotations.md is generated from it (npm run docs:quotations)', () => {
    expect(readFileSync(QUOTATIONS_DOC, 'utf8')).toBe(renderQuotationsDoc());
  });
});

describe('refusals in words', () => {
  const SIDES = ['buyer', 'provider'] as const;
  /** Every move a side makes in some state, tried by each side in every state (null: creating). */
  const sideMoves = (machine: Machine) => {
    const rows = TRANSITIONS.filter((t) => t.machine === machine && SIDES.includes(t.actor as never));
    return [...new Set(rows.map((t) => t.event))].map((event) => ({
      event,
      creates: rows.some((t) => t.event === event && t.from === null),
    }));
  };
  const refused = QUOTATION_MACHINES.flatMap((machine) =>
    sideMoves(machine).flatMap(({ event, creates }) =>
      (creates ? [null] : STATES_OF[machine]).flatMap((state) =>
        SIDES.filter((actor) => !findTransition(machine, state as never, event, actor)).map((actor) => ({
          machine,
          state,
          event,
          actor,
        })),
      ),
    ),
  );

  it('every refused move of a side has its own words, free of event and state names', () => {
    expect(refused.length).toBeGreaterThan(50);
    for (const { machine, state, event, actor } of refused) {
      const message = refusalMessage(machine, state as never, event, actor);
      const key = `${machine} ${state} ${event} by ${actor}: ${message}`;
      expect(message, key).not.toBe(REFUSED_DEFAULT);
      expect(message, key).not.toMatch(/cannot take|_/);
      expect(message, key).not.toContain(`"${event}"`);
    }
  });

  it('tells the wrong side who makes the move, and a state conflict what happened', () => {
    expect(onlySideFor('offer', 'send_offer', 'buyer')).toBe('provider');
    expect(onlySideFor('completion', 'mark_completed', 'buyer')).toBe('provider');
    expect(onlySideFor('completion', 'accept', 'provider')).toBe('buyer');
    expect(onlySideFor('call', 'start', 'buyer')).toBeNull();
    expect(onlySideFor('completion', 'auto_accept', 'system')).toBeNull();
    expect(refusalMessage('completion', 'accepted', 'accept', 'buyer')).toBe(
      'You already accepted this work.',
    );
    expect(refusalMessage('completion', 'none', 'accept', 'buyer')).toBe(
      'The provider has not marked this work as completed yet.',
    );
    expect(refusalMessage('offer', 'expired', 'accept', 'buyer')).toBe(
      'This offer has expired. Ask the provider for a new one.',
    );
    // A move the table never names still gets plain words.
    expect(refusalMessage('offer', 'sent', 'haggle', 'buyer')).toBe(
      "This offer is waiting for the buyer's answer.",
    );
    expect(refusalMessage('offer', null, 'haggle', 'buyer')).toBe(REFUSED_DEFAULT);
  });
});

describe('the quotation machine, per actor', () => {
  const transitions = () => ctx.app.modules.quotations.services.transitions;
  const cases = QUOTATION_STATES.flatMap((state) =>
    TRANSITION_ACTORS.flatMap((actor) => eventsOf('quotation').map((event) => ({ state, actor, event }))),
  );

  it.each(cases)('$state + $event by $actor', async ({ state, actor, event }) => {
    const quotation = await stored(state);
    const to = nextState('quotation', state, event, actor);
    const userId = actor === 'system' ? null : actor === 'buyer' ? w.N.id : w.clinic.id;
    const outcome = await ctx.db
      .transaction((tx) =>
        transitions().transition(tx, { machine: 'quotation', quotation }, event, { actor, userId }),
      )
      .then(
        (result) => ({ result, err: null }),
        (err: unknown) => ({ result: null, err }),
      );
    if (to === null) {
      const err = outcome.err;
      expect(err).toBeInstanceOf(AppError);
      const e = err as AppError;
      // The side that never makes this move is told who does (403); otherwise the state refuses it.
      const wrongSide = onlySideFor('quotation', event, actor) !== null;
      expect(e.statusCode).toBe(wrongSide ? 403 : 409);
      expect(e.code).toBe(wrongSide ? 'forbidden' : 'illegal_transition');
      expect(e.message).toBe(refusalMessage('quotation', state, event, actor));
      expect(e.errors.allowed).toBe(allowedEvents('quotation', state, actor).join(','));
      const after = await storedRow(quotation.id);
      expect(after.status).toBe(state);
      const history = await historyOf(quotation.id);
      expect(history).toEqual([]);
      return;
    }
    expect(outcome.err).toBeNull();
    expect(outcome.result?.to).toBe(to);
    const after = await storedRow(quotation.id);
    expect(after.status).toBe(to);
    const history = await historyOf(quotation.id);
    expect(history).toEqual([
      expect.objectContaining({
        machine: 'quotation',
        event,
        actor,
        from_state: state,
        to_state: to,
        actor_user_id: userId,
      }),
    ]);
  });

  it('moves once when two transitions race on the same state', async () => {
    const quotation = await stored('draft');
    const fire = () =>
      ctx.db.transaction((tx) =>
        ctx.app.modules.quotations.services.transitions.transition(
          tx,
          { machine: 'quotation', quotation: { ...quotation } },
          'send',
          { actor: 'buyer', userId: w.N.id },
        ),
      );
    const results = await Promise.allSettled([fire(), fire()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as AppError).statusCode).toBe(409);
    const history = await historyOf(quotation.id);
    expect(history).toHaveLength(1);
    expect(serviceId).toBeGreaterThan(0);
  });
});
