import { channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import { call, clientId, quotationWorld } from './core-world';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof quotationWorld>>;

beforeAll(async () => {
  w = await quotationWorld(ctx);
});

const eventsOf = (channel: string) =>
  ctx.db.select().from(schema.realtimeEvents).where(eq(schema.realtimeEvents.channel, channel));

/** N asks clinic C for a quote on a fresh post of C's. */
async function nurseAsksClinic(extra: Record<string, unknown> = {}) {
  const post = await w.service('post', { organization_id: w.orgId });
  const res = await call(ctx, 'POST', '/request-quote/service', w.N.token, {
    receiver_id: w.orgId,
    service_id: post.id,
    message: 'Could you quote 10 wound care visits?',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { post, data: res.json().data };
}

describe('request-quote', () => {
  it('opens a requested quotation between the asker (buyer) and the post owner (provider)', async () => {
    const { post, data } = await nurseAsksClinic();
    const q = data.quotation;
    expect(q).toMatchObject({
      type: 'service',
      service_id: post.id,
      receiver_id: w.orgId,
      state: 'requested',
      section: 'requested',
      viewer_side: 'buyer',
      buyer: { id: w.N.id, role: 'individual' },
      provider: { id: w.orgId, role: 'organization', name: 'Riverside Clinic' },
      service: { id: post.id, kind: 'post' },
      unread: 0,
    });
    expect(q.service_quotation_id).toBe(q.id);
    expect(data.message).toMatchObject({ seq: 1, kind: 'message', sender_side: 'buyer' });
    // The clinic's owner hears of it on their notify channel; the quotation channel has the line and the move.
    const notify = await eventsOf(channelName.notify(w.clinic.id));
    expect(notify.some((e) => e.event === 'quotation.message')).toBe(true);
    const onQuotation = await eventsOf(channelName.quotation(q.id));
    expect(onQuotation.map((e) => e.event).sort()).toEqual(['quotation.changed', 'quotation.message']);
    // The history has the creation.
    const thread = await call(ctx, 'GET', `/messages/${q.id}/service`, w.clinic.token);
    expect(thread.statusCode, thread.body).toBe(200);
    const t = thread.json().data;
    expect(t.quotation).toMatchObject({ viewer_side: 'provider', receiver_id: w.N.id, unread: 0 });
    expect(t.history).toEqual([
      expect.objectContaining({
        machine: 'quotation',
        event: 'request',
        actor: 'buyer',
        from: null,
        to: 'requested',
      }),
    ]);
    expect(t.messages).toHaveLength(1);
  });

  it('lets a provider answer a service request (kind service_request), acting for its organization', async () => {
    const request = await w.service('request', { user_id: w.M.id });
    const res = await call(ctx, 'POST', '/request-quote/service_request', w.member.token, {
      receiver_id: w.M.id,
      service_id: request.id,
      message: 'We can staff your nights.',
      organization_id: w.orgId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quotation).toMatchObject({
      viewer_side: 'provider',
      buyer: { id: w.M.id, role: 'individual' },
      provider: { id: w.orgId, role: 'organization' },
    });
  });

  it('refuses invalid requests with 422 and field errors', async () => {
    const post = await w.service('post', { organization_id: w.orgId });
    const own = await w.service('post', { user_id: w.N.id });
    const cases: [string, Record<string, unknown>, string][] = [
      ['service', { receiver_id: w.orgId, service_id: post.id }, 'message'],
      ['service', { receiver_id: w.M.id, service_id: post.id, message: 'Hi' }, 'receiver_id'],
      ['service_request', { receiver_id: w.orgId, service_id: post.id, message: 'Hi' }, 'service_id'],
      ['service', { receiver_id: w.N.id, service_id: own.id, message: 'Hi' }, 'receiver_id'],
    ];
    for (const [kind, body, field] of cases) {
      const res = await call(ctx, 'POST', `/request-quote/${kind}`, w.N.token, body);
      expect(res.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().errors[field]).toBeTruthy();
    }
    const badKind = await call(ctx, 'POST', '/request-quote/gallery', w.N.token, {
      receiver_id: w.orgId,
      service_id: post.id,
      message: 'Hi',
    });
    expect(badKind.statusCode).toBe(422);
  });

  it('answers 401 without a token and 409 (with the open quotation) for a second open one', async () => {
    const { post, data } = await nurseAsksClinic();
    const body = { receiver_id: w.orgId, service_id: post.id, message: 'Again?' };
    expect((await call(ctx, 'POST', '/request-quote/service', undefined, body)).statusCode).toBe(401);
    const again = await call(ctx, 'POST', '/request-quote/service', w.N.token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.service_quotation_id).toBe(String(data.quotation.id));
  });

  it('two requests at once (a double click) open one quotation: one client_id answers both alike, two hear 409 with it', async () => {
    const post = await w.service('post', { organization_id: w.orgId });
    const body = { receiver_id: w.orgId, service_id: post.id, message: 'Twice?' };
    const ask = (extra: object) =>
      call(ctx, 'POST', '/request-quote/service', w.N.token, { ...body, ...extra });
    const cid = clientId();
    const same = await Promise.all([ask({ client_id: cid }), ask({ client_id: cid })]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    const id = same[0].json().data.quotation.id;
    expect(same[1].json().data.quotation.id).toBe(id);
    const rows = await ctx.db
      .select()
      .from(schema.quotations)
      .where(eq(schema.quotations.service_id, post.id));
    expect(rows).toHaveLength(1);

    const other = await w.service('post', { organization_id: w.orgId });
    const two = await Promise.all(
      [clientId(), clientId()].map((c) => ask({ service_id: other.id, client_id: c })),
    );
    expect(two.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const opened = two.find((r) => r.statusCode === 200)!.json().data.quotation.id;
    expect(two.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      message: 'You already have an open quotation for this service.',
      errors: { service_quotation_id: String(opened) },
    });
  });

  it('acting for an organization needs its services permission (403) and membership (404)', async () => {
    const request = await w.service('request', { user_id: w.M.id });
    const body = { receiver_id: w.M.id, service_id: request.id, message: 'Hi', organization_id: w.orgId };
    expect(
      (await call(ctx, 'POST', '/request-quote/service_request', w.memberNoPerm.token, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx, 'POST', '/request-quote/service_request', w.outsider.token, body)).statusCode,
    ).toBe(404);
  });
});

describe('who sees a quotation', () => {
  it('both sides and members with the services permission; others 404, members without it 403', async () => {
    const { data } = await nurseAsksClinic();
    const id = data.quotation.id;
    const read = (token?: string) => call(ctx, 'GET', `/messages/${id}/service`, token);
    expect((await read(w.N.token)).statusCode).toBe(200);
    expect((await read(w.clinic.token)).statusCode).toBe(200);
    expect((await read(w.member.token)).statusCode).toBe(200);
    expect((await read(w.memberNoPerm.token)).statusCode).toBe(403);
    expect((await read(w.outsider.token)).statusCode).toBe(404);
    expect((await read(w.M.token)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(401);
    // The wrong kind in the path is another quotation's address: not found.
    expect((await call(ctx, 'GET', `/messages/${id}/service_request`, w.N.token)).statusCode).toBe(404);
    // The realtime channel follows the same rule.
    const realtime = ctx.app.modules.realtime.services.realtime;
    const auth = (userId: number) => ({ userId }) as Parameters<typeof realtime.authorize>[0];
    expect(await realtime.authorize(auth(w.member.id), channelName.quotation(id))).toBe(true);
    expect(await realtime.authorize(auth(w.memberNoPerm.id), channelName.quotation(id))).toBe(false);
    expect(await realtime.authorize(auth(w.outsider.id), channelName.quotation(id))).toBe(false);
  });
});

describe('send-message', () => {
  it('numbers lines, counts unread for the other side and sends once per client_id', async () => {
    const { data } = await nurseAsksClinic();
    const id = data.quotation.id;
    const cid = clientId();
    const body = { service_quotation_id: id, message: 'Fridays work best.', client_id: cid };
    const first = await call(ctx, 'POST', '/send-message/service', w.N.token, body);
    expect(first.statusCode, first.body).toBe(200);
    const twin = await call(ctx, 'POST', '/send-message/service', w.N.token, body);
    expect(twin.json().data.message.id).toBe(first.json().data.message.id);
    expect(first.json().data.message).toMatchObject({
      seq: 2,
      message: 'Fridays work best.',
      client_id: cid,
    });

    const list = await call(
      ctx,
      'GET',
      `/requested-messages/organization/0/service/${w.orgId}`,
      w.member.token,
    );
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.data.find((x: { id: number }) => x.id === id);
    expect(row).toMatchObject({ unread: 2, last_message: { preview: 'Fridays work best.' } });
    // Reading the thread marks it read for that side.
    await call(ctx, 'GET', `/messages/${id}/service`, w.member.token);
    const after = await call(
      ctx,
      'GET',
      `/requested-messages/organization/0/service/${w.orgId}`,
      w.clinic.token,
    );
    expect(after.json().data.data.find((x: { id: number }) => x.id === id).unread).toBe(0);

    const reply = await call(ctx, 'POST', '/send-message/service', w.clinic.token, {
      service_quotation_id: id,
      message: 'Fridays it is.',
    });
    expect(reply.json().data.message).toMatchObject({ seq: 3, sender_side: 'provider' });
    const notify = await eventsOf(channelName.notify(w.N.id));
    expect(notify.some((e) => (e.data as { message?: { seq: number } }).message?.seq === 3)).toBe(true);
  });

  it('refuses outsiders (404), members without the permission (403), an empty message (422)', async () => {
    const { data } = await nurseAsksClinic();
    const body = { service_quotation_id: data.quotation.id, message: 'Hello' };
    expect((await call(ctx, 'POST', '/send-message/service', w.outsider.token, body)).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/send-message/service', w.memberNoPerm.token, body)).statusCode).toBe(
      403,
    );
    const empty = await call(ctx, 'POST', '/send-message/service', w.N.token, { ...body, message: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toBeTruthy();
  });
});

describe('drafts', () => {
  it("are their author's until sent; sending moves them to requested once", async () => {
    const { data } = await nurseAsksClinic({ is_draft: 1 });
    const id = data.quotation.id;
    expect(data.quotation).toMatchObject({ state: 'draft', section: 'draft', allowed_events: ['send'] });
    expect((await call(ctx, 'GET', `/messages/${id}/service`, w.clinic.token)).statusCode).toBe(404);
    const totals = async (token: string, path: string) =>
      (await call(ctx, 'GET', `/total-messages/${path}`, token)).json().data;
    expect((await totals(w.N.token, 'individual/0/service')).draft).toBeGreaterThanOrEqual(1);
    const clinicBefore = await totals(w.clinic.token, `organization/0/service?organization_id=${w.orgId}`);
    expect(clinicBefore.draft).toBe(0);

    const edit = await call(ctx, 'PUT', `/draft-quote/${id}`, w.N.token, {
      message: 'Quote 12 visits, please.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.state).toBe('draft');
    expect((await call(ctx, 'PUT', `/draft-quote/${id}`, w.clinic.token, { send: 1 })).statusCode).toBe(404);

    const sent = await call(ctx, 'PUT', `/draft-quote/${id}`, w.N.token, { send: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ state: 'requested', section: 'requested' });
    const thread = (await call(ctx, 'GET', `/messages/${id}/service`, w.clinic.token)).json().data;
    expect(thread.messages[0].message).toBe('Quote 12 visits, please.');
    expect(thread.history.map((h: { event: string }) => h.event)).toEqual(['save_draft', 'send']);

    // Sending again is not a move of the table: 409 with what the buyer may do instead.
    const twice = await call(ctx, 'PUT', `/draft-quote/${id}`, w.N.token, { send: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'illegal_transition', errors: { allowed: 'offer_accepted' } });
  });

  it('take no messages before they are sent (409 illegal_transition)', async () => {
    const { data } = await nurseAsksClinic({ is_draft: true });
    const res = await call(ctx, 'POST', '/send-message/service', w.N.token, {
      service_quotation_id: data.quotation.id,
      message: 'Early',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'illegal_transition', errors: { allowed: 'send' } });
  });
});

describe('lists, totals and trash', () => {
  it('list a side per section with pages; trash is per side and restore brings it back', async () => {
    const { post, data } = await nurseAsksClinic();
    const id = data.quotation.id;
    const section = (name: string, token: string, path = `individual/${post.id}/service/0`) =>
      call(ctx, 'GET', `/${name}-messages/${path}`, token);
    const ids = async (name: string, token: string, path?: string) =>
      (await section(name, token, path)).json().data.data.map((x: { id: number }) => x.id);

    expect(await ids('requested', w.N.token)).toEqual([id]);
    const del = await call(ctx, 'DELETE', `/delete-chat/${id}`, w.N.token);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data).toMatchObject({ section: 'trashed', is_trashed: true });
    expect(await ids('requested', w.N.token)).toEqual([]);
    expect(await ids('trashed', w.N.token)).toEqual([id]);
    // The clinic keeps it.
    expect(await ids('requested', w.clinic.token, `organization/${post.id}/service/${w.orgId}`)).toEqual([
      id,
    ]);
    expect((await call(ctx, 'DELETE', `/delete-chat/${id}`, w.N.token)).statusCode).toBe(409);

    const restored = await call(ctx, 'DELETE', `/restore-chat/${id}`, w.N.token);
    expect(restored.json().data).toMatchObject({ section: 'requested', is_trashed: false });
    expect(await ids('requested', w.N.token)).toEqual([id]);
    expect((await call(ctx, 'DELETE', `/restore-chat/${id}`, w.N.token)).statusCode).toBe(409);
    expect((await call(ctx, 'DELETE', `/delete-chat/${id}`, w.outsider.token)).statusCode).toBe(404);
  });

  it('pages with page and perPage, newest activity first, and counts per section', async () => {
    const a = await nurseAsksClinic();
    const b = await nurseAsksClinic();
    const page = (n: number) =>
      call(ctx, 'GET', `/requested-messages/individual/0/service/0?page=${n}&perPage=1`, w.N.token);
    const first = (await page(1)).json().data;
    expect(first.data.map((x: { id: number }) => x.id)).toEqual([b.data.quotation.id]);
    expect(first).toMatchObject({ current_page: 1, per_page: 1 });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.last_page).toBe(first.total);
    expect((await page(2)).json().data.data.map((x: { id: number }) => x.id)).toEqual([a.data.quotation.id]);

    const totals = await call(ctx, 'GET', '/total-messages/individual/0/service', w.N.token);
    expect(totals.statusCode).toBe(200);
    expect(totals.json().data.requested).toBe(first.total);
    // An organization's lists need the caller to act for it.
    const path = `/requested-messages/organization/0/service/${w.orgId}`;
    expect((await call(ctx, 'GET', path, w.memberNoPerm.token)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', path, w.outsider.token)).statusCode).toBe(404);
    expect(
      (await call(ctx, 'GET', '/requested-messages/organization/0/service/0', w.clinic.token)).statusCode,
    ).toBe(422);
  });
});
