import { channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, request } from '../../../../test/context';
import { balance, giveTokens, ledgerIsSound } from '../../billing/__tests__/helpers';
import { escrowAccount } from '../escrow';
import { makeQuotation, offerRow, quotationBells, quotationRow } from './offers.fixtures';

/**
 * A disputed offer (the buyer paid, the provider marked it completed, the buyer rejected the work)
 * is decided by an admin with the `payments` permission: 'release' pays the held tokens to the
 * provider, 'refund' gives them back to the buyer; the quotation is completed either way. The money
 * moves once, however often or concurrently the decision is sent.
 */
const { ctx } = apiSuite();
let nurse: MadeUser;
let n: string;
let clinic: MadeUser;
let c: string;
let admin: MadeUser;
let a: string;
/** A super admin whose role holds 'dashboard' and 'reports' only (the demo's Moderators). */
let moderator: string;
let stranger: string;
const COMPANY = `Dispute Clinic ${Date.now().toString(36)}`;

beforeAll(async () => {
  [nurse, clinic, admin] = await Promise.all([
    makeUser(ctx),
    makeUser(ctx, { role: 'organization', approved: true, company: COMPANY }),
    makeUser(ctx, { role: 'super-admin' }),
  ]);
  const mod = await makeUser(ctx, { role: 'super-admin' });
  const [role] = await ctx.db
    .insert(schema.adminRoles)
    .values({ name: `Moderators ${COMPANY}`, permissions: ['dashboard', 'reports'] })
    .returning();
  await ctx.db.insert(schema.adminRoleUsers).values({ user_id: mod.id, role_id: role.id });
  [n, c, a, moderator, stranger] = await Promise.all([
    login(ctx, nurse),
    login(ctx, clinic),
    login(ctx, admin),
    login(ctx, mod),
    login(ctx, await makeUser(ctx)),
  ]);
});

const NURSE = () => `user:${nurse.id}` as const;
const CLINIC = () => `org:${clinic.orgId!}` as const;
const REASON = 'Only one of the two visits happened.';
const held = (offerId: number) => balance(ctx, escrowAccount(offerId));
const list = (token: string | null, query = '') =>
  request(ctx, 'GET', `/admin/quotation-disputes${query}`, token);
const resolve = (offerId: number | string, body: unknown, token: string | null = a, key?: string) =>
  request(
    ctx,
    'POST',
    `/admin/quotation-disputes/${offerId}/resolve`,
    token,
    body,
    key ? { 'idempotency-key': key } : {},
  );
/** The quotation's history rows (an offer's moves and the quotation's own). */
const eventsOf = (quotationId: number) =>
  ctx.db
    .select()
    .from(schema.quotationEvents)
    .where(eq(schema.quotationEvents.quotation_id, quotationId))
    .orderBy(schema.quotationEvents.id);
const auditOf = (offerId: number) =>
  ctx.db
    .select()
    .from(schema.adminActions)
    .where(
      and(
        eq(schema.adminActions.target_type, 'quotation_offer'),
        eq(schema.adminActions.target_key, String(offerId)),
      ),
    );
/** The bells about a quotation (type quotation.updated), oldest first. */
const bell = async (quotationId: number) =>
  (await quotationBells(ctx, quotationId)).map((x) => ({ to: x.user_id, title: x.title, body: x.body }));
/** The `quotation.changed` events a channel received about an offer. */
const changes = async (channel: string, offerId: number) =>
  (await ctx.db.select().from(schema.realtimeEvents).where(eq(schema.realtimeEvents.channel, channel)))
    .filter((e) => e.event === 'quotation.changed')
    .map((e) => e.data as { offer_id: number | null; machine: string; event: string; to: string })
    .filter((d) => d.offer_id === offerId || d.machine === 'quotation');
/** Ledger movements that paid an offer's escrow out (a release or a dispute's refund). */
const payOuts = async (offerId: number) =>
  Number(
    (
      await ctx.deps.pool.query(
        'select count(*)::int as n from ledger_transactions where idempotency_key in ($1, $2)',
        [`escrow-release:offer:${offerId}`, `escrow-refund:offer:${offerId}`],
      )
    ).rows[0].n,
  );

/**
 * The nurse (a person) buys from the clinic (an organization) through the API: the clinic offers
 * `amount`, the nurse pays it with tokens (all held), the clinic marks it completed and the nurse
 * rejects the work: a dispute.
 */
async function disputed(amount = 10) {
  const q = await makeQuotation(ctx, { userId: nurse.id }, { orgId: clinic.orgId! });
  const sent = await request(ctx, 'POST', `/quotations/send-offer/${q.id}`, c, {
    amount,
    description: 'Two home visits',
    delivery_date: '2099-01-01',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const offerId = sent.json().data.offer.id as number;
  await giveTokens(ctx, NURSE(), amount * 10, `dispute-${offerId}`);
  const paid = await request(ctx, 'PUT', `/quotations/accept-offer/${offerId}`, n, { use_tokens: true });
  expect(paid.statusCode, paid.body).toBe(200);
  expect((await request(ctx, 'POST', `/quotations/mark-as-completed/${offerId}`, c)).statusCode).toBe(200);
  const rejected = await request(ctx, 'PUT', `/quotations/accept-reject-completed-service/${offerId}`, n, {
    status: 'rejected',
    reason: REASON,
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  expect(await held(offerId)).toBe(amount * 10);
  return { quotationId: q.id, offerId };
}

describe('GET admin/quotation-disputes', () => {
  it('lists open disputes newest first with both sides, the amount held and the buyer’s reason; paged and searchable', async () => {
    const first = await disputed(10);
    const second = await disputed(20);
    const res = await list(a, `?pageSize=100&search=${encodeURIComponent(COMPANY)}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 100, last_page: 1 });
    const ids = page.data.map((d: { offer_id: number }) => d.offer_id);
    expect(ids.indexOf(second.offerId)).toBeLessThan(ids.indexOf(first.offerId));
    const item = page.data.find((d: { offer_id: number }) => d.offer_id === second.offerId);
    expect(item).toEqual({
      offer_id: second.offerId,
      quotation_id: second.quotationId,
      service: { id: expect.any(Number), title: expect.any(String), slug: expect.any(String) },
      buyer: {
        id: nurse.id,
        role: 'individual',
        slug: nurse.slug,
        name: expect.stringMatching(/^Test User\d+$/),
        image: null,
      },
      provider: { id: clinic.orgId, role: 'organization', slug: clinic.orgSlug, name: COMPANY, image: null },
      amount: 20,
      amount_cents: 2000,
      held_tokens: 200,
      reason: REASON,
      opened_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The admin lists' defaults: page 1 of 5.
    const byDefault = (await list(a)).json().data;
    expect(byDefault.per_page).toBe(5);
    const onePerPage = (await list(a, `?pageSize=1&page=2&search=${encodeURIComponent(COMPANY)}`)).json()
      .data;
    expect(onePerPage).toMatchObject({ current_page: 2, per_page: 1 });
    expect(onePerPage.data.map((d: { offer_id: number }) => d.offer_id)).toEqual([ids[1]]);
    // A search that matches nothing; a range of days before any dispute.
    expect((await list(a, '?search=no-such-party-xyz')).json().data.total).toBe(0);
    expect((await list(a, '?from=2001-01-01&to=2001-01-02')).json().data.total).toBe(0);
  });

  it('422 for a bad query; 401 signed out; 403 for a non-admin and for an admin without payments', async () => {
    expect((await list(a, '?pageSize=1000')).statusCode).toBe(422);
    expect((await list(a, '?from=2026-02-01&to=2026-01-01')).statusCode).toBe(422);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(n)).statusCode).toBe(403);
    expect((await list(c)).statusCode).toBe(403);
    expect((await list(moderator)).statusCode).toBe(403);
  });
});

describe('POST admin/quotation-disputes/{offer}/resolve', () => {
  it('release: the held tokens go to the provider, the quotation completes; history, audit, bells and live events', async () => {
    const { quotationId, offerId } = await disputed(10);
    const [nurseBefore, clinicBefore] = [await balance(ctx, NURSE()), await balance(ctx, CLINIC())];
    const res = await resolve(offerId, { outcome: 'release', reason: `  ${REASON} Paid in full.  ` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      offer_id: offerId,
      quotation_id: quotationId,
      outcome: 'release',
      completion: 'released',
      quotation_state: 'completed',
      tokens: 100,
    });
    expect(res.json().message).toContain('paid to the provider');
    expect(await balance(ctx, CLINIC())).toBe(clinicBefore + 100);
    expect(await balance(ctx, NURSE())).toBe(nurseBefore);
    expect(await held(offerId)).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
    expect((await offerRow(ctx, offerId)).completion).toBe('released');
    expect((await quotationRow(ctx, quotationId)).status).toBe('completed');
    // The history names the admin; the audit log keeps the (trimmed) reason.
    const history = await eventsOf(quotationId);
    expect(
      history.filter((e) => e.actor === 'admin').map((e) => [e.machine, e.event, e.from_state, e.to_state]),
    ).toEqual([
      ['completion', 'release', 'disputed', 'released'],
      ['quotation', 'complete', 'in_process', 'completed'],
    ]);
    expect(history.filter((e) => e.actor === 'admin').every((e) => e.actor_user_id === admin.id)).toBe(true);
    const audit = await auditOf(offerId);
    expect(audit).toEqual([
      expect.objectContaining({
        id: data.audit_id,
        admin_user_id: admin.id,
        action: 'dispute_release',
        reason: `${REASON} Paid in full.`,
        details: expect.objectContaining({ quotation_id: quotationId, outcome: 'release', tokens: 100 }),
      }),
    ]);
    // Both sides hear of it on their bell, with the reason.
    const told = (await bell(quotationId)).filter((b) => b.title.startsWith('HCTL decided'));
    expect(told).toEqual([
      {
        to: nurse.id,
        title: expect.stringMatching(
          /^HCTL decided the dispute about .+: \$10\.00 was paid to the provider\.$/,
        ),
        body: `HCTL's reason: ${REASON} Paid in full.`,
      },
      {
        to: clinic.id,
        title: expect.stringMatching(/for you: \$10\.00 was released to your wallet\.$/),
        body: `HCTL's reason: ${REASON} Paid in full.`,
      },
    ]);
    // The open threads and both sides' notify channels hear the moves live.
    for (const channel of [
      channelName.quotation(quotationId),
      channelName.notify(nurse.id),
      channelName.notify(clinic.id),
    ])
      expect((await changes(channel, offerId)).map((d) => d.event)).toEqual(
        expect.arrayContaining(['release', 'complete']),
      );
    // Both sides' thread shows the decision, with no button left; the history row reads 'admin'.
    for (const token of [n, c]) {
      const thread = await request(ctx, 'GET', `/quotations/messages/${quotationId}/service`, token);
      expect(thread.statusCode, thread.body).toBe(200);
      const t = thread.json().data;
      expect(t.offers[0]).toMatchObject({ completion: 'released', allowed_events: { completion: [] } });
      expect(t.quotation).toMatchObject({ state: 'completed', section: 'inactive' });
      expect(t.history.at(-1)).toMatchObject({ actor: 'admin', event: 'complete', to: 'completed' });
    }
    // It is no longer listed.
    const open = (await list(a, `?pageSize=100&search=${encodeURIComponent(COMPANY)}`)).json().data.data;
    expect(open.map((d: { offer_id: number }) => d.offer_id)).not.toContain(offerId);
  });

  it('refund: the held tokens go back to the buyer’s wallet; the provider gets nothing; the quotation completes', async () => {
    const { quotationId, offerId } = await disputed(7);
    const [nurseBefore, clinicBefore] = [await balance(ctx, NURSE()), await balance(ctx, CLINIC())];
    const res = await resolve(offerId, { outcome: 'refund', reason: 'The work was not done.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      completion: 'refunded',
      quotation_state: 'completed',
      tokens: 70,
    });
    expect(await balance(ctx, NURSE())).toBe(nurseBefore + 70);
    expect(await balance(ctx, CLINIC())).toBe(clinicBefore);
    expect(await held(offerId)).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
    expect((await offerRow(ctx, offerId)).completion).toBe('refunded');
    expect((await quotationRow(ctx, quotationId)).status).toBe('completed');
    expect((await auditOf(offerId)).map((x) => [x.action, x.reason])).toEqual([
      ['dispute_refund', 'The work was not done.'],
    ]);
    // The buyer's wallet reads it as a refund of the offer.
    const wallet = await request(ctx, 'GET', '/token-wallet', n);
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect(JSON.stringify(wallet.json().data)).toContain(`Refunded by HCTL for offer #${offerId}`);
    const told = (await bell(quotationId)).filter((b) => b.title.startsWith('HCTL decided'));
    expect(told.map((b) => [b.to, b.title.replace(/about .+?(:| for you:)/, 'about S$1')])).toEqual([
      [nurse.id, 'HCTL decided the dispute about S for you: $7.00 was refunded to your wallet as tokens.'],
      [clinic.id, 'HCTL decided the dispute about S: $7.00 was refunded to the buyer.'],
    ]);
  });

  it('refund to an organization buyer goes to the organization’s wallet', async () => {
    const buyer = await makeUser(ctx, { role: 'organization', approved: true });
    const b = await login(ctx, buyer);
    const provider = await makeUser(ctx);
    const p = await login(ctx, provider);
    const q = await makeQuotation(ctx, { orgId: buyer.orgId! }, { userId: provider.id });
    const sent = await request(ctx, 'POST', `/quotations/send-offer/${q.id}`, p, {
      amount: 5,
      description: 'One visit',
      delivery_date: '2099-01-01',
    });
    const offerId = sent.json().data.offer.id;
    await giveTokens(ctx, `org:${buyer.orgId!}`, 50, `dispute-org-${offerId}`);
    expect(
      (await request(ctx, 'PUT', `/quotations/accept-offer/${offerId}`, b, { use_tokens: true })).statusCode,
    ).toBe(200);
    expect(await balance(ctx, `org:${buyer.orgId!}`)).toBe(0);
    await request(ctx, 'POST', `/quotations/mark-as-completed/${offerId}`, p);
    await request(ctx, 'PUT', `/quotations/accept-reject-completed-service/${offerId}`, b, {
      status: 'rejected',
      reason: 'Nobody came.',
    });
    const res = await resolve(offerId, { outcome: 'refund', reason: 'Nobody came.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(ctx, `org:${buyer.orgId!}`)).toBe(50);
    expect(await balance(ctx, `user:${provider.id}`)).toBe(0);
  });

  it('422 for a missing or blank reason, an unknown outcome or a reason over 1000 characters; nothing moves', async () => {
    const { offerId } = await disputed(3);
    const bodies = [
      { outcome: 'refund' },
      { outcome: 'refund', reason: '   ' },
      { outcome: 'split', reason: 'Half each.' },
      { reason: 'No outcome.' },
      { outcome: 'release', reason: 'x'.repeat(1001) },
    ];
    for (const body of bodies) {
      const res = await resolve(offerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await resolve(offerId, { outcome: 'refund' })).json().errors).toHaveProperty('reason');
    expect((await resolve(offerId, { outcome: 'x', reason: 'y' })).json().errors).toHaveProperty('outcome');
    expect((await resolve('abc', { outcome: 'refund', reason: 'y' })).statusCode).toBe(422);
    expect((await offerRow(ctx, offerId)).completion).toBe('disputed');
    expect(await held(offerId)).toBe(30);
  });

  it('401 signed out; 403 for the buyer, the provider, another person and an admin without payments; 404 for an unknown offer', async () => {
    const { offerId } = await disputed(3);
    const body = { outcome: 'release', reason: 'Mine now.' };
    expect((await resolve(offerId, body, null)).statusCode).toBe(401);
    for (const token of [n, c, stranger, moderator])
      expect((await resolve(offerId, body, token)).statusCode).toBe(403);
    expect((await offerRow(ctx, offerId)).completion).toBe('disputed');
    expect(await held(offerId)).toBe(30);
    const unknown = await resolve(2_000_000_000, body);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an offer that is not in dispute (409) and moves nothing', async () => {
    const q = await makeQuotation(ctx, { userId: nurse.id }, { orgId: clinic.orgId! });
    const sent = await request(ctx, 'POST', `/quotations/send-offer/${q.id}`, c, {
      amount: 4,
      description: 'Visit',
      delivery_date: '2099-01-01',
    });
    const offerId = sent.json().data.offer.id;
    await giveTokens(ctx, NURSE(), 40, `not-disputed-${offerId}`);
    await request(ctx, 'PUT', `/quotations/accept-offer/${offerId}`, n, { use_tokens: true });
    await request(ctx, 'POST', `/quotations/mark-as-completed/${offerId}`, c);
    const res = await resolve(offerId, { outcome: 'refund', reason: 'Too early.' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('illegal_transition');
    expect(res.json().message).toBe(
      'This offer is not in dispute: the buyer has not answered the completed work yet.',
    );
    expect((await offerRow(ctx, offerId)).completion).toBe('marked_completed');
    expect(await held(offerId)).toBe(40);
    expect(await auditOf(offerId)).toEqual([]);
  });

  it('twice: the second decision is refused (409) and the money moved once', async () => {
    const { offerId } = await disputed(6);
    const clinicBefore = await balance(ctx, CLINIC());
    const nurseBefore = await balance(ctx, NURSE());
    expect((await resolve(offerId, { outcome: 'release', reason: 'Done.' })).statusCode).toBe(200);
    const again = await resolve(offerId, { outcome: 'release', reason: 'Done.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute was already decided: the provider was paid.');
    const other = await resolve(offerId, { outcome: 'refund', reason: 'Changed my mind.' });
    expect(other.statusCode).toBe(409);
    expect(await balance(ctx, CLINIC())).toBe(clinicBefore + 60);
    expect(await balance(ctx, NURSE())).toBe(nurseBefore);
    expect(await payOuts(offerId)).toBe(1);
    expect(await auditOf(offerId)).toHaveLength(1);
  });

  it('the same Idempotency-Key replays the first answer; the money moved once', async () => {
    const { offerId } = await disputed(2);
    const nurseBefore = await balance(ctx, NURSE());
    const key = `resolve-${offerId}`;
    const first = await resolve(offerId, { outcome: 'refund', reason: 'Refund.' }, a, key);
    const second = await resolve(offerId, { outcome: 'refund', reason: 'Refund.' }, a, key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await balance(ctx, NURSE())).toBe(nurseBefore + 20);
    expect(await payOuts(offerId)).toBe(1);
  });

  it('12 concurrent decisions (release and refund mixed): one wins, the others 409; the money moved once', async () => {
    const { quotationId, offerId } = await disputed(10);
    const [nurseBefore, clinicBefore] = [await balance(ctx, NURSE()), await balance(ctx, CLINIC())];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        resolve(offerId, { outcome: i % 2 ? 'refund' : 'release', reason: `Decision ${i}` }),
      ),
    );
    const codes = answers.map((x) => x.statusCode);
    expect(codes.filter((x) => x === 200)).toHaveLength(1);
    expect(codes.filter((x) => x !== 200).every((x) => x === 409)).toBe(true);
    const won = answers.find((x) => x.statusCode === 200)!.json().data.outcome as 'release' | 'refund';
    expect(await balance(ctx, CLINIC())).toBe(clinicBefore + (won === 'release' ? 100 : 0));
    expect(await balance(ctx, NURSE())).toBe(nurseBefore + (won === 'refund' ? 100 : 0));
    expect(await held(offerId)).toBe(0);
    expect(await payOuts(offerId)).toBe(1);
    expect(await auditOf(offerId)).toHaveLength(1);
    expect((await eventsOf(quotationId)).filter((e) => e.actor === 'admin')).toHaveLength(2);
    expect((await quotationRow(ctx, quotationId)).status).toBe('completed');
    expect(await ledgerIsSound(ctx)).toBe(true);
  });
});
