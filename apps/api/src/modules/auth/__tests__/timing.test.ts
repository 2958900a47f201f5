import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { apiSuite, makeUser } from '../../../../test/context';

/**
 * The neutral answers (register, password-request, sent-otp-login) must take about as long for an
 * e-mail with an account as for one without, or the timing tells which addresses are registered.
 * Production's bcrypt cost (10 rounds) is used: hashing is what made the paths differ.
 *
 * Not flaky on a busy machine: each path is timed several times, interleaved (a load spike hits
 * both), and medians are compared with a ratio. After the fix the medians are within ~1.1x of
 * each other (both hash; both wait for NEUTRAL_ANSWER_FLOOR_MS, which dwarfs the database work);
 * before it they were 1.9x to 9x apart on the 2-core test machine (register: a lookup against a
 * bcrypt hash; the others: a lookup against inserts and a queued message).
 */
const ROUNDS = 7;
const MAX_RATIO = 1.5;

const { ctx } = apiSuite({ env: { BCRYPT_ROUNDS: '10' } });

let ip = 0;
const post = async (url: string, payload: object) => {
  ip++;
  const t0 = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: `10.60.${ip >> 8}.${ip & 255}`,
  });
  const ms = performance.now() - t0;
  expect(res.statusCode, res.body).toBe(200);
  return ms;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let fresh = 0;
const unknownEmail = () => `nobody-${++fresh}-${ctx.id}@example.test`;

/** Times `call` for a registered and an unknown e-mail, alternating, and returns both medians. */
async function compare(call: (email: string) => Promise<number>) {
  const known: number[] = [];
  const unknown: number[] = [];
  await call(unknownEmail()); // warm-up: prepared statements, queue connection
  for (let i = 0; i < ROUNDS; i++) {
    // A new registered user each time, so per-address limits never answer early.
    const u = await makeUser(ctx);
    if (i % 2) {
      known.push(await call(u.email));
      unknown.push(await call(unknownEmail()));
    } else {
      unknown.push(await call(unknownEmail()));
      known.push(await call(u.email));
    }
  }
  const [k, n] = [median(known), median(unknown)];
  return { known: k, unknown: n, ratio: Math.max(k, n) / Math.min(k, n) };
}

describe('answers that must not reveal whether an account exists take the same time', () => {
  it('register', async () => {
    const r = await compare((email) =>
      post('/individual/register', {
        first_name: 'Tim',
        last_name: 'Ing',
        email,
        password: 'Nurse2024!',
        password_confirmation: 'Nurse2024!',
        terms: true,
      }),
    );
    expect(r.ratio, JSON.stringify(r)).toBeLessThan(MAX_RATIO);
  }, 60_000);

  it('password-request', async () => {
    const r = await compare((email) => post('/password-request', { email }));
    expect(r.ratio, JSON.stringify(r)).toBeLessThan(MAX_RATIO);
  }, 60_000);

  it('sent-otp-login', async () => {
    const r = await compare((email) => post('/sent-otp-login', { email }));
    expect(r.ratio, JSON.stringify(r)).toBeLessThan(MAX_RATIO);
  }, 60_000);
});
