import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSuite, bearer, type SignedIn, signedIn } from '../../../../test/context';
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
