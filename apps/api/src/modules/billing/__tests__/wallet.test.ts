import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { TestGateway } from '../gateway';
import { addCard, balance, giveTokens, ledgerIsSound } from './helpers';

const gateway = new TestGateway('test-gateway-secret-for-wallet');
const { ctx, call } = apiSuite({ gateway });
let nurse: MadeUser;
let n: string;
let other: MadeUser;
let ot: string;
beforeAll(async () => {
  nurse = await makeUser(ctx);
  other = await makeUser(ctx);
  [n, ot] = await Promise.all([login(ctx, nurse), login(ctx, other)]);
});

describe('rewards', () => {
  it('pays the referrer once when the referred person verifies their e-mail', async () => {
    const [me] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, nurse.id));
    const email = `referred-${ctx.id}@example.test`;
    const reg = await call('POST', '/individual/register', undefined, {
      first_name: 'Rita',
      last_name: 'Referred',
      email,
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      referral_code: me.referral_code,
      terms: true,
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const mail = await ctx.db.query.outboundMessages.findFirst({ where: (m, { eq }) => eq(m.to, email) });
    const link = new URL(/(http\S+email-verification\S+)/.exec(mail!.text)![1]);
    const q = Object.fromEntries(link.searchParams);
    const verify = () =>
      call('GET', `/email/verify/${q.id}/${q.hash}?expires=${q.expires}&signature=${q.signature}`);
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(200);
    expect(await balance(ctx, `user:${nurse.id}`)).toBe(50);
    const count = await call('GET', '/individual/reward/token/count', n);
    expect(count.json().data).toMatchObject({ total_tokens: 50, rewards_count: 50, rewards_earned: 1 });
    const history = await call('GET', '/individual/reward/history/all', n);
    expect(history.json().data.data[0]).toMatchObject({ reward: 'referral_verified', tokens: 50 });
    const listing = (await call('GET', '/individual/reward/listing', n)).json().data;
    expect(listing.referral_code).toBe(me.referral_code);
    expect(listing.rewards.find((r: { key: string }) => r.key === 'referral_verified').earned).toBe(1);
    expect((await call('GET', '/individual/reward/token/count', ot)).json().data.total_tokens).toBe(0);
    expect((await call('GET', '/individual/reward/token/count')).statusCode).toBe(401);
  });

  it('reads an organization’s count only for those who may bill for it', async () => {
    const org = await makeUser(ctx, { role: 'organization' });
    const o = await login(ctx, org);
    await giveTokens(ctx, `org:${org.orgId!}`, 30);
    expect(
      (await call('GET', `/individual/reward/token/count?org_slug=${org.orgSlug}`, o)).json().data
        .total_tokens,
    ).toBe(30);
    expect((await call('GET', `/individual/reward/token/count?org_slug=${org.orgSlug}`, n)).statusCode).toBe(
      404,
    );
  });
});

describe('token wallet', () => {
  it('shows the balance and history page by page', async () => {
    const res = await call('GET', '/token-wallet?page=1', n);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total_tokens: 50, current_page: 1, per_page: 10, total: 1 });
    expect((await call('GET', '/token-wallet?page=-1', n)).statusCode).toBe(422);
    expect((await call('GET', '/token-wallet')).statusCode).toBe(401);
  });

  it('tops up with a card; a declined card adds nothing', async () => {
    const card = (await addCard(ctx, ot)).json().data;
    const res = await call('POST', '/token-wallet/top-up', ot, { tokens: 200, billing_method_id: card.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total_tokens).toBe(200);
    const bad = (await addCard(ctx, ot, '4000000000000341')).json().data;
    const declined = await call('POST', '/token-wallet/top-up', ot, {
      tokens: 200,
      billing_method_id: bad.id,
    });
    expect(declined.statusCode).toBe(400);
    expect(await balance(ctx, `user:${other.id}`)).toBe(200);
    expect(
      (await call('POST', '/token-wallet/top-up', n, { tokens: 200, billing_method_id: card.id })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/token-wallet/top-up', ot, { tokens: 1, billing_method_id: card.id })).statusCode,
    ).toBe(422);
  });
});

describe('payouts', () => {
  it('needs a verified payout account, then converts tokens at the configured rate', async () => {
    const early = await call('POST', '/individual/reward/token/pay-out', ot, { token_use: 100 });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('payout_account_required');
    const verify = await call('GET', `/individual/${other.slug}/connect-accounnt-verify`, ot);
    expect(verify.json().data).toMatchObject({ verified: true, status: 'verified' });
    expect((await call('GET', `/individual/${other.slug}/connect-accounnt-verify`, n)).statusCode).toBe(404);
    const small = await call('POST', '/individual/reward/token/pay-out', ot, { token_use: 10 });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.token_use).toMatch(/minimum/);
    const res = await call('POST', '/individual/reward/token/pay-out', ot, { token_use: 120 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      payout: { tokens: 120, amount: 12, status: 'paid' },
      total_tokens: 80,
    });
    const history = await call('GET', `/individual/${other.slug}/payout-history`, ot);
    expect(history.json().data.data).toHaveLength(1);
    expect((await call('GET', `/individual/${other.slug}/payout-history`, n)).statusCode).toBe(404);
    const over = await call('POST', `/individual/${other.slug}/payout`, ot, { token_use: 500 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.token_use).toBe('You have 80 tokens available.');
  });

  it('returns the tokens of a refused payout exactly once', async () => {
    await giveTokens(ctx, `user:${other.id}`, 100);
    gateway.failTransfers = true;
    const res = await call('POST', `/individual/${other.slug}/payout`, ot, { token_use: 150 });
    gateway.failTransfers = false;
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('payout_failed');
    expect(await balance(ctx, `user:${other.id}`)).toBe(180);
    const [failed] = await ctx.db.select().from(schema.payouts).where(eq(schema.payouts.status, 'failed'));
    await ctx.app.modules.billing.services.wallet.returnTokens(failed.id, 'again');
    expect(await balance(ctx, `user:${other.id}`)).toBe(180);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('lets 20 parallel payouts spend only what the balance covers', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    await giveTokens(ctx, `user:${u.id}`, 500);
    await call('GET', `/individual/${u.slug}/connect-accounnt-verify`, t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/individual/${u.slug}/payout`, t, { token_use: 100 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(15);
    expect(await balance(ctx, `user:${u.id}`)).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });
});

describe('license verification reward', () => {
  it('rewards the owner once when a super admin verifies a license; only super admins may', async () => {
    const admin = await makeUser(ctx, { role: 'super-admin' });
    const a = await login(ctx, admin);
    const owner = await makeUser(ctx);
    const [license] = await ctx.db
      .insert(schema.licenses)
      .values({
        user_id: owner.id,
        license_type: 'RN',
        license_number: 'RN-1',
        issuing_authority: 'Texas BON',
      })
      .returning();
    const url = `/admin/license/${license.id}/verification`;
    expect((await call('PUT', url, n, { status: 'verified' })).statusCode).toBe(403);
    expect((await call('PUT', url, undefined, { status: 'verified' })).statusCode).toBe(401);
    expect((await call('PUT', url, a, { status: 'approved' })).statusCode).toBe(422);
    expect(
      (await call('PUT', '/admin/license/999999/verification', a, { status: 'verified' })).statusCode,
    ).toBe(404);
    for (const status of ['verified', 'unverified', 'verified']) {
      expect((await call('PUT', url, a, { status })).statusCode).toBe(200);
    }
    expect(await balance(ctx, `user:${owner.id}`)).toBe(20);
  });
});

describe('profile completed reward', () => {
  it('rewards publishing a complete profile once, and not an incomplete one', async () => {
    const u = await makeUser(ctx, { phone: '+15125550199' });
    const t = await login(ctx, u);
    expect((await call('PUT', '/individual/publish', t)).statusCode).toBe(200);
    expect(await balance(ctx, `user:${u.id}`)).toBe(0);
    await ctx.db
      .update(schema.individualDetails)
      .set({
        occupation: 'ICU RN',
        specialty: 'Registered Nurse (RN)',
        about: 'Critical care nurse.',
        address: '1 Main St',
        languages: ['english'],
        profile_image: 'files/1',
      })
      .where(eq(schema.individualDetails.user_id, u.id));
    for (let i = 0; i < 2; i++) expect((await call('PUT', '/individual/publish', t)).statusCode).toBe(200);
    expect(await balance(ctx, `user:${u.id}`)).toBe(25);
  });
});
