import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiSuite, lastMessage, login, type MadeUser, makeUser } from '../../../../test/context';
import { TestGateway } from '../gateway';
import { addCard } from './helpers';

/** Who a payer is to the gateway and in plan e-mails: a person by their name, never their URL slug. */
const gateway = new TestGateway('test-gateway-secret-for-billing-owner');
const createCustomer = vi.spyOn(gateway, 'createCustomer');
/** What each gateway customer was created with. */
const customers = () =>
  createCustomer.mock.calls.map((c) => (c as unknown as [{ name: string; email: string }])[0]);
const { ctx, call } = apiSuite({ gateway });
let nurse: MadeUser;
let n: string;
beforeAll(async () => {
  nurse = await makeUser(ctx);
  await ctx.db
    .update(schema.users)
    .set({ first_name: 'Nora', last_name: 'Reyes' })
    .where(eq(schema.users.id, nurse.id));
  n = await login(ctx, nurse);
});

describe('a person as a payer', () => {
  it('is the gateway customer and the plan e-mail under their first and last name', async () => {
    const card = (await addCard(ctx, n)).json().data;
    expect(customers()).toEqual([expect.objectContaining({ name: 'Nora Reyes', email: nurse.email })]);

    const up = await call('POST', '/subscription/subscription_plans/individual-pro/change', n, {
      billing_method_id: card.id,
    });
    expect(up.statusCode, up.body).toBe(200);
    const mail = await lastMessage(ctx, nurse.email, 'plan-changed');
    expect(mail?.text).toMatch(/^Nora Reyes is now on the Professional Plan\. We charged \$/);
    expect(mail?.text).not.toContain(nurse.slug);
  });

  it('an organization stays its company name', async () => {
    const org = await makeUser(ctx, { role: 'organization', approved: true, company: 'Harbor Home Care' });
    const o = await login(ctx, org);
    const card = (await addCard(ctx, o, '4242424242424242', org.orgSlug)).json().data;
    expect(customers().at(-1)).toMatchObject({ name: 'Harbor Home Care' });
    const up = await call('POST', '/subscription/subscription_plans/organization-premium/change', o, {
      billing_method_id: card.id,
      slug: org.orgSlug,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await lastMessage(ctx, org.email, 'plan-changed'))?.text).toMatch(
      /^Harbor Home Care is now on the Premium Plan\./,
    );
  });
});
