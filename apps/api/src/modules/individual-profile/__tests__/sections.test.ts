import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser, signedIn } from '../../../../test/context';
import { SECTION_BODIES } from '../../../../test/fixtures';
import { SECTIONS } from '../sections.config';

const { ctx, call } = apiSuite();
let tOwner: string;
let tOther: string;
beforeAll(async () => {
  ({ token: tOwner } = await signedIn(ctx));
  ({ token: tOther } = await signedIn(ctx));
  await call('PUT', '/individual/publish', tOwner);
});

const path = (p: string, id: number | string) => `/individual${p.replace(':id', String(id))}`;

const valid = SECTION_BODIES;
const invalid: Record<string, Record<string, unknown>> = {
  awards: { title: '' },
  certificates: { name: 'ACLS', issue_date: '2024-05-01', expiry_date: '2023-01-01' },
  licenses: { license_type: 'RN', license_number: 'X1', issuing_authority: 'TX', npi_number: '1234567890' },
  educations: { school: 'X', start_date: 'last year' },
  skills: { name: '', level: 'guru' },
  work_experiences: { title: 'RN' },
  publications: { title: 'Paper', url: 'not a link' },
  health_requirements: { requirement: 'chickenpox party', completed_on: '2025-01-01' },
};

describe.each(SECTIONS.map((s) => [s.key, s] as const))('%s', (key, sec) => {
  it('creates, lists, shows, updates, toggles visibility and deletes its own items', async () => {
    const created = await call(sec.create.methods[0], `/individual${sec.create.path}`, tOwner, valid[key]);
    expect(created.statusCode, created.body).toBe(200);
    const item = key === 'skills' ? created.json().data[0] : created.json().data;
    expect(item.id).toEqual(expect.any(Number));

    const list = await call('GET', `/individual${sec.list}`, tOwner);
    expect(list.json().data.map((i: { id: number }) => i.id)).toContain(item.id);
    expect((await call('GET', path(sec.show, item.id), tOwner)).json().data.id).toBe(item.id);

    const upd = await call(sec.update.methods[0], path(sec.update.path, item.id), tOwner, valid[key]);
    expect(upd.statusCode, upd.body).toBe(200);

    const before = item.is_visible;
    const vis = await call(sec.visibility.methods[0], path(sec.visibility.path, item.id), tOwner);
    expect(vis.statusCode).toBe(200);
    expect(vis.json().data.is_visible).toBe(!before);
    await call(sec.visibility.methods[0], path(sec.visibility.path, item.id), tOwner);

    expect((await call('DELETE', path(sec.remove, item.id), tOwner)).statusCode).toBe(200);
    expect((await call('GET', path(sec.show, item.id), tOwner)).statusCode).toBe(404);
  });

  it('rejects invalid input with field errors and stores nothing', async () => {
    const before = (await call('GET', `/individual${sec.list}`, tOwner)).json().data.length;
    const res = await call(sec.create.methods[0], `/individual${sec.create.path}`, tOwner, invalid[key]);
    expect(res.statusCode).toBe(422);
    expect(res.json().status).toBe('error');
    expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    expect((await call('GET', `/individual${sec.list}`, tOwner)).json().data.length).toBe(before);
  });

  it('needs a token', async () => {
    expect((await call('GET', `/individual${sec.list}`)).statusCode).toBe(401);
    expect(
      (await call(sec.create.methods[0], `/individual${sec.create.path}`, undefined, valid[key])).statusCode,
    ).toBe(401);
  });

  it("answers 404 for someone else's item and leaves it unchanged", async () => {
    const created = await call(sec.create.methods[0], `/individual${sec.create.path}`, tOther, valid[key]);
    const item = key === 'skills' ? created.json().data[0] : created.json().data;
    expect((await call('GET', path(sec.show, item.id), tOwner)).statusCode).toBe(404);
    expect(
      (await call(sec.update.methods[0], path(sec.update.path, item.id), tOwner, valid[key])).statusCode,
    ).toBe(404);
    expect(
      (await call(sec.visibility.methods[0], path(sec.visibility.path, item.id), tOwner)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', path(sec.remove, item.id), tOwner)).statusCode).toBe(404);
    const still = await call('GET', path(sec.show, item.id), tOther);
    expect(still.json().data).toMatchObject({ id: item.id, is_visible: item.is_visible });
  });
});

describe('section rules', () => {
  it('adds several skills at once with the spec text and skips duplicates', async () => {
    const res = await call('POST', '/individual/skills', tOwner, {
      skills: [{ name: 'Triage' }, { name: 'IV therapy' }, { name: 'triage' }],
    });
    expect(res.json()).toMatchObject({ message: 'Your skills has been added successfully.' });
    expect(res.json().data).toHaveLength(2);
    const again = await call('POST', '/individual/skills', tOwner, { skills: [{ name: 'TRIAGE' }] });
    expect(again.statusCode).toBe(409);
  });

  it('validates the NPI check digit', async () => {
    const bad = await call('POST', '/individual/licenses', tOwner, {
      ...valid.licenses,
      npi_number: '1234567890',
    });
    expect(bad.json().errors.npi_number).toMatch(/not a valid NPI/);
    const good = await call('POST', '/individual/licenses', tOwner, {
      ...valid.licenses,
      npi_number: '1234567893',
    });
    expect(good.statusCode).toBe(200);
  });

  it('shows an expired license as expired with its days', async () => {
    const res = await call('POST', '/individual/licenses', tOwner, {
      ...valid.licenses,
      npi_number: '',
      issue_date: '2019-01-01',
      expiry_date: '2021-01-01',
    });
    expect(res.json().data).toMatchObject({ verification_status: 'expired', is_expired: true });
    expect(res.json().data.days_to_expiry).toBeLessThan(0);
  });

  it('serves the license type catalogue publicly', async () => {
    expect((await call('GET', '/license-list')).json().data).toContainEqual({
      code: 'RN',
      name: 'Registered Nurse',
    });
  });
});

describe('visibility on the public profile', () => {
  it('shows visible items, hides hidden items, hidden sections and private health records', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    await call('PUT', '/individual/publish', t);
    await call('POST', '/individual/awards', t, { title: 'Shown award' });
    const hidden = (await call('POST', '/individual/awards', t, { title: 'Hidden award' })).json().data;
    await call('POST', `/individual/award-visibility/${hidden.id}`, t);
    await call('POST', '/individual/health-requirements', t, valid.health_requirements);
    await call('POST', '/individual/skills', t, { name: 'Wound care' });

    const pub = (await call('GET', `/individual/public-profile/${u.slug}`)).json().data;
    expect(pub.awards.map((a: { title: string }) => a.title)).toEqual(['Shown award']);
    expect(pub.health_requirements).toEqual([]);
    expect(pub.skills).toHaveLength(1);
    expect(pub.visibility).toBeUndefined();

    // The street address is private until shown; city and state are public.
    const account = {
      first_name: 'Ann',
      last_name: 'Lee',
      address: '12 Oak St',
      city: 'Austin',
      state: 'TX',
    };
    expect((await call('PUT', '/individual/accounts', t, account)).statusCode).toBe(200);
    const place = (await call('GET', `/individual/public-profile/${u.slug}`, tOther)).json().data;
    expect(place).toMatchObject({ address: null, city: 'Austin', state: 'TX' });
    expect((await call('GET', `/individual/public-profile/${u.slug}`, t)).json().data.address).toBe(
      '12 Oak St',
    );
    await call('POST', '/individual/visibility', t, { address: true });
    expect((await call('GET', `/individual/public-profile/${u.slug}`, tOther)).json().data.address).toBe(
      '12 Oak St',
    );

    const settings = await call('POST', '/individual/visibility', t, { skills: false, phone: true });
    expect(settings.json().data).toMatchObject({ skills: false, phone: true, email: false });
    expect((await call('GET', '/individual/visibility', t)).json().data.skills).toBe(false);
    expect((await call('GET', `/individual/public-profile/${u.slug}`, tOther)).json().data.skills).toEqual(
      [],
    );
    const own = (await call('GET', `/individual/public-profile/${u.slug}`, t)).json().data;
    expect(own.awards).toHaveLength(2);
    expect(own.health_requirements).toHaveLength(1);

    expect((await call('POST', '/individual/visibility', t, { skills: 'no' })).statusCode).toBe(422);
    expect((await call('POST', '/individual/visibility', t, { hobbies: true })).statusCode).toBe(422);
    expect((await call('GET', '/individual/visibility')).statusCode).toBe(401);
  });

  it('publishes the profile after a publication change (spec §4)', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    expect((await call('GET', `/individual/public-profile/${u.slug}`)).statusCode).toBe(404);
    await call('PUT', '/individual/publications', t, valid.publications);
    const pub = await call('GET', `/individual/public-profile/${u.slug}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.publications).toHaveLength(1);
  });
});
