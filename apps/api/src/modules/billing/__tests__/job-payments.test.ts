import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { addCard, balance, giveTokens, ledgerIsSound, paymentsOf, subscribe, TRAVEL_JOB } from './helpers';

const { ctx, call } = apiSuite();
let org: MadeUser;
let o: string;
beforeAll(async () => {
  org = await makeUser(ctx, { role: 'organization', approved: true });
  await subscribe(ctx, org.orgId!);
  o = await login(ctx, org);
});

const newJob = async (token: string, slug: string, status = 'published') => {
  const res = await call('POST', `/organization/${slug}/job/create`, token, { ...TRAVEL_JOB, status });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.job.slug as string;
};

describe('paying for a promotion', () => {
  it('quotes tokens first and the card for the rest', async () => {
    const j = await newJob(o, org.orgSlug!);
    await giveTokens(ctx, `org:${org.orgId!}`, 200);
    const q = await call('GET', `/organization/${org.orgSlug}/job/${j}/payment-quote?kind=promote`, o);
    expect(q.json().data).toEqual({
      price: 49,
      token_value: 0.1,
      token_balance: 200,
      used_tokens: 200,
      remaining_tokens: 0,
      remaining_amount: 29,
    });
    const noTokens = await call(
      'GET',
      `/organization/${org.orgSlug}/job/${j}/payment-quote?kind=promote&use_tokens=false`,
      o,
    );
    expect(noTokens.json().data).toMatchObject({ used_tokens: 0, remaining_amount: 49 });
  });

  it('answers 400 without a card for the rest, and changes nothing', async () => {
    const j = await newJob(o, org.orgSlug!);
    const res = await call(
      'POST',
      `/organization/${org.orgSlug}/job/${j}/promote?slug=${org.orgSlug}`,
      o,
      {},
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'payment_required' });
    expect(res.json().message).toMatch(/200 tokens cover \$20\.00; add a card to pay the remaining \$29\.00/);
    expect(await balance(ctx, `org:${org.orgId!}`)).toBe(200);
    const [row] = await ctx.db.select().from(schema.jobs).where(eq(schema.jobs.slug, j));
    expect(row.is_featured).toBe(false);
  });

  it('returns held tokens when the card is declined', async () => {
    const j = await newJob(o, org.orgSlug!);
    const bad = (await addCard(ctx, o, '4000000000000341', org.orgSlug)).json().data;
    const res = await call('POST', `/organization/${org.orgSlug}/job/${j}/promote`, o, {
      billing_method_id: bad.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await balance(ctx, `org:${org.orgId!}`)).toBe(200);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('pays with tokens and the card, features the job, and resets the counters', async () => {
    const j = await newJob(o, org.orgSlug!);
    const card = (await addCard(ctx, o, '4242424242424242', org.orgSlug)).json().data;
    await call('PUT', `/billing-method/${card.id}/primary`, o);
    const res = await call(
      'POST',
      `/organization/${org.orgSlug}/job/${j}/promote?slug=${org.orgSlug}`,
      o,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your job is promoted for 30 days.',
      data: {
        job: { slug: j, is_featured: true },
        used_tokens: 200,
        charged_amount: 29,
        remaining_tokens: 0,
        remaining_amount: 0,
        token_balance: 0,
      },
    });
    const charges = (await paymentsOf(ctx, `org:${org.orgId!}`)).filter((p) => p.status === 'succeeded');
    expect(charges.map((p) => [p.purpose, p.amount_cents])).toEqual([['job_promotion', 2900]]);
    // The job says until when it is promoted (the web app's "Promoted" badge reads it).
    const until = Date.parse(res.json().data.job.promoted_until);
    expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const featured = await call('GET', '/feature-jobs');
    expect(featured.json().data[0].slug).toBe(j);
    const wallet = (await call('GET', `/token-wallet?slug=${org.orgSlug}`, o)).json().data;
    expect(wallet.data.map((x: { kind: string; tokens: number }) => [x.kind, x.tokens])).toContainEqual([
      'hold',
      -200,
    ]);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('refuses organizations without promotion access, other organizations and anonymous callers', async () => {
    const basic = await makeUser(ctx, { role: 'organization', approved: true });
    const b = await login(ctx, basic);
    const j = await newJob(b, basic.orgSlug!);
    const res = await call('POST', `/organization/${basic.orgSlug}/job/${j}/promote`, b, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('plan_required');
    expect((await call('POST', `/organization/${basic.orgSlug}/job/${j}/promote`, o, {})).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/organization/${basic.orgSlug}/job/${j}/promote`, undefined, {})).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/organization/${org.orgSlug}/job/x/promote`, o, { billing_method_id: 'card' }))
        .statusCode,
    ).toBe(422);
  });

  it('lets 20 parallel promotions spend only the tokens the balance covers', async () => {
    const rich = await makeUser(ctx, { role: 'organization', approved: true });
    await subscribe(ctx, rich.orgId!);
    const r = await login(ctx, rich);
    const jobs = [];
    for (let i = 0; i < 20; i++) jobs.push(await newJob(r, rich.orgSlug!, 'draft'));
    await giveTokens(ctx, `org:${rich.orgId!}`, 490 * 4);
    const results = await Promise.all(
      jobs.map((j) => call('POST', `/organization/${rich.orgSlug}/job/${j}/promote`, r, {})),
    );
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(4);
    expect(results.filter((x) => x.statusCode === 400)).toHaveLength(16);
    expect(await balance(ctx, `org:${rich.orgId!}`)).toBe(0);
    const promoted = await ctx.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.organization_id, rich.orgId!));
    expect(promoted.filter((x) => x.is_featured)).toHaveLength(4);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });
});

describe('publishing with a flat fee', () => {
  it('publishes a job over the plan limit once paid, and only then', async () => {
    const small = await makeUser(ctx, { role: 'organization', approved: true });
    const s = await login(ctx, small);
    for (let i = 0; i < 3; i++) await newJob(s, small.orgSlug!);
    const fourth = await newJob(s, small.orgSlug!);
    const free = await newJob(o, org.orgSlug!, 'draft');
    expect((await call('POST', `/organization/${org.orgSlug}/job/${free}/flat-fee`, o, {})).statusCode).toBe(
      409,
    );
    await addCard(ctx, s, '4242424242424242');
    const res = await call('POST', `/organization/${small.orgSlug}/job/${fourth}/flat-fee`, s, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      job: { status: 'published' },
      charged_amount: 29,
      used_tokens: 0,
    });
    expect(
      (await call('POST', `/organization/${small.orgSlug}/job/${fourth}/flat-fee`, s, {})).statusCode,
    ).toBe(409);

    // The paid job covers itself: archived and opened again, it is not charged again, even at the
    // plan's limit; and it does not take one of the plan's places.
    const jobUrl = `/organization/${small.orgSlug}/job/${fourth}`;
    expect((await call('POST', `${jobUrl}/archive`, s, {})).statusCode).toBe(200);
    const paidAgain = await call('POST', `${jobUrl}/flat-fee`, s, {});
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().message).toBe('This job is already paid for: open it without a fee.');
    const reopened = await call('POST', `${jobUrl}/open`, s, {});
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.status).toBe('published');
    const fees = (await paymentsOf(ctx, `org:${small.orgId!}`)).filter((p) => p.purpose === 'job_flat_fee');
    expect(fees).toHaveLength(1);
    // A copy of it is a new job: over the limit it needs its own fee.
    const copy = await call('POST', `${jobUrl}/duplicate`, s, {});
    expect(copy.statusCode, copy.body).toBe(200);
    const openCopy = await call(
      'POST',
      `/organization/${small.orgSlug}/job/${copy.json().data.slug}/open`,
      s,
      {},
    );
    expect(openCopy.json().code, openCopy.body).toBe('out_of_plan');
  });
});

describe('hire rewards', () => {
  it('rewards the hired person and the organization once per application', async () => {
    const j = await newJob(o, org.orgSlug!);
    const nurse = await makeUser(ctx);
    const [jobRow] = await ctx.db.select().from(schema.jobs).where(eq(schema.jobs.slug, j));
    const [app] = await ctx.db
      .insert(schema.jobApplications)
      .values({
        job_id: jobRow.id,
        organization_id: jobRow.organization_id,
        user_id: nurse.id,
        first_name: 'N',
        last_name: 'Urse',
        email: nurse.email,
      })
      .returning();
    for (let i = 0; i < 2; i++) {
      const res = await call(
        'POST',
        `/organization/${org.orgSlug}/job/change-status/${app!.id}?status=hired`,
        o,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await balance(ctx, `user:${nurse.id}`)).toBe(100);
    expect(await balance(ctx, `org:${org.orgId!}`)).toBe(50);
  });
});
