import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openapiTypes } from '@hctl/openapi-codegen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type MadeUser, makeUser, type TestContext } from '../../../test/context';
import { repoRoot } from '../../runtime/infra';

/**
 * What an integrator does with the OpenAPI document: generate TypeScript types with
 * openapi-typescript, write a client with openapi-fetch against them, type-check it, and call a
 * running API. Here against a real app on a free port; the client only uses routes whose
 * responses are declared (tour, sign-in, catalog).
 */
const CLIENT = `import createClient from 'openapi-fetch';
import type { components, paths } from './api';

export type ApiError = components['schemas']['ErrorEnvelope'];
type TourStatus = 'not_started' | 'in_progress' | 'skipped' | 'completed';

export function hctl(baseUrl: string) {
  const anonymous = createClient<paths>({ baseUrl });
  const as = (token: string) =>
    createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });

  return {
    async signIn(email: string, password: string): Promise<string> {
      const { data, error } = await anonymous.POST('/api/v1/submit-login', { body: { email, password } });
      if (error) throw new Error(\`sign-in refused: \${error.code}\`);
      // A session, or a one-time-code challenge. (openapi-fetch 0.17 drops the challenge's
      // \`api_token: null\` from its response type, openapi-typescript issue 2717: narrow first.)
      const result = data.data;
      if (!('userDetails' in result)) throw new Error(\`a one-time code was sent to \${result.user.email}\`);
      const token: string | null = result.api_token;
      if (!token) throw new Error('no token');
      return token;
    },
    async tour(token: string) {
      const { data, error } = await as(token).GET('/api/v1/tour-guide');
      if (error) throw new Error(error.message);
      const status: TourStatus = data.data.status;
      const page: string | null = data.data.current_page;
      const step: number = data.data.current_step;
      return { status, page, step, message: data.message };
    },
    async skipTour(token: string) {
      const { data, error } = await as(token).POST('/api/v1/tour-guide/update', { body: { status: 'skipped' } });
      if (error) throw new Error(error.message);
      return data.data.status satisfies TourStatus;
    },
    async reachStep(token: string, page: string, step: number) {
      const { data, error } = await as(token).POST('/api/v1/tour-guide/tour-progress', { body: { page, step } });
      if (error) throw new Error(error.message);
      return { page: data.data.current_page, step: data.data.current_step, pages: data.data.completed_pages };
    },
    async specialties(): Promise<{ id: number; name: string }[]> {
      const { data, error } = await anonymous.GET('/api/v1/specialty');
      if (error) throw new Error(error.message);
      return data.data;
    },
    /** The tour without a token: the API refuses it, with the error envelope. */
    async tourWithoutToken(): Promise<{ status: number; error: ApiError | undefined }> {
      const { error, response } = await anonymous.GET('/api/v1/tour-guide');
      return { status: response.status, error };
    },
  };
}

/** Never called: the generated types refuse what the API would refuse. */
export function refusedByTheTypes(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error: no such path
  void client.GET('/api/v1/no-such-route');
  // @ts-expect-error: not a tour status
  void client.POST('/api/v1/tour-guide/update', { body: { status: 'paused' } });
  // @ts-expect-error: the step is a number
  void client.POST('/api/v1/tour-guide/tour-progress', { body: { page: 'home', step: 'two' } });
  // @ts-expect-error: sign-in needs a password
  void client.POST('/api/v1/submit-login', { body: { email: 'a@example.test' } });
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2023', 'DOM'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  files: ['api.ts', 'client.ts'],
};

let ctx: TestContext;
let user: MadeUser;
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await makeUser(ctx);
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // An integrator's project: the generated types, their client, and openapi-fetch installed.
  dir = await mkdtemp(join(tmpdir(), 'hctl-openapi-client-'));
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(join(dir, 'api.ts'), await openapiTypes(ctx.app.swagger()));
  await writeFile(join(dir, 'client.ts'), CLIENT);
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('type-checks, and its types refuse wrong paths and bodies', () => {
    const tsc = spawnSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(`${tsc.stdout}${tsc.stderr}`.trim()).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('signs in and reads and changes the tour through the typed calls', async () => {
    const { hctl } = await import(pathToFileURL(join(dir, 'client.ts')).href);
    const api = hctl(baseUrl);
    const token = await api.signIn(user.email, user.password);
    expect(token).toEqual(expect.any(String));

    expect(await api.tour(token)).toEqual({
      status: 'not_started',
      page: null,
      step: 0,
      message: expect.any(String),
    });
    expect(await api.reachStep(token, 'dashboard', 2)).toMatchObject({ page: 'dashboard', step: 2 });
    expect(await api.skipTour(token)).toBe('skipped');
    expect((await api.tour(token)).status).toBe('skipped');
    expect(await api.specialties()).toEqual(expect.any(Array));
  });

  it('gets the error envelope where the document says so', async () => {
    const { hctl } = await import(pathToFileURL(join(dir, 'client.ts')).href);
    const refused = await hctl(baseUrl).tourWithoutToken();
    expect(refused).toEqual({
      status: 401,
      error: { status: 'error', message: expect.any(String), errors: {}, code: 'unauthenticated' },
    });
  });
});
