import { channelName } from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, request } from '../../../../test/context';
import { eventsOf, messageRows, messagingWorld, reply, write } from './helpers';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof messagingWorld>>;

beforeAll(async () => {
  w = await messagingWorld(ctx);
});

const list = async (token: string, path = '/conversations/all') => {
  const res = await request(ctx, 'GET', path, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: { id: number; unread_count: number; state: string; counterpart: { id: number; kind: string } }[];
    next_cursor: string | null;
    total_unread: number;
  };
};

describe('direct conversations', () => {
  it('new-message starts a conversation once and both inboxes list it with the right unread counts', async () => {
    const first = await write(ctx, w.A, w.B, 'Hello B');
    const second = await write(ctx, w.A, w.B, 'Are you there?');
    expect(second.conversation.id).toBe(first.conversation.id);
    expect([first.message.seq, second.message.seq]).toEqual([1, 2]);

    const b = await list(w.B.token);
    const conv = b.data.find((c) => c.id === first.conversation.id)!;
    expect(conv.counterpart).toMatchObject({ kind: 'user', id: w.A.id });
    expect(conv.unread_count).toBe(2);
    expect(b.total_unread).toBe(2);
    // The sender has read their own messages.
    const a = await list(w.A.token);
    expect(a.data.find((c) => c.id === first.conversation.id)?.unread_count).toBe(0);

    const events = await eventsOf(ctx, channelName.chat(w.B.id));
    expect(events.filter((e) => e.event === 'message.created')).toHaveLength(2);
  });

  it('get-messages answers oldest first, pages back by cursor and marks the conversation read', async () => {
    const { conversation } = await write(ctx, w.C, w.B, 'one');
    for (const text of ['two', 'three', 'four', 'five']) await reply(ctx, w.C, conversation.id, text);
    const res = await request(
      ctx,
      'GET',
      `/conversations/get-messages/${conversation.id}?limit=2`,
      w.B.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.messages.map((m: { message: string }) => m.message)).toEqual(['four', 'five']);
    expect(data.conversation.unread_count).toBe(0);
    const older = await request(
      ctx,
      'GET',
      `/conversations/get-messages/${conversation.id}?limit=2&cursor=${data.older_cursor}`,
      w.B.token,
    );
    expect(older.json().data.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    const first = await request(
      ctx,
      'GET',
      `/conversations/get-messages/${conversation.id}?limit=2&cursor=${older.json().data.older_cursor}`,
      w.B.token,
    );
    expect(first.json().data.messages.map((m: { seq: number }) => m.seq)).toEqual([1]);
    expect(first.json().data.older_cursor).toBeNull();

    const read = (await eventsOf(ctx, channelName.chat(w.B.id))).filter(
      (e) => e.event === 'conversation.read',
    );
    expect(read.at(-1)?.data).toEqual({
      conversation_id: conversation.id,
      user_id: w.B.id,
      last_read_seq: 5,
    });
    expect((await list(w.B.token)).data.find((c) => c.id === conversation.id)?.unread_count).toBe(0);
  });

  it('lists page by keyset cursor without overlap', async () => {
    const D = await messagingWorld(ctx);
    for (const from of [D.A, D.B, D.C]) await write(ctx, from, D.member, `hi from ${from.id}`);
    const p1 = await request(ctx, 'GET', '/conversations/all?limit=2', D.member.token);
    const page1 = p1.json().data;
    expect(page1.data.map((c: { counterpart: { id: number } }) => c.counterpart.id)).toEqual([
      D.C.id,
      D.B.id,
    ]);
    const p2 = await request(
      ctx,
      'GET',
      `/conversations/all?limit=2&cursor=${page1.next_cursor}`,
      D.member.token,
    );
    expect(p2.json().data.data.map((c: { counterpart: { id: number } }) => c.counterpart.id)).toEqual([
      D.A.id,
    ]);
    expect(p2.json().data.next_cursor).toBeNull();
    const search = await request(
      ctx,
      'GET',
      `/conversations/all?search=${encodeURIComponent('User')}`,
      D.member.token,
    );
    expect(search.json().data.data).toHaveLength(3);
  });

  it('refuses invalid input with 422 keyed by field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/conversations/new-message', { receiver_id: 'x', message: 'hi' }, 'receiver_id'],
      ['POST', '/conversations/new-message', { receiver_id: w.B.id }, 'message'],
      ['POST', '/conversations/new-message', { receiver_id: w.A.id, message: 'me' }, 'receiver_id'],
      ['POST', '/conversations/new-message', { receiver_id: w.B.id, message: 'x'.repeat(10_001) }, 'message'],
      [
        'POST',
        '/conversations/new-message',
        { receiver_id: w.B.id, message: 'hi', client_id: 'no' },
        'client_id',
      ],
      ['POST', '/conversations/send-message', { message: 'hi' }, 'conversation_id'],
      ['GET', '/conversations/all?cursor=bogus', undefined, 'cursor'],
      ['GET', '/conversations/all?limit=500', undefined, 'limit'],
      ['GET', '/conversations/get-messages/1?cursor=%21%21', undefined, 'cursor'],
      ['GET', '/conversations/recipients?limit=500', undefined, 'limit'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await request(ctx, method as 'POST', url, w.A.token, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), url).toContain(field);
    }
  });

  it('asks for a sign-in on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/conversations/all'],
      ['GET', '/conversations/draft'],
      ['GET', '/conversations/trash'],
      ['GET', '/conversations/recipients'],
      ['GET', '/conversations/directory/all'],
      ['GET', '/conversations/get-messages/1'],
      ['GET', '/conversations/get-trashed-messages/1'],
      ['POST', '/conversations/directory/create'],
      ['POST', '/conversations/directory/x/update'],
      ['POST', '/conversations/directory/x/delete'],
      ['POST', '/conversations/new-message'],
      ['POST', '/conversations/send-message'],
      ['POST', '/conversations/draft-message'],
      ['POST', '/conversations/update-draft'],
      ['POST', '/conversations/restore-conversation/1'],
      ['DELETE', '/conversations/delete-message/1'],
      ['DELETE', '/conversations/delete-conversation/1'],
      ['PUT', '/conversations/is-online/1/1'],
      ['PUT', '/conversations/is-offline'],
      ['GET', '/organization-conversations/all?org-slug=x'],
      ['GET', '/organization-conversations/all-jobs?org-slug=x'],
      ['GET', '/organization-conversations/all-services?org-slug=x'],
      ['GET', '/organization-conversations/draft?org-slug=x'],
      ['GET', '/organization-conversations/trash?org-slug=x'],
      ['POST', '/organization-conversations/send-message?org-slug=x'],
    ];
    for (const [method, url] of routes) {
      const res = await request(ctx, method as 'GET', url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 for someone else's conversation and message", async () => {
    const { conversation, message } = await write(ctx, w.A, w.B, 'private');
    const id = conversation.id;
    const before = (await messageRows(ctx, id)).length;
    const calls: [string, string, unknown?][] = [
      ['GET', `/conversations/get-messages/${id}`],
      ['GET', `/conversations/get-trashed-messages/${id}`],
      ['POST', '/conversations/send-message', { conversation_id: id, message: 'intrude' }],
      ['POST', '/conversations/draft-message', { conversation_id: id, message: 'intrude' }],
      ['POST', `/conversations/restore-conversation/${id}`],
      ['DELETE', `/conversations/delete-conversation/${id}`],
      ['DELETE', `/conversations/delete-message/${message.id}`],
      ['PUT', `/conversations/is-online/${w.C.id}/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await request(ctx, method as 'GET', url, w.C.token, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect(await messageRows(ctx, id)).toHaveLength(before);
  });

  it('deletes a message for everyone (author only) and the unread count follows', async () => {
    const X = await messagingWorld(ctx);
    const { conversation, message } = await write(ctx, X.A, X.B, 'oops');
    await reply(ctx, X.A, conversation.id, 'second');
    expect((await list(X.B.token)).total_unread).toBe(2);
    const notMine = await request(ctx, 'DELETE', `/conversations/delete-message/${message.id}`, X.B.token);
    expect(notMine.statusCode).toBe(403);
    const res = await request(ctx, 'DELETE', `/conversations/delete-message/${message.id}`, X.A.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Message is deleted successfully!');
    expect((await list(X.B.token)).total_unread).toBe(1);
    const opened = (
      await request(ctx, 'GET', `/conversations/get-messages/${conversation.id}`, X.B.token)
    ).json().data;
    expect(opened.messages[0]).toMatchObject({ seq: 1, is_deleted: true, message: '' });
    expect((await list(X.B.token)).total_unread).toBe(0);
    for (const user of [X.A, X.B]) {
      const events = await eventsOf(ctx, channelName.chat(user.id));
      expect(events.some((e) => e.event === 'message.deleted')).toBe(true);
    }
    const again = await request(ctx, 'DELETE', `/conversations/delete-message/${message.id}`, X.A.token);
    expect(again.statusCode).toBe(404);
  });

  it('trash, restore, delete for good: the other side keeps its copy; a new message brings it back', async () => {
    const X = await messagingWorld(ctx);
    const { conversation } = await write(ctx, X.A, X.B, 'keep this');
    const id = conversation.id;
    expect(
      (await request(ctx, 'GET', `/conversations/get-trashed-messages/${id}`, X.B.token)).statusCode,
    ).toBe(404);
    const trashed = await request(ctx, 'DELETE', `/conversations/delete-conversation/${id}`, X.B.token);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect((await list(X.B.token)).data).toHaveLength(0);
    expect((await list(X.B.token, '/conversations/trash')).data.map((c) => c.state)).toEqual(['trashed']);
    const inTrash = await request(ctx, 'GET', `/conversations/get-trashed-messages/${id}`, X.B.token);
    expect(inTrash.json().data.messages.map((m: { message: string }) => m.message)).toEqual(['keep this']);

    const restored = await request(ctx, 'POST', `/conversations/restore-conversation/${id}`, X.B.token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.state).toBe('active');
    expect((await list(X.B.token)).data.map((c) => c.id)).toEqual([id]);
    expect(
      (await request(ctx, 'POST', `/conversations/restore-conversation/${id}`, X.B.token)).statusCode,
    ).toBe(404);

    // A new message brings a trashed conversation back to the inbox (Gmail).
    await request(ctx, 'DELETE', `/conversations/delete-conversation/${id}`, X.B.token);
    await reply(ctx, X.A, id, 'are you ignoring me?');
    expect((await list(X.B.token)).data.map((c) => c.id)).toEqual([id]);

    // Deleted for good: gone from B's lists, A unaffected; a later message shows only what came after.
    await request(ctx, 'DELETE', `/conversations/delete-conversation/${id}`, X.B.token);
    const gone = await request(ctx, 'DELETE', `/conversations/delete-conversation/${id}`, X.B.token);
    expect(gone.json().message).toBe('Conversation is deleted permanently.');
    expect((await list(X.B.token)).data).toHaveLength(0);
    expect((await list(X.B.token, '/conversations/trash')).data).toHaveLength(0);
    expect((await request(ctx, 'GET', `/conversations/get-messages/${id}`, X.B.token)).statusCode).toBe(404);
    expect((await list(X.A.token)).data.map((c) => c.id)).toEqual([id]);
    const updates = (await eventsOf(ctx, channelName.chat(X.B.id))).filter(
      (e) => e.event === 'conversation.updated',
    );
    expect(updates.map((e) => (e.data as { state: string }).state)).toEqual([
      'trashed',
      'active',
      'trashed',
      'trashed',
      'deleted',
    ]);

    await reply(ctx, X.A, id, 'fresh start');
    const back = await request(ctx, 'GET', `/conversations/get-messages/${id}`, X.B.token);
    expect(back.json().data.messages.map((m: { message: string }) => m.message)).toEqual(['fresh start']);
  });

  it('presence: is-online answers whether the other person is online; only for oneself', async () => {
    const { conversation } = await write(ctx, w.A, w.B, 'ping');
    /** `as` says `named` (in the path: only oneself) is online here; answers whether the other person is. */
    const isOnline = (named: { id: number }, as: { token: string }) =>
      request(ctx, 'PUT', `/conversations/is-online/${named.id}/${conversation.id}`, as.token);
    const mine = await isOnline(w.A, w.A);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ is_online: false });
    const theirs = await isOnline(w.B, w.B);
    expect(theirs.json().data).toEqual({ is_online: true });
    const forged = await isOnline(w.B, w.A);
    expect(forged.statusCode).toBe(403);
    const list = (await request(ctx, 'GET', '/conversations/all', w.B.token)).json().data;
    expect(list.data.find((c: { id: number }) => c.id === conversation.id).counterpart.is_online).toBe(true);
    const off = await request(ctx, 'PUT', '/conversations/is-offline', w.A.token);
    expect(off.json().data).toEqual({ is_online: false });
    const after = await isOnline(w.B, w.B);
    expect(after.json().data).toEqual({ is_online: false });
  });

  it('recipients: people and organizations by name, never the caller, no e-mail addresses', async () => {
    const res = await request(ctx, 'GET', '/conversations/recipients?search=Test&limit=25', w.A.token);
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json().data as { id: number; kind: string; email?: string }[];
    expect(people.length).toBeGreaterThan(2);
    expect(people.some((p) => p.id === w.A.id && p.kind === 'user')).toBe(false);
    expect(people.some((p) => p.id === w.B.id)).toBe(true);
    expect(JSON.stringify(people)).not.toContain('@');
    const orgs = (await request(ctx, 'GET', '/conversations/recipients?search=river', w.A.token)).json().data;
    expect(orgs).toContainEqual(
      expect.objectContaining({ kind: 'organization', id: w.orgId, name: 'Riverside Clinic' }),
    );
    const none = (await request(ctx, 'GET', '/conversations/recipients', w.A.token)).json().data;
    expect(none).toEqual([]);
  });
});
