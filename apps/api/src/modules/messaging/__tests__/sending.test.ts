import { channelName } from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, lastMessage, request } from '../../../../test/context';
import type { RealtimeService } from '../../realtime/realtime.service';
import { MESSAGING_QUEUE, type UnreadMail } from '../messaging.jobs';
import { clientId, eventsOf, messageRows, messagingWorld, reply, write } from './helpers';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof messagingWorld>>;

beforeAll(async () => {
  w = await messagingWorld(ctx);
});

const send = (token: string, conversationId: number, message: string, client_id?: string) =>
  request(ctx, 'POST', '/conversations/send-message', token, {
    conversation_id: conversationId,
    message,
    client_id,
  });

describe('sending', () => {
  it('a repeated send with the same client_id answers the first message and stores one', async () => {
    const { conversation } = await write(ctx, w.A, w.B, 'start');
    const id = clientId();
    const first = await send(w.A.token, conversation.id, 'only once', id);
    const again = await send(w.A.token, conversation.id, 'only once', id);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.message).toEqual(first.json().data.message);
    expect(again.json().message).toBe(first.json().message);
    expect((await messageRows(ctx, conversation.id)).filter((m) => m.client_id === id)).toHaveLength(1);
  });

  it('identical sends racing each other store one message and one event', async () => {
    const { conversation } = await write(ctx, w.C, w.B, 'race');
    const id = clientId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(w.C.token, conversation.id, 'double click', id)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().data.message.id)).size).toBe(1);
    const rows = await messageRows(ctx, conversation.id);
    expect(rows.map((m) => m.seq)).toEqual([1, 2]);
    const created = (await eventsOf(ctx, channelName.chat(w.B.id))).filter(
      (e) => (e.data as { message: { client_id: string | null } }).message?.client_id === id,
    );
    expect(created).toHaveLength(1);
  });

  it('numbers 50 concurrent sends 1…n with no gap and no duplicate', async () => {
    const X = await messagingWorld(ctx);
    const { conversation } = await write(ctx, X.A, X.B, 'go');
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(i % 2 ? X.A.token : X.B.token, conversation.id, `message ${i}`, clientId()).then((r) => {
          if (r.statusCode !== 200) throw new Error(r.body);
        }),
      ),
    );
    const rows = await messageRows(ctx, conversation.id);
    expect(rows.map((m) => m.seq)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    // Sending marks everything above read (as in Slack): B's unread are A's messages after B's last one.
    const lastOfB = Math.max(...rows.filter((m) => m.sender_id === X.B.id).map((m) => m.seq!));
    const unread = rows.filter((m) => m.sender_id === X.A.id && m.seq! > lastOfB).length;
    const b = (await request(ctx, 'GET', '/conversations/all', X.B.token)).json().data;
    expect(b.total_unread).toBe(unread);
  });

  it('a client_id reused for a different conversation is refused', async () => {
    const id = clientId();
    const { conversation } = await write(ctx, w.A, w.C, 'first', { client_id: id });
    const other = await write(ctx, w.A, w.B, 'other');
    const res = await send(w.A.token, other.conversation.id, 'reuse', id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('client_id');
    expect((await messageRows(ctx, conversation.id)).some((m) => m.client_id === id)).toBe(true);
  });

  it('writes to an organization inbox and refuses unreachable receivers', async () => {
    const res = await request(ctx, 'POST', '/conversations/new-message', w.A.token, {
      receiver_id: w.orgId,
      receiver_type: 'organization',
      message: 'Do you have night shifts?',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.conversation).toMatchObject({
      kind: 'organization',
      counterpart: { kind: 'organization', id: w.orgId, name: 'Riverside Clinic' },
      organization: { id: w.orgId, slug: w.orgSlug },
    });
    const own = await request(ctx, 'POST', '/conversations/new-message', w.owner.token, {
      receiver_id: w.orgId,
      receiver_type: 'organization',
      message: 'myself',
    });
    expect(own.statusCode).toBe(422);
    const unknown = await request(ctx, 'POST', '/conversations/new-message', w.A.token, {
      receiver_id: 999_999,
      message: 'anyone?',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('receiver_id');
  });
});

describe('drafts', () => {
  it('saves, edits, lists and sends a draft (sending removes it)', async () => {
    const X = await messagingWorld(ctx);
    const saved = await request(ctx, 'POST', '/conversations/draft-message', X.A.token, {
      receiver_id: X.B.id,
      message: 'Dear B,',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json().data;
    expect(draft).toMatchObject({
      conversation_id: null,
      message: 'Dear B,',
      receiver: { kind: 'user', id: X.B.id },
    });
    const edited = await request(ctx, 'POST', '/conversations/update-draft', X.A.token, {
      draft_id: draft.id,
      message: 'Dear B, hello.',
      receiver_id: X.C.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ message: 'Dear B, hello.', receiver: { id: X.C.id } });

    const { conversation } = await write(ctx, X.A, X.B, 'hi');
    const inConv = await request(ctx, 'POST', '/conversations/draft-message', X.A.token, {
      conversation_id: conversation.id,
      message: 'half a thought',
    });
    expect(inConv.json().data).toMatchObject({ conversation_id: conversation.id, receiver: { id: X.B.id } });

    const drafts = (await request(ctx, 'GET', '/conversations/draft', X.A.token)).json().data;
    expect(drafts.data.map((d: { id: number }) => d.id)).toEqual([inConv.json().data.id, draft.id]);
    const paged = (await request(ctx, 'GET', '/conversations/draft?limit=1', X.A.token)).json().data;
    const rest = (
      await request(ctx, 'GET', `/conversations/draft?limit=1&cursor=${paged.next_cursor}`, X.A.token)
    ).json().data;
    expect(rest.data.map((d: { id: number }) => d.id)).toEqual([draft.id]);
    // Drafts are their author's alone.
    expect((await request(ctx, 'GET', '/conversations/draft', X.B.token)).json().data.data).toEqual([]);

    const sent = await request(ctx, 'POST', '/conversations/send-message', X.A.token, {
      conversation_id: conversation.id,
      message: 'a whole thought',
      draft_id: inConv.json().data.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = (await request(ctx, 'GET', '/conversations/draft', X.A.token)).json().data;
    expect(after.data.map((d: { id: number }) => d.id)).toEqual([draft.id]);

    // The draft to someone new goes out as the first message (new-message with draft_id).
    const first = await request(ctx, 'POST', '/conversations/new-message', X.A.token, {
      receiver_id: X.C.id,
      message: 'Dear C, hello.',
      draft_id: draft.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await request(ctx, 'GET', '/conversations/draft', X.A.token)).json().data.data).toEqual([]);
  });

  it('refuses a draft with no receiver (422) and other people’s drafts (404)', async () => {
    const none = await request(ctx, 'POST', '/conversations/draft-message', w.A.token, {
      message: 'to whom?',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('receiver_id');
    const mine = (
      await request(ctx, 'POST', '/conversations/draft-message', w.A.token, {
        receiver_id: w.B.id,
        message: 'x',
      })
    ).json().data;
    const theirs = await request(ctx, 'POST', '/conversations/update-draft', w.B.token, {
      draft_id: mine.id,
      message: 'hijack',
    });
    expect(theirs.statusCode).toBe(404);
    const invalid = await request(ctx, 'POST', '/conversations/update-draft', w.A.token, { message: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('draft_id');
    const sendOthers = await request(ctx, 'POST', '/conversations/send-message', w.B.token, {
      conversation_id: (await write(ctx, w.B, w.A, 'yo')).conversation.id,
      message: 'x',
      draft_id: mine.id,
    });
    expect(sendOthers.statusCode).toBe(404);
  });
});

describe('unread-message mail', () => {
  it('is queued once per conversation and reader, and mails only an offline reader with unread messages', async () => {
    const X = await messagingWorld(ctx);
    const { conversation } = await write(ctx, X.A, X.B, 'Please call me back');
    await reply(ctx, X.A, conversation.id, 'It is urgent');
    const queue = ctx.deps.queues.get(MESSAGING_QUEUE);
    const job = await queue.getJob(`unread-${conversation.id}-${X.B.id}`);
    expect(job?.data).toEqual({ conversationId: conversation.id, userId: X.B.id });
    expect(job?.opts.delay).toBe(10 * 60_000);
    // The sender gets none.
    expect(await queue.getJob(`unread-${conversation.id}-${X.A.id}`)).toBeUndefined();

    const mail = ctx.app.modules.messaging.services.unreadMail as UnreadMail;
    const realtime = ctx.app.modules.realtime.services.realtime as RealtimeService;
    await realtime.markOnline(X.B.id);
    expect(await mail.run({ conversationId: conversation.id, userId: X.B.id })).toBe('online');
    expect(await lastMessage(ctx, X.B.email, 'message-unread')).toBeNull();

    await realtime.markOffline(X.B.id);
    expect(await mail.run({ conversationId: conversation.id, userId: X.B.id })).toBe('sent');
    const sent = await lastMessage(ctx, X.B.email, 'message-unread');
    expect(sent?.subject).toBe('You have 2 unread messages on HCTL');
    expect(sent?.text).toContain(`/individual/${X.B.slug}/messages`);

    await request(ctx, 'GET', `/conversations/get-messages/${conversation.id}`, X.B.token);
    expect(await mail.run({ conversationId: conversation.id, userId: X.B.id })).toBe('read');
  });
});
