import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, lastMessage, type TestContext } from '../../../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const form = {
  first_name: 'Sam',
  last_name: 'Hill',
  email: 'sam@example.test',
  phone_number: '+1 512 555 0100',
  find_us: 'Search engine',
  message: 'We would like to list 40 travel nurse openings.',
};

describe('contact-us', () => {
  it('stores the message, mails support and the sender', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: form,
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you for contacting us. We will get back to you shortly.');
    expect(await ctx.db.select().from(schema.contactMessages)).toHaveLength(1);
    expect((await lastMessage(ctx, 'sam@example.test'))?.template).toBe('contact-ack');
    expect((await lastMessage(ctx, ctx.deps.config.SUPPORT_EMAIL))?.text).toContain('40 travel nurse');
  });

  it('rejects a short message without storing it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { ...form, message: 'hi', email: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['message', 'email']));
    expect(await ctx.db.select().from(schema.contactMessages)).toHaveLength(1);
  });

  it('throttles a flood from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/contact-us',
            payload: form,
            remoteAddress: '10.9.0.2',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('newsletter and catalogue', () => {
  it('subscribes idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/newsltter-subscription',
        payload: { email: 'News@Example.test' },
      });
      expect(res.json()).toMatchObject({
        status: 'success',
        message: 'You have subscribed to our newsletter.',
      });
    }
    expect(await ctx.db.select().from(schema.newsletterSubscriptions)).toEqual([
      expect.objectContaining({ email: 'news@example.test' }),
    ]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/newsltter-subscription', payload: {} }))
        .statusCode,
    ).toBe(422);
  });

  it('lists specialties publicly', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/specialty' });
    expect(res.json().data).toContainEqual({ id: 1, name: 'Registered Nurse (RN)' });
  });
});
