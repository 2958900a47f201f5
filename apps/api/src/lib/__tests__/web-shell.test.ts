import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { buildApp } from '../../app';

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
const dist = mkdtempSync(join(tmpdir(), 'hctl-web-'));

beforeAll(async () => {
  ctx = await createTestContext();
  writeFileSync(join(dist, 'index.html'), '<html><head><title>HCTL</title></head><body></body></html>');
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify([
      { path: '/login', files: ['assets/LoginPage-1.js', 'assets/Card-2.js'] },
      { path: '/organization/jobs/:slug/details/:job', files: ['assets/JobDetails-3.js'] },
      { path: '*', files: ['assets/NotFound-4.js'] },
    ]),
  );
  app = await buildApp(ctx.deps, { webDist: dist });
});
afterAll(() => app.close());

describe('the web shell', () => {
  it("preloads the opened page's code with the entry", async () => {
    const login = await app.inject({ method: 'GET', url: '/login?next=/x' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/text\/html/);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js"><link rel="modulepreload" crossorigin href="/assets/Card-2.js"></head>',
    );
    const job = await app.inject({ method: 'GET', url: '/organization/jobs/riverside/details/icu-rn' });
    expect(job.body).toContain('href="/assets/JobDetails-3.js"');
    // The job itself is fetched with the HTML (the page's own fetch of that URL gets the response).
    expect(job.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/organization/riverside/job/icu-rn/show">',
    );
    // A signed-in browser asks for the job with its viewer, another URL: no anonymous fetch for it.
    const signedIn = await app.inject({
      method: 'GET',
      url: '/organization/jobs/riverside/details/icu-rn',
      headers: { cookie: 'theme=dark; hctl_viewer=1' },
    });
    expect(signedIn.body).toContain('href="/assets/JobDetails-3.js"');
    expect(signedIn.body).not.toContain('as="fetch"');
    const odd = await app.inject({
      method: 'GET',
      url: '/organization/jobs/riverside/details/%22%3E%3Cscript%3E',
    });
    expect(odd.body).not.toContain('as="fetch"');
    expect(job.body).not.toContain('LoginPage');
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.body).toContain('NotFound-4.js');
  });

  it('leaves API misses as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
  });
});
