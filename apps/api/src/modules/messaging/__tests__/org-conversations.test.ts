import { channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, request } from '../../../../test/context';
import type { AuthContext } from '../../../kit/context';
import type { RealtimeService } from '../../realtime/realtime.service';
import { conversationsRepository } from '../conversations.repository';
import { eventsOf, messagingWorld, reply } from './helpers';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof messagingWorld>>;
let jobId: number;

beforeAll(async () => {
  w = await messagingWorld(ctx);
  const [job] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: w.orgId,
      slug: `icu-rn-${w.orgId}`,
      title: 'ICU RN',
      employment_type: 'full-time',
      description: 'Nights.',
    } as typeof schema.jobs.$inferInsert)
    .returning();
  jobId = job.id;
});

/** POST organization-conversations/send-message as `by`, for the organization `orgQuery` names (`{slug}&job_id=…`). */
const fromOrg = (by: { token: string }, orgQuery: string, body: Record<string, unknown>) =>
  request(ctx, 'POST', `/organization-conversations/send-message?org-slug=${orgQuery}`, by.token, body);
/** One of the organization's inbox lists (`all`, `all-jobs`, …) as `who` reads it. */
const orgList = (list: string, who: { token: string }) =>
  request(ctx, 'GET', `/organization-conversations/${list}?org-slug=${w.orgSlug}`, who.token);
const toOrg = (from: { token: string }, message: string) =>
  request(ctx, 'POST', '/conversations/new-message', from.token, {
    receiver_id: w.orgId,
    receiver_type: 'organization',
    message,
  });

describe('organization conversations', () => {
  it('are one shared inbox for the owner and members with the messages permission, each with their own unread', async () => {
    const started = await toOrg(w.A, 'Is the ICU hiring?');
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().data.conversation.id;

    for (const who of [w.owner, w.member]) {
      const res = await orgList('all', who);
      expect(res.statusCode, res.body).toBe(200);
      const conv = res.json().data.data.find((c: { id: number }) => c.id === id);
      expect(conv).toMatchObject({ counterpart: { kind: 'user', id: w.A.id }, unread_count: 1 });
    }
    expect((await eventsOf(ctx, channelName.orgChat(w.orgId))).map((e) => e.event)).toContain(
      'message.created',
    );

    // The member answers for the organization; the person sees the organization, not the member.
    const answer = await reply(ctx, w.member, id, 'Yes, nights.');
    expect(answer.message).toMatchObject({ sender: { id: w.member.id, organization_id: w.orgId } });
    const mine = (await request(ctx, 'GET', '/conversations/all', w.A.token)).json().data;
    expect(mine.data.find((c: { id: number }) => c.id === id)).toMatchObject({
      counterpart: { kind: 'organization', id: w.orgId },
      unread_count: 1,
    });
    // The organization's own message is not unread for its other people; what A wrote still is for the owner.
    const owner = (await orgList('all', w.owner)).json().data.data.find((c: { id: number }) => c.id === id);
    expect(owner.unread_count).toBe(1);
    const opened = await request(
      ctx,
      'GET',
      `/conversations/get-messages/${id}?org-slug=${w.orgSlug}`,
      w.owner.token,
    );
    expect(opened.json().data.conversation.counterpart).toMatchObject({ kind: 'user', id: w.A.id });
    // The organization named must be the conversation's.
    const wrongOrg = await request(
      ctx,
      'GET',
      `/conversations/get-messages/${id}?org-slug=${w.outsider.orgSlug}`,
      w.outsider.token,
    );
    expect(wrongOrg.statusCode).toBe(404);
    const member = (await orgList('all', w.member)).json().data.data.find((c: { id: number }) => c.id === id);
    expect(member.unread_count).toBe(0);
  });

  it('refuses a member without the permission (403) and outsiders (404), on lists and on the conversation', async () => {
    const id = (await toOrg(w.B, 'Question')).json().data.conversation.id;
    for (const path of ['all', 'all-jobs', 'all-services', 'draft', 'trash']) {
      const url = `/organization-conversations/${path}?org-slug=${w.orgSlug}`;
      expect((await request(ctx, 'GET', url, w.memberNoPerm.token)).statusCode, url).toBe(403);
      expect((await request(ctx, 'GET', url, w.outsider.token)).statusCode, url).toBe(404);
      expect((await request(ctx, 'GET', url, w.C.token)).statusCode, url).toBe(404);
    }
    expect(
      (await request(ctx, 'GET', `/conversations/get-messages/${id}`, w.memberNoPerm.token)).statusCode,
    ).toBe(403);
    expect(
      (await request(ctx, 'GET', `/conversations/get-messages/${id}`, w.outsider.token)).statusCode,
    ).toBe(404);
    const send = await request(ctx, 'POST', '/conversations/send-message', w.memberNoPerm.token, {
      conversation_id: id,
      message: 'not allowed',
    });
    expect(send.statusCode).toBe(403);
    const orgSend = await fromOrg(w.memberNoPerm, w.orgSlug, { receiver_id: w.C.id, message: 'hi' });
    expect(orgSend.statusCode).toBe(403);
    expect(
      (await request(ctx, 'GET', '/organization-conversations/all?org-slug=nope', w.owner.token)).statusCode,
    ).toBe(404);
    const noSlug = await request(ctx, 'GET', '/organization-conversations/all', w.owner.token);
    expect(noSlug.statusCode).toBe(422);
    expect(noSlug.json().errors).toHaveProperty('org-slug');
  });

  it('writes to a person about a job: its own conversation, listed under all-jobs', async () => {
    const res = await fromOrg(w.owner, `${w.orgSlug}&job_id=${jobId}`, {
      receiver_id: w.C.id,
      message: 'Thanks for applying to ICU RN.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const conv = res.json().data.conversation;
    expect(conv).toMatchObject({
      kind: 'organization',
      job: { id: jobId, title: 'ICU RN' },
      counterpart: { id: w.C.id },
    });
    const plain = await fromOrg(w.owner, w.orgSlug, {
      receiver_id: w.C.id,
      message: 'A general note.',
    });
    expect(plain.json().data.conversation.id).not.toBe(conv.id);

    const jobs = (await orgList('all-jobs', w.member)).json().data.data.map((c: { id: number }) => c.id);
    expect(jobs).toEqual([conv.id]);
    const services = (await orgList('all-services', w.member)).json().data.data;
    expect(services).toEqual([]);

    const gallery = await fromOrg(w.member, `${w.orgSlug}&service_gallery_id=7`, {
      receiver_id: w.C.id,
      message: 'About our wound-care service.',
    });
    expect(gallery.json().data.conversation.service_gallery_id).toBe(7);
    expect((await orgList('all-services', w.owner)).json().data.data).toHaveLength(1);

    const otherJob = await fromOrg(w.outsider, `${w.outsider.orgSlug}&job_id=${jobId}`, {
      receiver_id: w.C.id,
      message: 'not our job',
    });
    expect(otherJob.statusCode).toBe(422);
    expect(otherJob.json().errors).toHaveProperty('job_id');
    const both = await fromOrg(w.owner, `${w.orgSlug}&job_id=${jobId}&service_gallery_id=1`, {
      receiver_id: w.C.id,
      message: 'x',
    });
    expect(both.statusCode).toBe(422);
    const empty = await fromOrg(w.owner, w.orgSlug, { receiver_id: 'nobody' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty('receiver_id');
  });

  it("shares the trash and keeps each member's drafts for the organization apart", async () => {
    const id = (await toOrg(w.C, 'Trash me')).json().data.conversation.id;
    expect(
      (await request(ctx, 'DELETE', `/conversations/delete-conversation/${id}`, w.member.token)).statusCode,
    ).toBe(200);
    const trash = (await orgList('trash', w.owner)).json().data.data.map((c: { id: number }) => c.id);
    expect(trash).toContain(id);
    // The person's side is untouched.
    expect(
      (await request(ctx, 'GET', '/conversations/all', w.C.token))
        .json()
        .data.data.map((c: { id: number }) => c.id),
    ).toContain(id);
    await request(ctx, 'POST', `/conversations/restore-conversation/${id}`, w.owner.token);

    const draft = await request(ctx, 'POST', '/conversations/draft-message', w.member.token, {
      conversation_id: id,
      message: 'Dear C,',
    });
    expect(draft.json().data.receiver).toMatchObject({ kind: 'user', id: w.C.id });
    const forOrg = (await orgList('draft', w.member)).json().data.data.map((d: { id: number }) => d.id);
    expect(forOrg).toEqual([draft.json().data.id]);
    expect((await request(ctx, 'GET', '/conversations/draft', w.member.token)).json().data.data).toEqual([]);
    expect((await orgList('draft', w.owner)).json().data.data).toEqual([]);
  });

  it("shows a person's presence to those who share a conversation with them (organizations: their permitted people)", async () => {
    const audience = async (userId: number) =>
      (await conversationsRepository.presenceAudience(ctx.db, userId)).sort();
    // C wrote to the organization and was written to by it (tests above); nobody wrote to B directly.
    const ofC = await audience(w.C.id);
    expect(ofC).toEqual([w.owner.id, w.member.id].sort());
    expect(ofC).not.toContain(w.memberNoPerm.id);
    await request(ctx, 'POST', '/conversations/new-message', w.A.token, {
      receiver_id: w.B.id,
      message: 'hi B',
    });
    expect(await audience(w.B.id)).toEqual([w.A.id, w.owner.id, w.member.id].sort());
  });

  it('authorizes the private-org-chat channel for those who may answer for the organization', async () => {
    const realtime = ctx.app.modules.realtime.services.realtime as RealtimeService;
    const auth = (userId: number) => ({ userId }) as AuthContext;
    const channel = channelName.orgChat(w.orgId);
    expect(await realtime.authorize(auth(w.owner.id), channel)).toBe(true);
    expect(await realtime.authorize(auth(w.member.id), channel)).toBe(true);
    expect(await realtime.authorize(auth(w.memberNoPerm.id), channel)).toBe(false);
    expect(await realtime.authorize(auth(w.outsider.id), channel)).toBe(false);
  });
});
