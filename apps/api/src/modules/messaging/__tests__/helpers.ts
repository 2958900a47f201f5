import { randomUUID } from 'node:crypto';
import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { request, type SignedIn, signedIn, type TestContext } from '../../../../test/context';
import { orgMember } from '../../org-team/__tests__/members';

export type Person = SignedIn;

/**
 * People A, B and C; organization O (approved) with its owner, a member whose role holds the
 * messages permission and one whose role does not; an outsider organization owner.
 */
export async function messagingWorld(ctx: TestContext) {
  const A = await signedIn(ctx);
  const B = await signedIn(ctx);
  const C = await signedIn(ctx);
  const owner = await signedIn(ctx, { role: 'organization', company: 'Riverside Clinic', approved: true });
  const orgId = owner.orgId!;
  const member = await orgMember(ctx, orgId, 'Front desk', ['messages']);
  const memberNoPerm = await orgMember(ctx, orgId, 'Recruiter', ['jobs']);
  const outsider = await signedIn(ctx, { role: 'organization', company: 'Elsewhere Care', approved: true });
  return { A, B, C, owner, member, memberNoPerm, outsider, orgId, orgSlug: owner.orgSlug! };
}

/** A fresh client id, as a browser makes one per send. */
export const clientId = () => randomUUID();

/** new-message from `from` to a person; returns the answer's data (message and conversation). */
export async function write(ctx: TestContext, from: Person, to: { id: number }, message: string, extra = {}) {
  const res = await request(ctx, 'POST', '/conversations/new-message', from.token, {
    receiver_id: to.id,
    message,
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`new-message → ${res.statusCode} ${res.body}`);
  return res.json().data as { message: { id: number; seq: number }; conversation: { id: number } };
}

export async function reply(
  ctx: TestContext,
  from: Person,
  conversationId: number,
  message: string,
  extra = {},
) {
  const res = await request(ctx, 'POST', '/conversations/send-message', from.token, {
    conversation_id: conversationId,
    message,
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`send-message → ${res.statusCode} ${res.body}`);
  return res.json().data as { message: { id: number; seq: number }; conversation: { id: number } };
}

/** The durable realtime events of one channel, in order. */
export const eventsOf = (ctx: TestContext, channel: string) =>
  ctx.db
    .select()
    .from(schema.realtimeEvents)
    .where(eq(schema.realtimeEvents.channel, channel))
    .orderBy(schema.realtimeEvents.seq);

export const messageRows = (ctx: TestContext, conversationId: number) =>
  ctx.db
    .select()
    .from(schema.chatMessages)
    .where(
      and(eq(schema.chatMessages.conversation_id, conversationId), eq(schema.chatMessages.status, 'sent')),
    )
    .orderBy(schema.chatMessages.seq);
