import { describe, expect, it } from 'vitest';
import { apiSuite, request } from '../../../../test/context';
import { messagingWorld, write } from './helpers';

const { ctx } = apiSuite();

const ids = (res: { json(): { data: { data: { id: number }[] } } }) => res.json().data.data.map((c) => c.id);

describe('folders', () => {
  it('files conversations: moved in on create, and new ones from the folder people on arrival', async () => {
    const w = await messagingWorld(ctx);
    const withB = (await write(ctx, w.B, w.A, 'from B')).conversation.id;
    const withC = (await write(ctx, w.C, w.A, 'from C')).conversation.id;
    const created = await request(ctx, 'POST', '/conversations/directory/create', w.A.token, {
      title: 'Recruiters',
      users: [w.member.id],
      conversation_ids: [withB],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Folder created successfully!');
    const folder = created.json().data;
    expect(folder).toMatchObject({
      title: 'Recruiters',
      users: [{ id: w.member.id }],
      conversation_count: 1,
      unread_count: 1,
    });
    expect(folder.slug).toMatch(/^recruiters-/);

    // The inbox shows what is in no folder; the folder its own.
    expect(ids(await request(ctx, 'GET', '/conversations/all', w.A.token))).toEqual([withC]);
    expect(ids(await request(ctx, 'GET', `/conversations/all?folder=${folder.slug}`, w.A.token))).toEqual([
      withB,
    ]);
    // The unread badge counts filed conversations too.
    expect((await request(ctx, 'GET', '/conversations/all', w.A.token)).json().data.total_unread).toBe(2);

    const fromMember = (await write(ctx, w.member, w.A, 'filed on arrival')).conversation.id;
    const inFolder = (await request(ctx, 'GET', `/conversations/all?folder=${folder.slug}`, w.A.token)).json()
      .data;
    expect(inFolder.data.map((c: { id: number }) => c.id)).toEqual([fromMember, withB]);
    expect(inFolder.data[0].folder).toMatchObject({ slug: folder.slug, title: 'Recruiters' });
    // Only the receiver's side is filed: the member's own inbox keeps it.
    expect(ids(await request(ctx, 'GET', '/conversations/all', w.member.token))).toContain(fromMember);

    const all = (await request(ctx, 'GET', '/conversations/directory/all', w.A.token)).json().data;
    expect(all).toEqual([
      expect.objectContaining({ slug: folder.slug, conversation_count: 2, unread_count: 2 }),
    ]);
  });

  it('renames without touching the people, and deletes back to the inbox or to the trash', async () => {
    const w = await messagingWorld(ctx);
    const withB = (await write(ctx, w.B, w.A, 'b')).conversation.id;
    const withC = (await write(ctx, w.C, w.A, 'c')).conversation.id;
    const one = (
      await request(ctx, 'POST', '/conversations/directory/create', w.A.token, {
        title: 'Keep',
        users: [w.B.id],
        conversation_ids: [withB],
      })
    ).json().data;
    const renamed = await request(ctx, 'POST', `/conversations/directory/${one.slug}/update`, w.A.token, {
      title: 'Kept',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe('Folder update successfully!');
    expect(renamed.json().data).toMatchObject({ slug: one.slug, title: 'Kept', users: [{ id: w.B.id }] });
    const moved = await request(ctx, 'POST', `/conversations/directory/${one.slug}/update`, w.A.token, {
      users: [],
      conversation_ids: [withC],
    });
    expect(moved.json().data).toMatchObject({ users: [], conversation_count: 2 });

    const gone = await request(ctx, 'POST', `/conversations/directory/${one.slug}/delete`, w.A.token, {
      with_conversations: false,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Folder is deleted successfully!');
    expect(ids(await request(ctx, 'GET', '/conversations/all', w.A.token)).sort()).toEqual(
      [withB, withC].sort(),
    );

    const two = (
      await request(ctx, 'POST', '/conversations/directory/create', w.A.token, {
        title: 'Bin',
        conversation_ids: [withB],
      })
    ).json().data;
    await request(ctx, 'POST', `/conversations/directory/${two.slug}/delete`, w.A.token, {
      with_conversations: '1',
    });
    expect(ids(await request(ctx, 'GET', '/conversations/all', w.A.token))).toEqual([withC]);
    expect(ids(await request(ctx, 'GET', '/conversations/trash', w.A.token))).toEqual([withB]);
    expect((await request(ctx, 'GET', '/conversations/directory/all', w.A.token)).json().data).toEqual([]);
  });

  it("validates (422) and hides other people's folders (404)", async () => {
    const w = await messagingWorld(ctx);
    const empty = await request(ctx, 'POST', '/conversations/directory/create', w.A.token, { title: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty('title');
    const nobody = await request(ctx, 'POST', '/conversations/directory/create', w.A.token, {
      title: 'Ghosts',
      users: [999_999],
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toHaveProperty('users');
    const mine = (
      await request(ctx, 'POST', '/conversations/directory/create', w.A.token, { title: 'Mine' })
    ).json().data;
    for (const [url, body] of [
      [`/conversations/directory/${mine.slug}/update`, { title: 'Theirs' }],
      [`/conversations/directory/${mine.slug}/delete`, { with_conversations: true }],
    ] as const) {
      const res = await request(ctx, 'POST', url, w.B.token, body);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await request(ctx, 'GET', `/conversations/all?folder=${mine.slug}`, w.B.token)).statusCode).toBe(
      404,
    );
    // Someone else's conversation cannot be moved into one's folder.
    const theirs = (await write(ctx, w.B, w.C, 'not yours')).conversation.id;
    const steal = await request(ctx, 'POST', `/conversations/directory/${mine.slug}/update`, w.A.token, {
      conversation_ids: [theirs],
    });
    expect(steal.json().data.conversation_count).toBe(0);
  });

  it('refuses a second folder of the same name (any case, trimmed) with 422 on the title, also when raced', async () => {
    const w = await messagingWorld(ctx);
    const create = (token: string, title: string) =>
      request(ctx, 'POST', '/conversations/directory/create', token, { title });
    expect((await create(w.A.token, 'Recruiters')).statusCode).toBe(200);
    const again = await create(w.A.token, '  recruiters ');
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toMatchObject({
      status: 'error',
      message: 'You already have a folder with this name.',
      errors: { title: 'You already have a folder with this name.' },
    });
    // Someone else may use the name.
    expect((await create(w.B.token, 'Recruiters')).statusCode).toBe(200);

    const other = (await create(w.A.token, 'Agencies')).json().data;
    const rename = (title: string) =>
      request(ctx, 'POST', `/conversations/directory/${other.slug}/update`, w.A.token, { title });
    const clash = await rename('RECRUITERS');
    expect(clash.statusCode, clash.body).toBe(422);
    expect(clash.json().errors).toEqual({ title: 'You already have a folder with this name.' });
    // Its own name in another case is not a clash.
    expect((await rename('AGENCIES')).json().data.title).toBe('AGENCIES');

    // Two saves at once: the index lets one through and the other is told, not a 409 or a 500.
    const raced = await Promise.all([create(w.C.token, 'Twins'), create(w.C.token, 'twins')]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const titles = (await request(ctx, 'GET', '/conversations/directory/all', w.C.token)).json().data;
    expect(titles.map((f: { title: string }) => f.title.toLowerCase())).toEqual(['twins']);
  });
});
