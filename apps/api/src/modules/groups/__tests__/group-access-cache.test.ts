import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSuite, postForm } from '../../../../test/context';
import { GROUP_LISTENER_NAME } from '../group-changes.repository';
import { groupsRepository } from '../groups.repository';
import { mediaForm, person } from './groups-helpers';

// Tests run with the cache off (they change rows behind the app's back); this file turns it on.
const { ctx, json: call } = apiSuite({ env: { GROUP_ACCESS_CACHE_SECONDS: '30' } });
const cache = () => ctx.app.modules.groups.services.access.cache;
const sql = (text: string, values: unknown[] = []) => ctx.deps.pool.query(text, values);
/** The changes of the setup are announced a moment after their commit: let them land first. */
const settle = () => new Promise((r) => setTimeout(r, 100));

type P = Awaited<ReturnType<typeof person>>;
let owner: P;
let member: P;
let slug: string;
let groupId: number;
let postUid: string;
let reads: ReturnType<typeof vi.spyOn>;
const feed = (who: P) => call('GET', `/groups/${slug}/posts?take=10`, who.token).then((r) => r.status);
const comments = (who: P) =>
  call('GET', `/groups/${slug}/posts/${postUid}/comments?take=10`, who.token).then((r) => r.status);

async function join(who: P) {
  expect(
    (await call('POST', `/groups/${slug}/members/inviteUser`, owner.token, { user_id: who.user.id })).status,
  ).toBe(200);
  expect((await call('PUT', `/groups/${slug}/members/join`, who.token, {})).body.data.status).toBe('active');
}

beforeEach(async () => {
  owner = await person(ctx);
  member = await person(ctx);
  const created = await call('POST', '/groups/create', owner.token, {
    name: 'Night shift ICU',
    description: 'Protocols and support.',
    privacy: 'private',
  });
  slug = created.body.data.slug;
  groupId = created.body.data.id;
  await join(member);
  const post = await postForm(
    ctx,
    `/groups/${slug}/posts/create`,
    owner.token,
    mediaForm({ description: 'Hello' }, []),
  );
  expect(post.statusCode).toBe(200);
  postUid = post.json().data.uid;
  // The first read opens the channel; until it listens, every read goes to the database.
  expect(await feed(member)).toBe(200);
  await expect.poll(() => cache().isListening, { timeout: 5_000 }).toBe(true);
  await settle();
  expect(await feed(member)).toBe(200);
  reads = vi.spyOn(groupsRepository, 'bySlug');
});
afterEach(() => reads.mockRestore());

describe('an active member’s access to a group, kept in the process', () => {
  it('is read once for many feed and comment pages', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await feed(member)).toBe(200);
      expect(await comments(member)).toBe(200);
    }
    expect(reads).toHaveBeenCalledTimes(0);
  });

  it('a member removed outside the app loses the private feed as soon as PostgreSQL announces it', async () => {
    await sql('delete from group_members where group_id = $1 and user_id = $2', [groupId, member.user.id]);
    await expect.poll(() => feed(member), { timeout: 2_000, interval: 20 }).toBe(404);
  });

  it('a group removed outside the app is gone as soon as it is announced', async () => {
    await sql('update groups set deleted_at = now() where id = $1', [groupId]);
    await expect.poll(() => feed(member), { timeout: 2_000, interval: 20 }).toBe(404);
  });

  it('writes never use it: a removed member cannot comment, even before the announcement lands', async () => {
    await sql('delete from group_members where group_id = $1 and user_id = $2', [groupId, member.user.id]);
    const r = await call('POST', `/groups/${slug}/posts/${postUid}/comments/create`, member.token, {
      body: 'Hi',
    });
    expect(r.status).toBe(404);
  });

  it('someone not (yet) a member is never kept: who joins reads the feed at once', async () => {
    const newcomer = await person(ctx);
    expect(await feed(newcomer)).toBe(404);
    expect(await feed(newcomer)).toBe(404);
    expect(reads).toHaveBeenCalledTimes(2);
    await join(newcomer);
    expect(await feed(newcomer)).toBe(200);
  });

  it('another member’s change leaves this member’s access kept', async () => {
    await sql("update group_members set role = 'admin' where group_id = $1 and user_id = $2", [
      groupId,
      owner.user.id,
    ]);
    await settle();
    expect(await feed(member)).toBe(200);
    expect(reads).toHaveBeenCalledTimes(0);
  });

  it('while the channel is down every page reads the row, and it listens again', async () => {
    await sql(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [GROUP_LISTENER_NAME],
    );
    await expect.poll(() => cache().isListening, { timeout: 2_000, interval: 10 }).toBe(false);
    reads.mockClear();
    expect(await feed(member)).toBe(200);
    expect(await feed(member)).toBe(200);
    expect(reads).toHaveBeenCalledTimes(2);
    await expect.poll(() => cache().isListening, { timeout: 5_000 }).toBe(true);
    // Removed while down: the cache started empty, so the row is read again and the feed refused.
    await sql('delete from group_members where group_id = $1 and user_id = $2', [groupId, member.user.id]);
    await expect.poll(() => feed(member), { timeout: 2_000, interval: 20 }).toBe(404);
  });
});
