import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, request } from '../../../../test/context';
import { call, quotationWorld } from '../../quotations/__tests__/core-world';

const { ctx } = apiSuite();
let w: Awaited<ReturnType<typeof quotationWorld>>;
const bell = async (id: number, token: string, role = 'individual') =>
  (await request(ctx, 'GET', `/latest-notifications/${role}/${id}`, token)).json().data;

beforeAll(async () => {
  w = await quotationWorld(ctx);
});

describe('quotations tell the other side in the bell', () => {
  it('a quote request reaches the organization (its owner, about it); the offer reaches the asker', async () => {
    const post = await w.service('post', { organization_id: w.orgId });
    const asked = await call(ctx, 'POST', '/request-quote/service', w.N.token, {
      receiver_id: w.orgId,
      service_id: post.id,
      message: 'Could you quote 10 wound care visits?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const quotationId = asked.json().data.quotation.id as number;
    const clinicBell = await bell(w.orgId, w.clinic.token, 'organization');
    expect(clinicBell.notifications[0]).toMatchObject({
      type: 'quotation.received',
      title: 'New quotation request for Wound care visits',
      body: 'Could you quote 10 wound care visits?',
      link: `/quotation/${w.clinic.orgSlug}?kind=service&q=${quotationId}`,
      organization_id: w.orgId,
      actor: { id: w.N.id },
      data: { quotation_id: quotationId },
    });

    const offered = await call(ctx, 'POST', `/send-offer/${quotationId}`, w.member.token, {
      amount: 25,
      description: 'Two home visits',
      delivery_date: '2099-01-01',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const nurseBell = await bell(w.N.id, w.N.token);
    expect(nurseBell.notifications[0]).toMatchObject({
      type: 'offer.received',
      title: 'New offer of $25.00 for Wound care visits',
      link: `/quotation/${w.N.slug}?kind=service&q=${quotationId}`,
      actor: { id: w.member.id },
    });
  });

  it('a draft tells nobody until it is sent', async () => {
    const post = await w.service('post', { user_id: w.M.id });
    const draft = await call(ctx, 'POST', '/request-quote/service', w.N.token, {
      receiver_id: w.M.id,
      service_id: post.id,
      message: 'Draft question',
      is_draft: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await bell(w.M.id, w.M.token)).notifications).toHaveLength(0);
    const sent = await call(ctx, 'PUT', `/draft-quote/${draft.json().data.quotation.id}`, w.N.token, {
      send: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await bell(w.M.id, w.M.token)).notifications.map((n: { type: string }) => n.type)).toEqual([
      'quotation.received',
    ]);
  });
});
