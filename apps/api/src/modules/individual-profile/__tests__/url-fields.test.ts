import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, type SignedIn, signedIn } from '../../../../test/context';

const { ctx } = apiSuite();
let tPerson: string;
let owner: SignedIn;
beforeAll(async () => {
  ({ token: tPerson } = await signedIn(ctx));
  owner = await signedIn(ctx, { role: 'organization', company: 'Link Clinic', approved: true });
});

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript://x.test/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
];

/** Every URL field of every request body, with a valid body around it. */
const fields = () => [
  {
    method: 'PUT' as const,
    url: '/individual/accounts',
    token: tPerson,
    body: (u: string) => ({ first_name: 'Lin', last_name: 'Kay', social_links: { facebook: u } }),
    field: 'social_links.facebook',
  },
  {
    method: 'POST' as const,
    url: '/individual/certificates',
    token: tPerson,
    body: (u: string) => ({ name: 'BLS', credential_url: u }),
    field: 'credential_url',
  },
  {
    method: 'POST' as const,
    url: `/organization/${owner.orgSlug}/contact`,
    token: owner.token,
    body: (u: string) => ({ website: u }),
    field: 'website',
  },
  {
    method: 'POST' as const,
    url: `/organization/${owner.orgSlug}/volunteer/create`,
    token: owner.token,
    body: (u: string) => ({ title: 'Free clinic day', url: u }),
    field: 'url',
  },
];

describe('URL fields accept http and https links only', () => {
  it('refuses javascript: and data: URLs with 422 on the field, and accepts https', async () => {
    for (const f of fields()) {
      for (const bad of HOSTILE) {
        const res = await ctx.app.inject({
          method: f.method,
          url: `/api/v1${f.url}`,
          headers: bearer(f.token),
          payload: f.body(bad),
        });
        expect(res.statusCode, `${f.url} ${bad}`).toBe(422);
        expect(Object.keys(res.json().errors).join(' '), `${f.url} ${bad}`).toContain(f.field.split('.')[0]);
      }
      const good = await ctx.app.inject({
        method: f.method,
        url: `/api/v1${f.url}`,
        headers: bearer(f.token),
        payload: f.body('https://example.test/page'),
      });
      expect(good.statusCode, `${f.url} ${good.body}`).toBe(200);
    }
  });

  it('every URL in the contracts goes through the shared httpUrl schema', () => {
    const root = resolve(__dirname, '../../../../../../packages/contracts/src');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
      });
    const offenders = walk(root).filter(
      (p) =>
        !p.endsWith(join('common', 'url.ts')) &&
        /\bz\s*\.\s*url\s*\(|\.url\s*\(\s*\)/.test(readFileSync(p, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
