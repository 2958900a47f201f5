import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, codeIn, lastMessage, login, makeUser } from '../../../../test/context';
import { makeQuotation } from '../../quotations/__tests__/offers.fixtures';

const { ctx, call } = apiSuite();

describe('individual/profiles and the /choose step', () => {
  it('sets the category once chosen', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    expect((await call('GET', '/individual/profiles', t)).json().data.category).toBeNull();
    const bad = await call('POST', '/individual/profiles', t, { category: 'astronaut' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.category).toBeDefined();
    const res = await call('POST', '/individual/profiles', t, {
      category: 'professional',
      specialty: 'Registered Nurse (RN)',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      category: 'professional',
      account: { specialty: 'Registered Nurse (RN)' },
    });
    expect((await call('GET', '/individual/profiles')).statusCode).toBe(401);
  });
});

describe('individual/accounts', () => {
  it('updates the own account and publishes the profile', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    const res = await call('PUT', '/individual/accounts', t, {
      first_name: 'Nora',
      last_name: 'Reyes',
      phone_number: '+1 512 555 0199',
      occupation: 'ICU RN',
      address: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      languages: ['english', 'spanish'],
      social_links: { linked_in: 'https://linkedin.com/in/nora' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Nora Reyes',
      address: '12 Oak St',
      is_published: true,
      languages: ['english', 'spanish'],
    });
    const got = await call('GET', '/individual/accounts', t);
    expect(got.json().data.occupation).toBe('ICU RN');
  });

  it('rejects invalid fields and keeps the old values', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    const res = await call('PUT', '/individual/accounts', t, {
      first_name: '',
      last_name: 'X',
      languages: ['klingon'],
      zip_code: '!',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['first_name', 'languages.0', 'zip_code']),
    );
    expect((await call('GET', '/individual/accounts', t)).json().data.first_name).toBe('Test');
  });

  it('needs a token', async () => {
    expect(
      (await call('PUT', '/individual/accounts', undefined, { first_name: 'A', last_name: 'B' })).statusCode,
    ).toBe(401);
  });
});

describe('publish and public profile', () => {
  it('hides unpublished profiles from others and private fields from the public', async () => {
    const owner = await makeUser(ctx);
    const viewer = await makeUser(ctx);
    const to = await login(ctx, owner);
    const tv = await login(ctx, viewer);
    expect((await call('GET', `/individual/public-profile/${owner.slug}`)).statusCode).toBe(404);
    expect((await call('GET', `/individual/public-profile/${owner.slug}`, to)).statusCode).toBe(200);
    const pub = await call('PUT', '/individual/publish', to);
    expect(pub.json().data.is_published).toBe(true);
    await call('PUT', '/individual/accounts', to, {
      first_name: 'Ann',
      last_name: 'Lee',
      phone_number: '+15125550111',
      address: '1 Elm',
    });

    const anon = (await call('GET', `/individual/public-profile/${owner.slug}`)).json().data;
    expect(anon).toMatchObject({
      name: 'Ann Lee',
      // The street address is a contact detail: private until shown (DEFAULT_VISIBILITY).
      address: null,
      phone_number: null,
      email: null,
      is_owner: false,
    });
    const other = (
      await call('GET', `/individual/public-profile/${owner.slug}?individual_slug=${viewer.slug}`, tv)
    ).json().data;
    expect(other.phone_number).toBeNull();
    const own = (await call('GET', `/individual/public-profile/${owner.slug}`, to)).json().data;
    expect(own).toMatchObject({ phone_number: '+15125550111', address: '1 Elm', is_owner: true });
    expect((await call('GET', '/individual/public-profile/no-such-person')).statusCode).toBe(404);
  });
});

describe('phone verification codes', () => {
  it('verifies a phone and can turn on two-factor sign-in', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    const bad = await call('POST', '/individual/account/generate-otp', t, { phone_number: 'call me' });
    expect(bad.statusCode).toBe(422);
    expect(
      (await call('POST', '/individual/account/generate-otp', t, { phone_number: '+15125550123' }))
        .statusCode,
    ).toBe(200);
    const code = codeIn((await lastMessage(ctx, '+15125550123'))!.text);
    const res = await call('POST', '/individual/account/verify-otp', t, {
      otp: code,
      enable_two_factor: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone_number: '+15125550123' });
    const next = await call('POST', '/submit-login', null, { email: u.email, password: u.password });
    expect(next.json().data.otp_sent).toBe(true);
    expect((await call('POST', '/individual/account/verify-otp', undefined, { otp: code })).statusCode).toBe(
      401,
    );
  });
});

describe('deactivation and deletion', () => {
  it('account-withdrawal needs the password, deactivates and signs out', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    const wrong = await call('POST', '/account-withdrawal', t, { password: 'wrong-one1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Invalid Credentials!');
    expect((await call('POST', '/account-withdrawal', t, { password: u.password })).statusCode).toBe(200);
    expect((await call('GET', '/individual/accounts', t)).statusCode).toBe(401);
    const relog = await call('POST', '/submit-login', null, { email: u.email, password: u.password });
    expect(relog.json().code).toBe('account_deactivated');
  });

  it('account-active false deactivates; true keeps it active', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    expect(
      (await call('PUT', '/individual/account-active', t, { is_active: true, password: u.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/individual/account-active', t, { is_active: 'maybe', password: u.password }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', '/individual/account-active', t, { is_active: false, password: u.password }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/individual/accounts', t)).statusCode).toBe(401);
  });

  it('deletes only the own account, with the password', async () => {
    const u = await makeUser(ctx);
    const other = await makeUser(ctx);
    const t = await login(ctx, u);
    expect(
      (await call('DELETE', `/individual/account/${other.id}`, t, { password: u.password })).statusCode,
    ).toBe(404);
    expect(await ctx.db.query.users.findFirst({ where: (x, { eq }) => eq(x.id, other.id) })).toBeDefined();
    expect((await call('DELETE', `/individual/account/${u.id}`, t, {})).statusCode).toBe(422);
    const res = await call('DELETE', `/individual/account/${u.id}`, t, { password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Account Deleted Successfully!');
    // Closed, not deleted: other people's records keep their row; the address and sign-in are gone.
    const closed = await ctx.db.query.users.findFirst({ where: (x, { eq }) => eq(x.id, u.id) });
    expect(closed).toMatchObject({ is_active: false, email: `removed-${u.id}@removed.invalid` });
    expect((await call('GET', '/individual/accounts', t)).statusCode).toBe(401);
    expect(
      (await call('POST', '/submit-login', undefined, { email: u.email, password: u.password })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('refuses to delete an account with paid work in process or an open organization, and keeps it', async () => {
    const provider = await makeUser(ctx);
    const buyer = await makeUser(ctx);
    const quotation = await makeQuotation(
      ctx,
      { userId: buyer.id },
      { userId: provider.id },
      { status: 'in_process' },
    );
    for (const who of [provider, buyer]) {
      const t = await login(ctx, who);
      const res = await call('DELETE', `/individual/account/${who.id}`, t, { password: who.password });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/a quotation in process/);
      expect((await call('GET', '/individual/accounts', t)).statusCode).toBe(200);
    }
    // Completed, the quotation no longer holds the deletion; the other side keeps it.
    await ctx.db
      .update(schema.quotations)
      .set({ status: 'completed' })
      .where(eq(schema.quotations.id, quotation.id));
    const tp = await login(ctx, provider);
    expect(
      (await call('DELETE', `/individual/account/${provider.id}`, tp, { password: provider.password }))
        .statusCode,
    ).toBe(200);
    expect(
      await ctx.db.query.quotations.findFirst({ where: (x, { eq }) => eq(x.id, quotation.id) }),
    ).toBeDefined();

    const owner = await makeUser(ctx, { role: 'organization', company: 'Deletion Test Clinic' });
    const to = await login(ctx, owner);
    const owned = await call('DELETE', `/individual/account/${owner.id}`, to, { password: owner.password });
    expect(owned.statusCode).toBe(409);
    expect(owned.json().message).toBe(
      'You own Deletion Test Clinic. Archive it before deleting your account.',
    );
  });
});

describe('social links', () => {
  it('treats blank links as not given and rejects malformed ones', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    const ok = await call('PUT', '/individual/accounts', t, {
      first_name: 'A',
      last_name: 'B',
      social_links: { facebook: '', linked_in: 'https://linkedin.com/in/ab' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.social_links).toEqual({ linked_in: 'https://linkedin.com/in/ab' });
    const bad = await call('PUT', '/individual/accounts', t, {
      first_name: 'A',
      last_name: 'B',
      social_links: { twitter: 'not a link' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['social_links.twitter']).toBeDefined();
    const cleared = await call('PUT', '/individual/accounts', t, {
      first_name: 'A',
      last_name: 'B',
      phone_number: '',
      zip_code: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ phone_number: null, zip_code: null });
  });
});
