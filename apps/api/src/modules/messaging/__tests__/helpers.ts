import { randomUUID } from 'node:crypto';
import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { bearer, login, type MadeUser, makeUser, type TestContext } from '../../../../test/context';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `/api/v1{url}` as the holder of `token` (none: anonymous), JSON body if given. */
export const api = (ctx: TestContext, method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    payload: payload as object | undefined,
  });

export interface Person extends MadeUser {
  token: string;
}

/**
 * People A, B and C; organization O (approved) with its owner, a member whose role holds the
 * messages permission and one whose role does not; an outsider organization owner.
 */
export async function messagingWorld(ctx: TestContext) {
  const person = async (o: Parameters<typeof makeUser>[1] = {}): Promise<Person> => {
    const u = await makeUser(ctx, o);
    return { ...u, token: await login(ctx, u) };
  };
  const A = await person();
  const B = await person();
  const C = await person();
  const owner = await person({ role: 'organization', company: 'Riverside Clinic', approved: true });
  const member = await person();
  const memberNoPerm = await person();
  const outsider = await person({ role: 'organization', company: 'Elsewhere Care', approved: true });
  const orgId = owner.orgId!;
  const [messagesRole, jobsRole] = await ctx.db
    .insert(schema.orgRoles)
    .values([
      { organization_id: orgId, name: 'Front desk', permissions: ['messages'] },
      { organization_id: orgId, name: 'Recruiter', permissions: ['jobs'] },
    ])
    .returning();
  await ctx.db.insert(schema.organizationUsers).values([
    { organization_id: orgId, user_id: member.id, role_id: messagesRole.id, role_name: messagesRole.name },
    { organization_id: orgId, user_id: memberNoPerm.id, role_id: jobsRole.id, role_name: jobsRole.name },
  ]);
  return { A, B, C, owner, member, memberNoPerm, outsider, orgId, orgSlug: owner.orgSlug! };
}

/** A fresh client id, as a browser makes one per send. */
export const clientId = () => randomUUID();

/** new-message from `from` to a person; returns the answer's data (message and conversation). */
export async function write(ctx: TestContext, from: Person, to: { id: number }, message: string, extra = {}) {
  const res = await api(ctx, 'POST', '/conversations/new-message', from.token, {
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
  const res = await api(ctx, 'POST', '/conversations/send-message', from.token, {
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

/** multipart/form-data with any number of files (repeated field names allowed). */
export function multipartMany(
  fields: Record<string, string>,
  files: { field: string; name: string; data: Buffer; type?: string }[],
) {
  const boundary = `----hctl${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
