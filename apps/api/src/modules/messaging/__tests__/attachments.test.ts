import { type ConversationView, channelName, type MessageView } from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, postForm, request } from '../../../../test/context';
import { type FormFile, makePdf, multipartForm, PNG } from '../../../../test/fixtures';
import { eventsOf, messagingWorld, type Person, reply, write } from './helpers';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof messagingWorld>>;

beforeAll(async () => {
  w = await messagingWorld(ctx);
});

const pdf = (name = 'shift-plan.pdf'): FormFile => ({
  field: 'attachments',
  name,
  data: makePdf(['Night shift plan']),
  type: 'application/pdf',
});
/** A Windows executable (MZ header) named and typed as a PDF. */
const fakePdf: FormFile = {
  field: 'attachment',
  name: 'invoice.pdf',
  data: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)]),
  type: 'application/pdf',
};

const post = (url: string, who: Person, fields: Record<string, string>, files: FormFile[]) =>
  postForm(ctx, url, who.token, multipartForm(fields, files));

describe('message attachments', () => {
  it('sends files (attachment and repeated attachments) that only the participants can read', async () => {
    const res = await post(
      '/conversations/new-message',
      w.A,
      { receiver_id: String(w.B.id), message: 'See attached' },
      [{ field: 'attachment', name: 'photo.png', data: PNG, type: 'image/png' }, pdf('a.pdf'), pdf('b.pdf')],
    );
    expect(res.statusCode, res.body).toBe(200);
    const { message, conversation } = res.json().data;
    expect(message.attachments.map((a: { name: string; mime: string }) => [a.name, a.mime])).toEqual([
      ['photo.png', 'image/png'],
      ['a.pdf', 'application/pdf'],
      ['b.pdf', 'application/pdf'],
    ]);
    const fileId = message.attachments[1].id as number;

    const asB = await request(ctx, 'GET', `/files/${fileId}`, w.B.token);
    expect(asB.statusCode).toBe(200);
    expect(asB.headers['content-type']).toBe('application/pdf');
    expect(asB.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await request(ctx, 'GET', `/files/${fileId}`, w.A.token)).statusCode).toBe(200);
    expect((await request(ctx, 'GET', `/files/${fileId}`, w.C.token)).statusCode).toBe(404);
    expect((await request(ctx, 'GET', `/files/${fileId}`)).statusCode).toBe(404);

    // The receiver's view links the file signed for them: a plain link works without a token.
    const opened = (
      await request(ctx, 'GET', `/conversations/get-messages/${conversation.id}`, w.B.token)
    ).json().data;
    const url = opened.messages[0].attachments[1].url as string;
    expect(url).toContain('sig=');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // A message deleted for everyone takes its files with it (for the other side).
    await request(ctx, 'DELETE', `/conversations/delete-message/${message.id}`, w.A.token);
    expect((await request(ctx, 'GET', `/files/${fileId}`, w.B.token)).statusCode).toBe(404);
  });

  it('files sent to an organization are read by its people with the messages permission only', async () => {
    const res = await post(
      '/conversations/new-message',
      w.C,
      { receiver_id: String(w.orgId), receiver_type: 'organization', message: '' },
      [pdf('resume.pdf')],
    );
    expect(res.statusCode, res.body).toBe(200);
    const fileId = res.json().data.message.attachments[0].id;
    expect((await request(ctx, 'GET', `/files/${fileId}`, w.owner.token)).statusCode).toBe(200);
    expect((await request(ctx, 'GET', `/files/${fileId}`, w.member.token)).statusCode).toBe(200);
    expect((await request(ctx, 'GET', `/files/${fileId}`, w.memberNoPerm.token)).statusCode).toBe(404);
    expect((await request(ctx, 'GET', `/files/${fileId}`, w.outsider.token)).statusCode).toBe(404);
  });

  it("links files on an organization's channel so they open without a token, for as long as its side sees them", async () => {
    // C writes to the organization with a file; its owner and members read the message live.
    const sent = await post(
      '/conversations/new-message',
      w.C,
      { receiver_id: String(w.orgId), receiver_type: 'organization', message: 'My license' },
      [pdf('license.pdf')],
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversation } = sent.json().data;
    const received = await liveMessage(channelName.orgChat(w.orgId), sent.json().data.message.id);
    expect(received.attachments[0].url).toContain('sig=');
    expect(await opens(received.attachments[0].url)).toBe(200);

    // A member answers for the organization with a file: their answer, the organization's channel
    // (their own tab and their colleagues' too) and C's channel all link it so it opens.
    const answered = await post(
      '/conversations/send-message',
      w.member,
      { conversation_id: String(conversation.id) },
      [pdf('offer.pdf')],
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const own = answered.json().data.message;
    const urls = [
      own.attachments[0].url,
      (await liveMessage(channelName.orgChat(w.orgId), own.id)).attachments[0].url,
      (await liveMessage(channelName.chat(w.C.id), own.id)).attachments[0].url,
    ];
    for (const url of urls) expect(await opens(url)).toBe(200);

    // Deleted for everyone, the readers' links open nothing any more (the member's own link still
    // does: the file is theirs), and a link opens only the file it was made for.
    const removed = await request(ctx, 'DELETE', `/conversations/delete-message/${own.id}`, w.member.token);
    expect(removed.statusCode, removed.body).toBe(200);
    for (const url of urls.slice(1)) expect(await opens(url)).toBe(404);
    const otherFile = received.attachments[0].url.replace(
      `/files/${received.attachments[0].id}?`,
      `/files/${own.attachments[0].id}?`,
    );
    expect(await opens(otherFile)).toBe(404);
  });

  it('lists a last message of files only by its files, and a deleted one as deleted', async () => {
    const { conversation } = await write(ctx, w.B, w.C, 'Reports coming');
    const lastOf = async (who: Person) =>
      (
        (await request(ctx, 'GET', '/conversations/all', who.token)).json().data.data as ConversationView[]
      ).find((c) => c.id === conversation.id)?.last_message;
    const send = async (files: FormFile[]) =>
      (
        await post('/conversations/send-message', w.B, { conversation_id: String(conversation.id) }, files)
      ).json().data.message as MessageView;

    await send([pdf('report.pdf')]);
    expect(await lastOf(w.C)).toMatchObject({
      preview: '',
      is_deleted: false,
      attachment_count: 1,
      attachment_name: 'report.pdf',
    });
    const two = await send([pdf('march.pdf'), pdf('april.pdf')]);
    expect(await lastOf(w.B)).toMatchObject({ attachment_count: 2, attachment_name: 'march.pdf' });
    await request(ctx, 'DELETE', `/conversations/delete-message/${two.id}`, w.B.token);
    expect(await lastOf(w.C)).toMatchObject({
      preview: '',
      is_deleted: true,
      attachment_count: 0,
      attachment_name: null,
    });
    await reply(ctx, w.C, conversation.id, 'Thanks');
    expect(await lastOf(w.B)).toMatchObject({ preview: 'Thanks', is_deleted: false, attachment_count: 0 });
  });

  it('sends into a conversation by send-message and by the organization route', async () => {
    const { conversation } = await write(ctx, w.B, w.A, 'hello');
    const res = await post('/conversations/send-message', w.A, { conversation_id: String(conversation.id) }, [
      pdf(),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toMatchObject({ message: '', attachments: [{ name: 'shift-plan.pdf' }] });
    const org = await post(
      `/organization-conversations/send-message?org-slug=${w.orgSlug}`,
      w.member,
      { receiver_id: String(w.A.id), message: 'Your contract' },
      [pdf('contract.pdf')],
    );
    expect(org.statusCode, org.body).toBe(200);
    expect(org.json().data.message.attachments).toHaveLength(1);
  });

  it('refuses a file that is not what it claims, more than 5 files, and stores nothing', async () => {
    const { conversation } = await write(ctx, w.A, w.C, 'files coming');
    const before = await countFiles();
    const exe = await post('/conversations/send-message', w.A, { conversation_id: String(conversation.id) }, [
      fakePdf,
    ]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors).toHaveProperty('attachments');
    const six = await post(
      '/conversations/send-message',
      w.A,
      { conversation_id: String(conversation.id), message: 'six' },
      Array.from({ length: 6 }, (_, i) => pdf(`p${i}.pdf`)),
    );
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.attachments).toBe('Attach at most 5 files.');
    const tooBig = await post(
      '/conversations/send-message',
      w.A,
      { conversation_id: String(conversation.id) },
      [{ ...pdf('huge.pdf'), data: Buffer.concat([makePdf(['x']), Buffer.alloc(10 * 1024 * 1024, 0x20)]) }],
    );
    expect(tooBig.statusCode).toBe(422);
    // Refused for the conversation after reading: the stored files are removed again.
    const intruder = await post(
      '/conversations/send-message',
      w.B,
      { conversation_id: String(conversation.id) },
      [pdf()],
    );
    expect(intruder.statusCode).toBe(404);
    expect(await countFiles()).toBe(before);
  });
});

/** A file link opened as an <img src> or <a href> opens it: no token. */
const opens = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;

/** The message as a channel received it live (its 'message.created' event). */
async function liveMessage(channel: string, messageId: number) {
  const events = await eventsOf(ctx, channel);
  const found = events
    .map((e) => (e.data as { message?: MessageView }).message)
    .find((m) => m?.id === messageId);
  if (!found) throw new Error(`No message.created of message ${messageId} on ${channel}`);
  return found;
}

async function countFiles() {
  const rows = await ctx.db.query.files.findMany({ where: (f, { eq }) => eq(f.kind, 'message_attachment') });
  return rows.length;
}
