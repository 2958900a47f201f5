import { channelName, type MessageView } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiSuite, bearer, postForm, request } from '../../../../test/context';
import { makePdf, multipartForm } from '../../../../test/fixtures';
import type { AuthService } from '../../auth/auth.service';
import type { FilesService } from '../../files/files.service';
import { eventsOf, messagingWorld, type Person } from './helpers';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof messagingWorld>>;
/** A conversation C started with the organization, with a file in its first message. */
let conv: { id: number; messageId: number; fileId: number };

beforeEach(async () => {
  w = await messagingWorld(ctx);
  const res = await postForm(
    ctx,
    '/conversations/new-message',
    w.C.token,
    multipartForm({ receiver_id: String(w.orgId), receiver_type: 'organization', message: 'My license' }, [
      { field: 'attachments', name: 'license.pdf', data: makePdf(['RN license']), type: 'application/pdf' },
    ]),
  );
  expect(res.statusCode, res.body).toBe(200);
  const { message, conversation } = res.json().data;
  conv = { id: conversation.id, messageId: message.id, fileId: message.attachments[0].id };
});

const files = () => ctx.app.modules.files.services.files as FilesService;
const auth = () => ctx.app.modules.auth.services.auth as AuthService;
/** A link opened as an <img src> or <a href>: no token. */
const opens = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;

/**
 * What the three places that decide who reads the organization's inbox answer for `who`: its inbox
 * route, a subscription to its org-chat channel (through POST /pusher/auth, as pusher-js asks), and
 * the message's file by the link a page load signed for them.
 */
async function verdicts(who: Person) {
  const route = await request(ctx, 'GET', `/organization-conversations/all?org-slug=${w.orgSlug}`, who.token);
  const channel = await request(ctx, 'POST', '/pusher/auth', who.token, {
    socket_id: '123.456',
    channel_name: channelName.orgChat(w.orgId),
  });
  return {
    route: route.statusCode,
    channel: channel.statusCode,
    file: await opens(files().links.url(conv.fileId, who.id)),
  };
}

const reads = { route: 200, channel: 200, file: 200 };

describe("who reads an organization's inbox: its routes, its channel and its files agree", () => {
  it('lets the owner and a member with the messages permission in, and no one else', async () => {
    expect(await verdicts(w.owner)).toEqual(reads);
    expect(await verdicts(w.member)).toEqual(reads);
    expect(await verdicts(w.memberNoPerm)).toEqual({ route: 403, channel: 403, file: 404 });
    expect(await verdicts(w.outsider)).toEqual({ route: 404, channel: 403, file: 404 });
  });

  it('shuts out a member removed from the organization', async () => {
    await ctx.db.delete(schema.organizationUsers).where(eq(schema.organizationUsers.user_id, w.member.id));
    expect(await verdicts(w.member)).toEqual({ route: 404, channel: 403, file: 404 });
  });

  it('shuts out a member whose role lost the messages permission', async () => {
    const [row] = await ctx.db
      .select({ role: schema.organizationUsers.role_id })
      .from(schema.organizationUsers)
      .where(eq(schema.organizationUsers.user_id, w.member.id));
    await ctx.db
      .update(schema.orgRoles)
      .set({ permissions: ['jobs'] })
      .where(eq(schema.orgRoles.id, row.role!));
    expect(await verdicts(w.member)).toEqual({ route: 403, channel: 403, file: 404 });
  });

  it("keeps a deactivated or archived organization's inbox readable by its people, as its routes do", async () => {
    const org = eq(schema.organizations.id, w.orgId);
    await ctx.db.update(schema.organizations).set({ status: 'deactive' }).where(org);
    expect(await verdicts(w.owner)).toEqual(reads);
    expect(await verdicts(w.member)).toEqual(reads);
    await ctx.db.update(schema.organizations).set({ status: 'active', is_archived: true }).where(org);
    expect(await verdicts(w.member)).toEqual(reads);
    expect(await verdicts(w.memberNoPerm)).toEqual({ route: 403, channel: 403, file: 404 });
  });

  it('shuts out a suspended member and a deactivated owner, their signed links included', async () => {
    await auth().suspend(w.member.id, 'Spam');
    expect(await verdicts(w.member)).toEqual({ route: 401, channel: 401, file: 404 });
    await auth().deactivate(w.owner.id);
    expect(await verdicts(w.owner)).toEqual({ route: 401, channel: 401, file: 404 });
  });

  it("shuts a deactivated person's links to what was sent to them", async () => {
    const sent = await postForm(
      ctx,
      '/conversations/send-message',
      w.member.token,
      multipartForm({ conversation_id: String(conv.id) }, [
        { field: 'attachments', name: 'offer.pdf', data: makePdf(['Offer']), type: 'application/pdf' },
      ]),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const link = files().links.url(sent.json().data.message.attachments[0].id, w.C.id);
    expect(await opens(link)).toBe(200);
    await auth().deactivate(w.C.id);
    expect(await opens(link)).toBe(404);
  });
});

/** The message as the organization's channel received it live. */
async function liveOnOrgChannel(messageId: number) {
  const events = await eventsOf(ctx, channelName.orgChat(w.orgId));
  const found = events
    .map((e) => (e.data as { message?: MessageView }).message)
    .find((m) => m?.id === messageId);
  if (!found) throw new Error(`No message.created of ${messageId} on the organization's channel`);
  return found.attachments[0].url;
}

describe("links pushed on an organization's channel", () => {
  it('are granted to the organization, not signed for its owner', async () => {
    const url = await liveOnOrgChannel(conv.messageId);
    expect(new URL(url, 'http://x').searchParams.get('viewer')).toBe(`org:${w.orgId}`);
    expect(await opens(url)).toBe(200);
  });

  it('keep opening after the ownership moves to another person', async () => {
    const url = await liveOnOrgChannel(conv.messageId);
    await ctx.db
      .update(schema.organizations)
      .set({ owner_id: w.outsider.id })
      .where(eq(schema.organizations.id, w.orgId));
    expect(await opens(url)).toBe(200);
  });

  it('open only while the organization side still sees the message', async () => {
    const url = await liveOnOrgChannel(conv.messageId);
    // Trashed: still visible to the side.
    const path = `/conversations/delete-conversation/${conv.id}?org-slug=${w.orgSlug}`;
    const trashed = await request(ctx, 'DELETE', path, w.member.token);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(await opens(url)).toBe(200);
    // Deleted for good from the organization's side: cleared, the grant opens nothing.
    expect((await request(ctx, 'DELETE', path, w.member.token)).statusCode).toBe(200);
    expect(await opens(url)).toBe(404);
  });

  it('cannot be turned into another organization, a person or another file', async () => {
    const url = await liveOnOrgChannel(conv.messageId);
    const withViewer = (v: string) => {
      const u = new URL(url, 'http://x');
      u.searchParams.set('viewer', v);
      return `${u.pathname}${u.search}`;
    };
    expect(await opens(withViewer(`org:${w.outsider.orgId}`))).toBe(404);
    expect(await opens(withViewer(String(w.orgId)))).toBe(404);
    expect(await opens(withViewer(String(w.owner.id)))).toBe(404);
    expect(await opens(withViewer('org:x'))).toBe(404);
    // A grant for an organization whose side never saw the file, correctly signed, opens nothing.
    expect(await opens(files().links.forOrganization(w.outsider.orgId!)(conv.fileId))).toBe(404);
  });

  it("are judged as the session's person when the request carries one", async () => {
    const url = await liveOnOrgChannel(conv.messageId);
    const as = (who: Person) => ctx.app.inject({ method: 'GET', url, headers: bearer(who.token) });
    expect((await as(w.member)).statusCode).toBe(200);
    expect((await as(w.memberNoPerm)).statusCode).toBe(404);
    expect((await as(w.outsider)).statusCode).toBe(404);
  });

  it("leave a removed member's page links shut, while a grant they hold lives out its minutes", async () => {
    const grant = await liveOnOrgChannel(conv.messageId);
    const page = await request(
      ctx,
      'GET',
      `/conversations/get-messages/${conv.id}?org-slug=${w.orgSlug}`,
      w.member.token,
    );
    const own = page.json().data.messages[0].attachments[0].url as string;
    expect(new URL(own, 'http://x').searchParams.get('viewer')).toBe(String(w.member.id));
    await ctx.db.delete(schema.organizationUsers).where(eq(schema.organizationUsers.user_id, w.member.id));
    expect(await opens(own)).toBe(404);
    // Documented limit of a grant (sending.service.ts channelLinks): it cannot tell who holds it.
    expect(await opens(grant)).toBe(200);
  });
});
