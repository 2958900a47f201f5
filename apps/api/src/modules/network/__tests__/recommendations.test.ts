import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiSuite,
  login,
  type MadeUser,
  makeUser,
  notificationsOf,
  postMultipart,
  request,
} from '../../../../test/context';
import { MP4, PNG } from '../../../../test/fixtures';

const { ctx } = apiSuite();
const tokens = new Map<number, string>();

async function person() {
  const u = await makeUser(ctx);
  tokens.set(u.id, await login(ctx, u));
  return u;
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: MadeUser, payload?: unknown) =>
  request(ctx, method, url, tokens.get(who.id)!, payload);

async function connect(a: MadeUser, b: MadeUser) {
  const invite = (await call('POST', `/send-invite/${b.id}`, a, {})).json().data.invite;
  expect((await call('POST', `/accept-invite/${invite.id}`, b)).statusCode).toBe(200);
}
const TEXT = 'Nora ran our ICU night shift with calm and care for three years.';

describe('peer recommendations', () => {
  it('asks connections only, once; the author writes it; the person sees it and shows it on the profile', async () => {
    const [nora, theo, stranger] = [await person(), await person(), await person()];
    await connect(nora, theo);
    const base = `/individual/${nora.slug}/recommendation`;

    const notAsked = (await call('GET', `${base}/non-invited-user`, nora)).json().data;
    expect(notAsked.data.map((p: { id: number }) => p.id)).toEqual([theo.id]);
    expect((await call('POST', `${base}/invitations`, nora, { user_ids: [stranger.id] })).statusCode).toBe(
      422,
    );
    const asks = await Promise.all(
      [1, 2].map(() =>
        call('POST', `${base}/invitations`, nora, { user_ids: [theo.id], message: 'Would you?' }),
      ),
    );
    expect(asks.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await ctx.db
      .select()
      .from(schema.recommendations)
      .where(eq(schema.recommendations.user_id, nora.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ author_id: theo.id, status: 'requested', request_message: 'Would you?' });
    const requested = await notificationsOf(ctx, theo.id, 'recommendation.requested');
    expect(requested).toHaveLength(1);
    expect((await call('GET', `${base}/non-invited-user`, nora)).json().data.total).toBe(0);

    const theoBase = `/individual/${theo.slug}/recommendation`;
    const pending = (await call('GET', `${theoBase}/pending`, theo)).json().data;
    expect(pending.data).toHaveLength(1);
    const uid = pending.data[0].uid;
    expect(pending.data[0]).toMatchObject({
      status: 'requested',
      user: { id: nora.id },
      author: { id: theo.id },
    });

    // Only the author writes it; the recommended person is refused, others do not see it.
    expect((await call('POST', `${base}/${uid}/posting`, nora, { recommended_text: TEXT })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `${theoBase}/${uid}/posting`, theo, { recommended_text: 'Too short.' })).statusCode,
    ).toBe(422);
    const posted = await call('POST', `${theoBase}/${uid}/posting`, theo, {
      recommended_text: TEXT,
      relationship: 'Worked together at Riverside',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data).toMatchObject({ status: 'posted', recommended_text: TEXT, is_linked: true });
    expect((await call('GET', `${theoBase}/pending`, theo)).json().data.total).toBe(0);
    const notes = await notificationsOf(ctx, nora.id, 'recommendation.posted');
    expect(notes).toHaveLength(1);

    const received = (await call('GET', `${base}/received`, nora)).json().data;
    expect(received.data[0]).toMatchObject({ uid, recommended_text: TEXT, author: { id: theo.id } });
    // Another individual's recommendations are not theirs to read.
    expect((await call('GET', `${base}/received`, theo)).statusCode).toBe(404);

    // Public list: shown while linked (the profile must be published).
    await ctx.db
      .update(schema.individualDetails)
      .set({ is_published: true })
      .where(eq(schema.individualDetails.user_id, nora.id));
    const pub = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/individual/public-profile/${nora.slug}/recommendations`,
      });
    expect((await pub()).json().data.data).toEqual([
      expect.objectContaining({ uid, recommended_text: TEXT, relationship: 'Worked together at Riverside' }),
    ]);
    expect((await call('PUT', `${theoBase}/${uid}/linking`, theo, { is_linked: false })).statusCode).toBe(
      403,
    );
    const hidden = await call('PUT', `${base}/${uid}/linking`, nora, { is_linked: false });
    expect(hidden.json().data.is_linked).toBe(false);
    expect((await pub()).json().data.data).toEqual([]);
    expect((await call('GET', `${base}/received`, nora)).json().data.data[0].is_linked).toBe(false);
  });

  it('a video is checked by its bytes and stored as a public file; a refused one stores nothing', async () => {
    const [ana, ben] = [await person(), await person()];
    await connect(ana, ben);
    await call('POST', `/individual/${ana.slug}/recommendation/invitations`, ana, { user_ids: [ben.id] });
    const uid = (await call('GET', `/individual/${ben.slug}/recommendation/pending`, ben)).json().data.data[0]
      .uid;
    const url = `/individual/${ben.slug}/recommendation/${uid}/posting`;
    const filesOf = () => ctx.db.select().from(schema.files).where(eq(schema.files.user_id, ben.id));

    const fake = await postMultipart(
      ctx,
      url,
      tokens.get(ben.id),
      {},
      {
        field: 'recommended_video',
        name: 'clip.mp4',
        data: PNG,
        type: 'video/mp4',
      },
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.recommended_video).toBeTruthy();
    expect(await filesOf()).toHaveLength(0);

    const ok = await postMultipart(
      ctx,
      url,
      tokens.get(ben.id),
      {},
      {
        field: 'recommended_video',
        name: 'clip.mp4',
        data: MP4,
        type: 'video/mp4',
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const video = ok.json().data.recommended_video;
    expect(video).toMatchObject({ mime: 'video/mp4' });
    expect((await filesOf())[0]).toMatchObject({ kind: 'recommendation_video' });
    const file = await ctx.app.inject({ method: 'GET', url: video.url });
    expect(file.statusCode).toBe(200);
  });
});
