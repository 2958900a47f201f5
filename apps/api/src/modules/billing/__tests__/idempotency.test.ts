import type { OwnerKey } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, request } from '../../../../test/context';
import { idempotencyRepository } from '../../../plugins/idempotency.repository';
import { addCard, balance, ledgerIsSound, paymentsOf, subscribe, TRAVEL_JOB } from './helpers';

/**
 * `Idempotency-Key` on the calls that move money (plugins/idempotency.ts): one key, one charge,
 * one answer — also for twins sent at the same moment.
 */
const { ctx, call } = apiSuite();
let nurse: MadeUser;
let n: string;
let other: MadeUser;
let ot: string;
let card: { id: number };
let otherCard: { id: number };
beforeAll(async () => {
  [nurse, other] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
  [n, ot] = await Promise.all([login(ctx, nurse), login(ctx, other)]);
  card = (await addCard(ctx, n)).json().data;
  otherCard = (await addCard(ctx, ot)).json().data;
});

const send = (method: 'POST', url: string, token: string, payload: object, key?: string) =>
  request(ctx, method, url, token, payload, key === undefined ? {} : { 'idempotency-key': key });
const topUp = (token: string, body: object, key?: string) =>
  send('POST', '/token-wallet/top-up', token, body, key);

/** Ledger transactions of one kind that moved tokens into an owner's account. */
async function ledgerTransactions(owner: OwnerKey, kind: string) {
  const r = await ctx.deps.pool.query(
    `select count(distinct t.id)::int as n from ledger_transactions t
     join ledger_entries e on e.transaction_id = t.id join wallet_accounts a on a.id = e.account_id
     where a.owner_key = $1 and t.kind = $2`,
    [owner, kind],
  );
  return r.rows[0].n as number;
}
const charges = async (owner: OwnerKey) =>
  (await paymentsOf(ctx, owner)).filter((p) => p.status === 'succeeded');

describe('Idempotency-Key on a token top-up', () => {
  it('charges once for 20 concurrent identical requests, and all 20 get the same answer', async () => {
    const owner: OwnerKey = `user:${nurse.id}`;
    const body = { tokens: 100, billing_method_id: card.id };
    const answers = await Promise.all(Array.from({ length: 20 }, () => topUp(n, body, 'topup-attempt-1')));
    expect(answers[0].statusCode, answers[0].body).toBe(200);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(answers[0].body);
    }
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(answers[0].json().data.total_tokens).toBe(100);
    expect(await charges(owner)).toHaveLength(1);
    expect(await ledgerTransactions(owner, 'top_up')).toBe(1);
    expect(await balance(ctx, owner)).toBe(100);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('replays the stored answer to a retry after success, without a second charge', async () => {
    const owner: OwnerKey = `user:${nurse.id}`;
    const body = { tokens: 50, billing_method_id: card.id };
    const first = await topUp(n, body, 'topup-attempt-2');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await topUp(n, body, 'topup-attempt-2');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await charges(owner)).toHaveLength(2);
    expect(await balance(ctx, owner)).toBe(150);
  });

  it('refuses the same key with a different body (422), and charges nothing', async () => {
    const owner: OwnerKey = `user:${nurse.id}`;
    const reused = await topUp(n, { tokens: 999, billing_method_id: card.id }, 'topup-attempt-2');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ status: 'error', code: 'validation_failed' });
    expect(reused.json().errors['Idempotency-Key']).toMatch(/already used for a different request/);
    // The same key on another money route is another request too.
    const payout = await send(
      'POST',
      '/individual/reward/token/pay-out',
      n,
      { token_use: 100 },
      'topup-attempt-2',
    );
    expect(payout.statusCode).toBe(422);
    expect(await charges(owner)).toHaveLength(2);
    expect(await balance(ctx, owner)).toBe(150);
  });

  it("never replays another caller's answer: the same key from another user is their own", async () => {
    // Someone else's key on the nurse's card: the service refuses the card, no replay of the nurse's top-up.
    const foreign = await topUp(ot, { tokens: 50, billing_method_id: card.id }, 'topup-attempt-2');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.billing_method_id).toBeDefined();
    expect(foreign.body).not.toContain('payment_id');
    const own = await topUp(ot, { tokens: 30, billing_method_id: otherCard.id }, 'topup-attempt-1');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['idempotent-replayed']).toBeUndefined();
    expect(own.json().data.total_tokens).toBe(30);
    expect(await charges(`user:${other.id}`)).toHaveLength(1);
    expect(await charges(`user:${nurse.id}`)).toHaveLength(2);
  });

  it('runs every request without a key, as before', async () => {
    const owner: OwnerKey = `user:${other.id}`;
    const body = { tokens: 10, billing_method_id: otherCard.id };
    const [a, b] = await Promise.all([topUp(ot, body), topUp(ot, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await charges(owner)).toHaveLength(3);
  });

  it('refuses a malformed key before doing anything', async () => {
    const body = { tokens: 10, billing_method_id: otherCard.id };
    for (const key of ['', ' ', 'x'.repeat(256), 'ключ']) {
      const res = await topUp(ot, body, key);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors['Idempotency-Key']).toMatch(/1 to 255 printable characters/);
    }
    expect(await charges(`user:${other.id}`)).toHaveLength(3);
  });

  it('keeps a declined charge as the answer to its key, and a new key tries again', async () => {
    const bad = (await addCard(ctx, ot, '4000000000000341')).json().data;
    const body = { tokens: 10, billing_method_id: bad.id };
    const declined = await topUp(ot, body, 'declined-1');
    expect(declined.statusCode).toBe(400);
    const again = await topUp(ot, body, 'declined-1');
    expect(again.body).toBe(declined.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await paymentsOf(ctx, `user:${other.id}`)).filter((p) => p.status === 'failed')).toHaveLength(1);
    expect((await topUp(ot, body, 'declined-2')).statusCode).toBe(400);
    expect((await paymentsOf(ctx, `user:${other.id}`)).filter((p) => p.status === 'failed')).toHaveLength(2);
  });
});

describe('Idempotency-Key on a job promotion', () => {
  it('promotes and charges once for 10 concurrent clicks with one key', async () => {
    const org = await makeUser(ctx, { role: 'organization', approved: true });
    await subscribe(ctx, org.orgId!);
    const o = await login(ctx, org);
    const orgCard = (await addCard(ctx, o, '4242424242424242', org.orgSlug)).json().data;
    const created = await call('POST', `/organization/${org.orgSlug}/job/create`, o, {
      ...TRAVEL_JOB,
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json().data.job.slug as string;
    const url = `/organization/${org.orgSlug}/job/${job}/promote?slug=${org.orgSlug}`;
    const body = { billing_method_id: orgCard.id, use_tokens: false };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', url, o, body, 'promote-1')),
    );
    expect(answers[0].statusCode, answers[0].body).toBe(200);
    for (const a of answers) expect([a.statusCode, a.body]).toEqual([200, answers[0].body]);
    const paid = await charges(`org:${org.orgId!}`);
    expect(paid.map((p) => p.purpose)).toEqual(['job_promotion']);
    // The organization check still comes first: an outsider with the same key gets 404, not the answer.
    expect((await send('POST', url, n, body, 'promote-1')).statusCode).toBe(404);
  });
});

describe('a top-up retried after its answer was lost', () => {
  it('charges once when the first answer was lost after the charge and the key freed (a 5xx frees it)', async () => {
    const owner: OwnerKey = `user:${nurse.id}`;
    const before = await charges(owner);
    const tokensBefore = await balance(ctx, owner);
    const body = { tokens: 17, billing_method_id: card.id };
    const first = await topUp(n, body, 'topup-lost-answer');
    expect(first.statusCode, first.body).toBe(200);
    // What the plugin does after a 5xx: the request key is released for the client's retry.
    await idempotencyRepository.release(ctx.db, nurse.id, 'topup-lost-answer');
    const retry = await topUp(n, body, 'topup-lost-answer');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.payment_id).toBe(first.json().data.payment_id);
    expect(await charges(owner)).toHaveLength(before.length + 1);
    expect(await balance(ctx, owner)).toBe(tokensBefore + 17);
    // The same key for another amount once freed: refused, nothing charged.
    await idempotencyRepository.release(ctx.db, nurse.id, 'topup-lost-answer');
    const other = await topUp(n, { tokens: 18, billing_method_id: card.id }, 'topup-lost-answer');
    expect(other.statusCode).toBe(422);
    expect(await charges(owner)).toHaveLength(before.length + 1);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });
});

describe('the key store', () => {
  it('lets an expired key (24 h) be taken again, whatever it held', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const day = 24 * 60 * 60 * 1000;
    const claim = (hash: string, when: Date) =>
      idempotencyRepository.claim(ctx.db, {
        userId: nurse.id,
        key: 'store-1',
        hash,
        now: when,
        expiredBefore: at(when.getTime() - now.getTime() - day),
        staleBefore: at(when.getTime() - now.getTime() - 5 * 60 * 1000),
      });
    expect(await claim('a', now)).toBe(true);
    await idempotencyRepository.complete(ctx.db, nurse.id, 'store-1', 200, '{}');
    expect(await claim('a', at(day - 1000))).toBe(false);
    expect(await claim('b', at(day + 1000))).toBe(true);
    // An unfinished run with the same request is taken over once stale, not before.
    expect(await claim('b', at(day + 2000))).toBe(false);
    expect(await claim('c', at(day + 10 * 60 * 1000))).toBe(false);
    expect(await claim('b', at(day + 10 * 60 * 1000))).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('documents the optional Idempotency-Key header on every money-moving operation', async () => {
    await ctx.app.ready();
    const doc = ctx.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; parameters?: { in: string; name: string; required?: boolean }[] }
        >
      >;
    };
    const withHeader = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) =>
        op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key' && !p.required),
      )
      .map((op) => op.operationId)
      .sort();
    expect(withHeader).toEqual([
      'acceptFlexlinkQuotationOffer',
      'acceptQuotationOffer',
      'answerQuotationCompletedService',
      'changePlan',
      'createServiceGallery',
      'endQuotationCall',
      'markQuotationOfferCompleted',
      'payOutRewardTokens',
      'promoteAdvertisement',
      'promoteIndividualServicePost',
      'promoteIndividualServiceRequest',
      'promoteJob',
      'promoteOrganizationServicePost',
      'promoteOrganizationServiceRequest',
      'promoteServiceGallery',
      'publishJobWithFlatFee',
      'rejectQuotationCall',
      'rejectQuotationOffer',
      'requestPayout',
      'requestQuotationCall',
      'requestQuote',
      'resolveAdminQuotationDispute',
      'restoreQuotation',
      'sendQuotationMessage',
      'sendQuotationOffer',
      'startQuotationCall',
      'temporaryAcceptQuotationOffer',
      'topUpTokenWallet',
      'trashQuotation',
      'updateDraftQuote',
    ]);
  });
});
