import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, postMultipart } from '../../../../test/context';
import { makePdf } from '../../../../test/fixtures';
import { subscribe } from '../../billing/__tests__/helpers';

const { ctx, call: json } = apiSuite();
let owner: MadeUser;
let tokens: { individual: string; organization: string; admin: string };
let jobId: number;
beforeAll(async () => {
  owner = await makeUser(ctx, { role: 'organization', company: 'Types Hospital', approved: true });
  await subscribe(ctx, owner.orgId!, 'organization-standard');
  const other = await makeUser(ctx, { role: 'organization', company: 'Other Clinic', approved: true });
  tokens = {
    individual: await login(ctx, await makeUser(ctx)),
    organization: await login(ctx, other),
    admin: await login(ctx, await makeUser(ctx, { role: 'super-admin' })),
  };
  const job = await json('POST', `/organization/${owner.orgSlug}/job/create`, await login(ctx, owner), {
    title: 'Day RN',
    employment_type: 'full-time',
    city: 'Austin',
    state: 'TX',
    description: 'Day shift registered nurse on a busy med-surg floor.',
  });
  jobId = job.json().data.job.id;
});

const upload = (url: string, token: string, fields: Record<string, string>, field: string) =>
  postMultipart(ctx, url, token, fields, { field, name: 'cv.pdf', data: makePdf(['Someone, RN']) });

/** Individual-only calls, each with a body an individual would be served for. */
const calls = () => [
  () => ['GET /individual/awards', (t: string) => json('GET', '/individual/awards', t)] as const,
  () =>
    [
      'POST /individual/certificates',
      (t: string) => json('POST', '/individual/certificates', t, { name: 'BLS' }),
    ] as const,
  () => ['GET /individual/visibility', (t: string) => json('GET', '/individual/visibility', t)] as const,
  () => ['PUT /individual/publish', (t: string) => json('PUT', '/individual/publish', t)] as const,
  () =>
    [
      'POST /individual/resume-letter',
      (t: string) => upload('/individual/resume-letter', t, { type: 'resume' }, 'file'),
    ] as const,
  () =>
    [
      'POST /individual/health-requirement-document',
      (t: string) => upload('/individual/health-requirement-document', t, {}, 'file'),
    ] as const,
  () =>
    [
      'POST /organization/:slug/job/apply/',
      (t: string) =>
        upload(
          `/organization/${owner.orgSlug}/job/apply/`,
          t,
          { job_id: String(jobId), first_name: 'Sam', last_name: 'Lee', email: 'sam@example.test' },
          'resume',
        ),
    ] as const,
];

describe('individual-only routes', () => {
  it('answer 403 to organization and super-admin accounts, and change nothing', async () => {
    const tables = async () => ({
      files: (await ctx.db.select().from(schema.files)).length,
      applications: (await ctx.db.select().from(schema.jobApplications)).length,
      certificates: (await ctx.db.select().from(schema.certificates)).length,
    });
    const before = await tables();
    for (const make of calls()) {
      const [name, send] = make();
      for (const who of ['organization', 'admin'] as const) {
        const res = await send(tokens[who]);
        expect(res.statusCode, `${name} as ${who}: ${res.body}`).toBe(403);
        expect(res.json().message).toBe('This page is not available for your account type.');
      }
    }
    expect(await tables()).toEqual(before);
  });

  it('still serve individuals', async () => {
    for (const make of calls()) {
      const [name, send] = make();
      const res = await send(tokens.individual);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });
});
