import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSuite, bearer, makeUser, type SignedIn, signedIn } from '../../../../test/context';
import { orgMember } from '../../org-team/__tests__/members';
import { authRepository } from '../auth.repository';
import { LISTENER_NAME } from '../session-changes.repository';

// Tests run with the cache off (they change rows behind the app's back); this file turns it on.
const { ctx, call } = apiSuite({ env: { SESSION_CACHE_SECONDS: '30' } });
const cache = () => ctx.app.modules.auth.services.sessions.cache;
const me = (token: string) => call('GET', '/individual/accounts', token).then((r) => r.statusCode);
const sql = (text: string, values: unknown[] = []) => ctx.deps.pool.query(text, values);

let user: SignedIn;
let reads: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  user = await signedIn(ctx);
  // The first signed-in call opens the channel; until it listens, calls read the row.
  expect(await me(user.token)).toBe(200);
  await expect.poll(() => cache().isListening, { timeout: 5_000 }).toBe(true);
  reads = vi.spyOn(authRepository, 'activeSession');
});
afterEach(() => reads.mockRestore());

describe('signed-in sessions kept in the process', () => {
  it('reads a session once for many calls while the channel listens', async () => {
    for (let i = 0; i < 5; i++) expect(await me(user.token)).toBe(200);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('logout ends the token at once', async () => {
    expect(await me(user.token)).toBe(200);
    expect((await call('POST', '/logout', user.token)).statusCode).toBe(200);
    expect(await me(user.token)).toBe(401);
  });

  it('a session revoked by SQL outside the app ends as soon as PostgreSQL announces it', async () => {
    expect(await me(user.token)).toBe(200);
    await sql('update sessions set revoked_at = now() where user_id = $1', [user.id]);
    await expect.poll(() => me(user.token), { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('a deactivated account is refused as soon as PostgreSQL announces it', async () => {
    expect(await me(user.token)).toBe(200);
    await sql('update users set is_active = false where id = $1', [user.id]);
    await expect.poll(() => me(user.token), { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('another person’s change leaves this session kept', async () => {
    const other = await signedIn(ctx);
    expect(await me(user.token)).toBe(200);
    await sql('update users set is_active = false where id = $1', [other.id]);
    await expect.poll(() => me(other.token), { timeout: 2_000, interval: 20 }).toBe(401);
    reads.mockClear();
    expect(await me(user.token)).toBe(200);
    expect(reads).toHaveBeenCalledTimes(0);
  });

  it('while the channel is down every call reads the row, and it listens again', async () => {
    expect(await me(user.token)).toBe(200);
    await sql(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_NAME],
    );
    await expect.poll(() => cache().isListening, { timeout: 2_000, interval: 10 }).toBe(false);
    reads.mockClear();
    expect(await me(user.token)).toBe(200);
    expect(await me(user.token)).toBe(200);
    expect(reads).toHaveBeenCalledTimes(2);
    await expect.poll(() => cache().isListening, { timeout: 5_000 }).toBe(true);
    // Revoked while down: the cache started empty, so the row is read again and the token refused.
    await sql('update sessions set revoked_at = now() where user_id = $1', [user.id]);
    await expect.poll(() => me(user.token), { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('an unknown or malformed token is never kept', async () => {
    expect((await call('GET', '/individual/accounts', 'nope')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/v1/individual/accounts', headers: bearer('x.y.z') })).statusCode,
    ).toBe(401);
  });
});

describe('organization-scoped reads kept in the process', () => {
  const jobs = (slug: string, token: string) =>
    call('GET', `/organization/${slug}/job`, token).then((r) => r.statusCode);
  let org: { id: number; slug: string };
  let member: SignedIn;
  let inOrg: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    const owner = await makeUser(ctx, { role: 'organization', approved: true });
    org = { id: owner.orgId ?? 0, slug: owner.orgSlug ?? '' };
    member = await orgMember(ctx, org.id, 'Recruiter', ['jobs']);
    // Adding the member is itself announced, a moment after its commit: let that land first, or it
    // drops what the first call below keeps.
    await new Promise((r) => setTimeout(r, 100));
    expect(await jobs(org.slug, member.token)).toBe(200);
    inOrg = vi.spyOn(authRepository, 'activeSessionInOrganization');
  });
  afterEach(() => inOrg.mockRestore());

  it('reads the session and membership once for many calls', async () => {
    for (let i = 0; i < 4; i++) expect(await jobs(org.slug, member.token)).toBe(200);
    expect(inOrg).toHaveBeenCalledTimes(0);
  });

  it('a permission taken from the member’s role is refused as soon as it is announced', async () => {
    await sql('update org_roles set permissions = $2 where organization_id = $1', [org.id, '["services"]']);
    await expect.poll(() => jobs(org.slug, member.token), { timeout: 2_000, interval: 20 }).toBe(403);
  });

  it('a member removed from the team no longer finds the organization', async () => {
    await sql('delete from organization_users where user_id = $1', [member.id]);
    await expect.poll(() => jobs(org.slug, member.token), { timeout: 2_000, interval: 20 }).toBe(404);
  });

  it('someone added to the team is let in as soon as it is announced', async () => {
    const outsider = await signedIn(ctx);
    expect(await jobs(org.slug, outsider.token)).toBe(404);
    const [{ role_id }] = (
      await sql('select role_id from organization_users where user_id = $1', [member.id])
    ).rows as { role_id: number }[];
    await sql(
      `insert into organization_users (organization_id, user_id, role_id, role_name) values ($1, $2, $3, 'Recruiter')`,
      [org.id, outsider.id, role_id],
    );
    await expect.poll(() => jobs(org.slug, outsider.token), { timeout: 2_000, interval: 20 }).toBe(200);
  });

  it('a renamed organization is found under its new slug only', async () => {
    await sql('update organizations set slug = $2 where id = $1', [org.id, `${org.slug}-renamed`]);
    await expect.poll(() => jobs(org.slug, member.token), { timeout: 2_000, interval: 20 }).toBe(404);
    expect(await jobs(`${org.slug}-renamed`, member.token)).toBe(200);
  });
});
