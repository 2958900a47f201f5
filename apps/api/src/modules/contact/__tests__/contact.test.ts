import { schema } from '@hctl/db';
import { describe, expect, it } from 'vitest';
import { apiSuite, lastMessage } from '../../../../test/context';

const { ctx, call } = apiSuite();

const form = {
  first_name: 'Sam',
  last_name: 'Hill',
  email: 'sam@example.test',
  phone_number: '+1 512 555 0100',
  find_us: 'Search engine',
  message: 'We would like to list 40 travel nurse openings.',
};

/** The contact form as sent from `ip` (the throttles count per address). */
const sendFrom = (ip: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/contact-us', payload, remoteAddress: ip });

describe('contact-us', () => {
  it('stores the message, mails support and the sender', async () => {
    const res = await sendFrom('10.9.0.1', form);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you for contacting us. We will get back to you shortly.');
    expect(await ctx.db.select().from(schema.contactMessages)).toHaveLength(1);
    expect((await lastMessage(ctx, 'sam@example.test'))?.template).toBe('contact-ack');
    expect((await lastMessage(ctx, ctx.deps.config.SUPPORT_EMAIL))?.text).toContain('40 travel nurse');
  });

  it('rejects a short message without storing it', async () => {
    const res = await call('POST', '/contact-us', null, { ...form, message: 'hi', email: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['message', 'email']));
    expect(await ctx.db.select().from(schema.contactMessages)).toHaveLength(1);
  });

  it('throttles a flood from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await sendFrom('10.9.0.2', { ...form, email: `flood${i}@example.test` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('contact-us abuse', () => {
  const victim = 'victim@example.test';
  const hostile = {
    ...form,
    first_name: 'Visit http://evil.test',
    email: victim,
    message: 'Your account is locked, sign in at http://evil.test/login to unlock it.',
  };

  it('acknowledges with a fixed confirmation that echoes nothing the sender typed', async () => {
    const res = await sendFrom('10.9.1.1', hostile);
    expect(res.statusCode).toBe(200);
    const ack = await lastMessage(ctx, victim, 'contact-ack');
    expect(ack?.text).toContain('We received your message');
    expect(ack?.text).not.toContain('evil.test');
    expect(ack?.text).not.toContain('account is locked');
    expect(ack?.subject).not.toContain('evil.test');
    // Support still gets the whole message.
    expect((await lastMessage(ctx, ctx.deps.config.SUPPORT_EMAIL))?.text).toContain('account is locked');
  });

  it('limits mail to one recipient address whatever the sending IP (and +tags count as the address)', async () => {
    const statuses = [];
    const recipients = [victim, victim, 'victim+x@example.test', victim];
    for (const [i, email] of recipients.entries()) {
      statuses.push((await sendFrom(`10.9.2.${i + 1}`, { ...hostile, email })).statusCode);
    }
    // The first test already mailed the victim once: 3 per day in all.
    expect(statuses).toEqual([200, 200, 429, 429]);
    const acks = await ctx.db.query.outboundMessages.findMany({
      where: (m, { and, like }) => and(like(m.to, 'victim%'), like(m.template, 'contact-ack')),
    });
    expect(acks).toHaveLength(3);
    // Another address from the same IPs is still served.
    const other = await sendFrom('10.9.2.1', { ...form, email: 'someone@example.test' });
    expect(other.statusCode).toBe(200);
  });
});

describe('newsletter and catalogue', () => {
  it('subscribes idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/newsltter-subscription', null, { email: 'News@Example.test' });
      expect(res.json()).toMatchObject({
        status: 'success',
        message: 'You have subscribed to our newsletter.',
      });
    }
    expect(await ctx.db.select().from(schema.newsletterSubscriptions)).toEqual([
      expect.objectContaining({ email: 'news@example.test' }),
    ]);
    expect((await call('POST', '/newsltter-subscription', null, {})).statusCode).toBe(422);
  });

  it('lists specialties publicly', async () => {
    const res = await call('GET', '/specialty');
    expect(res.json().data).toContainEqual({ id: 1, name: 'Registered Nurse (RN)' });
  });
});
