import { readFileSync } from 'node:fs';
import {
  allowedEvents,
  eventsOf,
  nextState,
  QUOTATION_STATES,
  type QuotationState,
  TRANSITION_ACTORS,
  TRANSITIONS,
} from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import { AppError } from '../../../lib/errors';
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
      expect(e.statusCode).toBe(409);
      expect(e.code).toBe('illegal_transition');
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
