import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiSuite,
  login,
  type MadeUser,
  makeUser,
  messagesTo,
  notificationsOf,
} from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { insertJob } from './search-jobs.fixtures';

const T0 = new Date('2026-11-23T10:00:00Z');
const clock = new FrozenClock(T0.getTime());
const { ctx, json: call } = apiSuite({ clock });
let nora: MadeUser;
let other: MadeUser;
let org: MadeUser;
let tNora: string;
let tOther: string;
let tOrg: string;
const saved = () => ctx.app.modules.search.services.savedSearches;
const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);

beforeAll(async () => {
  nora = await makeUser(ctx);
  other = await makeUser(ctx);
  org = await makeUser(ctx, { role: 'organization', company: 'Alert Health', approved: true });
  [tNora, tOther, tOrg] = await Promise.all([nora, other, org].map((u) => login(ctx, u)));
});

describe('saving, listing and toggling', () => {
  it('saves a search with its name defaulting to the text, lists it and answers a second save with the same one', async () => {
    const body = { search: 'icu nurse', kind: 'jobs', filters: { city: 'Boston', benefits: ['dental'] } };
    const first = await call('POST', '/save-search-result', tNora, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      name: 'icu nurse',
      search: 'icu nurse',
      kind: 'jobs',
      alert: true,
      status: 'active',
      new_matches: 0,
      link: '/search?q=icu+nurse&type=jobs&city=Boston&benefits=dental',
    });
    const again = await call('POST', '/save-search-result', tNora, {
      ...body,
      filters: { benefits: ['dental'], city: 'Boston' },
    });
    expect(again.body.data.id).toBe(first.body.data.id);
    const list = await call('GET', '/search-results', tNora);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, limit: 20 });
    expect(list.body.data.searches[0].id).toBe(first.body.data.id);
    expect((await call('GET', '/search-results', tOther)).body.data.searches).toEqual([]);
  });

  it('toggles the alert off and on; someone else gets 404', async () => {
    const s = await call('POST', '/save-search-result', tNora, { search: 'wound care', name: 'Wound care' });
    const id = s.body.data.id;
    expect((await call('GET', `/change-search-status/${id}`, tOther)).status).toBe(404);
    const off = await call('GET', `/change-search-status/${id}`, tNora);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ alert: false, status: 'inactive', name: 'Wound care' });
    expect(off.body.message).toBe('Alert turned off.');
    const on = await call('GET', `/change-search-status/${id}`, tNora);
    expect(on.body.data.alert).toBe(true);
    expect((await call('GET', '/change-search-status/999999', tNora)).status).toBe(404);
  });

  it('refuses invalid bodies and ids (422), visitors (401) and other account types (403)', async () => {
    const bad = await call('POST', '/save-search-result', tNora, { kind: 'spaceships' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain('kind');
    const badFilter = await call('POST', '/save-search-result', tNora, {
      kind: 'jobs',
      filters: { pay_min: '90', pay_max: '10', colour: 'red' },
    });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.errors).toMatchObject({
      'filters.colour': 'Unknown filter.',
      'filters.pay_max': 'The maximum pay must be at least the minimum.',
    });
    const alertOnGroups = await call('POST', '/save-search-result', tNora, { kind: 'groups', search: 'icu' });
    expect(alertOnGroups.status).toBe(422);
    expect(alertOnGroups.body.errors.alert).toMatch(/job searches/);
    expect((await call('GET', '/change-search-status/abc', tNora)).status).toBe(422);
    expect((await call('POST', '/save-search-result', null, { search: 'icu' })).status).toBe(401);
    expect((await call('GET', '/search-results', null)).status).toBe(401);
    expect((await call('GET', '/change-search-status/1', null)).status).toBe(401);
    expect((await call('POST', '/save-search-result', tOrg, { search: 'icu' })).status).toBe(403);
    expect((await call('GET', '/search-results', tOrg)).status).toBe(403);
  });

  it('keeps at most 20 saved searches per person (422 beyond)', async () => {
    const u = await makeUser(ctx);
    const t = await login(ctx, u);
    for (let i = 0; i < 20; i++) {
      expect((await call('POST', '/save-search-result', t, { search: `word${i}` })).status).toBe(200);
    }
    const over = await call('POST', '/save-search-result', t, { search: 'one too many' });
    expect(over.status).toBe(422);
    expect(over.body.errors.search).toMatch(/up to 20/);
  });
});

describe('job alerts', () => {
  it('announces a new matching job once, not a non-matching one, and the digest e-mail carries it', async () => {
    const person = await makeUser(ctx);
    const t = await login(ctx, person);
    await ctx.db
      .insert(schema.notificationSettings)
      .values({ user_id: person.id, digest: 'daily', digest_hour: 9, time_zone: 'America/Chicago' });
    const city = `Alertville ${ctx.id}`;
    const s = await call('POST', '/save-search-result', t, {
      kind: 'jobs',
      filters: { city },
      name: 'Alertville jobs',
    });
    expect(s.status).toBe(200);
    // Published before the search was saved: not news.
    await insertJob(ctx, org, { title: 'Old ICU Nurse', city, published_at: minutes(-30) });
    const match = await insertJob(ctx, org, { title: 'Travel ICU Nurse', city, published_at: minutes(1) });
    await insertJob(ctx, org, { title: 'ICU Nurse elsewhere', city: 'Nowhere', published_at: minutes(1) });
    // Published moments before the run: left for the next window.
    clock.set(minutes(10));
    const late = await insertJob(ctx, org, { title: 'Night ICU Nurse', city, published_at: minutes(9) });

    await saved().runAlerts();
    const mine = () => notificationsOf(ctx, person.id, 'saved_search.match').orderBy(schema.notifications.id);
    const first = await mine();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: '1 new job matches your saved search "Alertville jobs"',
      body: 'Travel ICU Nurse',
      link: `/search?type=jobs&city=${encodeURIComponent(city).replace(/%20/g, '+')}`,
    });
    expect(first[0].data).toMatchObject({ saved_search_id: s.body.data.id, count: 1 });
    expect(match.id).toBeGreaterThan(0);

    // A second run at the same time: nothing new, no duplicate.
    await saved().runAlerts();
    expect(await mine()).toHaveLength(1);

    // Later: the late job's window has closed over it; announced once.
    clock.set(minutes(20));
    await saved().runAlerts();
    const second = await mine();
    expect(second).toHaveLength(2);
    expect(second[1].body).toBe('Night ICU Nurse');
    expect(late.id).toBeGreaterThan(0);
    await saved().runAlerts();
    expect(await mine()).toHaveLength(2);

    // A search shows the saved searches beside its results without marking their matches seen…
    const aggregate = await call('GET', '/search?q=nurse', t);
    expect(aggregate.status).toBe(200);
    expect(aggregate.body.data.searches[0].new_matches).toBe(2);
    // …the list shows the matches found since last listed, once.
    const listed = await call('GET', '/search-results', t);
    expect(listed.body.data.searches[0].new_matches).toBe(2);
    expect(listed.body.data.searches[0].last_alert_at).not.toBeNull();
    expect((await call('GET', '/search-results', t)).body.data.searches[0].new_matches).toBe(0);

    // Alert off: a new match is not announced.
    await call('GET', `/change-search-status/${s.body.data.id}`, t);
    await insertJob(ctx, org, { title: 'Quiet ICU Nurse', city, published_at: minutes(21) });
    clock.set(minutes(40));
    await saved().runAlerts();
    expect(await mine()).toHaveLength(2);

    // The digest (9 a.m. in Chicago) lists both alerts on one line.
    const sent = await ctx.app.modules.notifications.services.delivery.digest(
      new Date('2026-11-23T15:00:00Z'),
    );
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = await messagesTo(ctx, person.email, 'notification.digest');
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('2 new updates on HCTL');
    expect(mail[0].text).toContain('- 2 alerts for your saved search "Alertville jobs"');
  });
});
