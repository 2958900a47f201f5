import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, postMultipart, signedIn } from '../../../../test/context';
import { makePdf } from '../../../../test/fixtures';

const { ctx, call } = apiSuite();
let t: string;
let slug: string;
let tOther: string;
beforeAll(async () => {
  ({ token: t, slug } = await signedIn(ctx));
  ({ token: tOther } = await signedIn(ctx));
  await call('PUT', '/individual/publish', t);
});

const uploadDocument = async (token: string) =>
  (
    await postMultipart(
      ctx,
      '/individual/health-requirement-document',
      token,
      {},
      { field: 'file', name: 'tb.pdf', data: makePdf(['TB negative']) },
    )
  ).json().data as { id: number };

type Record = { id: number; document_id: number | null; document_url: string | null };

describe('health records with a document', () => {
  it("list the attached document's private link for its owner, which opens without a token", async () => {
    const doc = await uploadDocument(t);
    const created = await call('POST', '/individual/health-requirements', t, {
      requirement: 'tb test',
      completed_on: '2025-09-01',
      document_id: doc.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.document_url).toMatch(
      new RegExp(`^/api/v1/files/${doc.id}\\?viewer=\\d+&exp=\\d+&sig=`),
    );
    const bare = await call('POST', '/individual/health-requirements', t, {
      requirement: 'flu shot',
      completed_on: '2025-10-01',
    });

    const list = (await call('GET', '/individual/health-requirements', t)).json().data as Record[];
    const withDoc = list.find((r) => r.id === created.json().data.id)!;
    expect(withDoc.document_url).toMatch(new RegExp(`^/api/v1/files/${doc.id}\\?`));
    expect(list.find((r) => r.id === bare.json().data.id)!.document_url).toBeNull();
    // A plain link (a new tab) carries no bearer token: the signature opens it.
    const opened = await ctx.app.inject({ method: 'GET', url: withDoc.document_url! });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');

    const own = (await call('GET', `/individual/public-profile/${slug}`, t)).json().data;
    expect(own.health_requirements.find((r: Record) => r.id === withDoc.id).document_url).toMatch(
      /^\/api\/v1\/files\//,
    );
  });

  it('never links the document for anyone else, even when the record is shown to them', async () => {
    const doc = await uploadDocument(t);
    const rec = (
      await call('POST', '/individual/health-requirements', t, {
        requirement: 'hep b',
        completed_on: '2025-08-01',
        document_id: doc.id,
      })
    ).json().data;
    expect(rec.document_url).toMatch(/^\/api\/v1\/files\//);
    if (!rec.is_visible) await call('POST', `/individual/health-requirement-visibility/${rec.id}`, t);
    for (const token of [tOther, undefined]) {
      const shown = (await call('GET', `/individual/public-profile/${slug}`, token)).json().data;
      const seen = (shown.health_requirements as Record[]).find((r) => r.id === rec.id);
      expect(seen).toBeDefined();
      expect(seen!.document_url ?? null).toBeNull();
    }
    expect((await call('GET', '/individual/health-requirements')).statusCode).toBe(401);
  });
});
