import { schema } from '@hctl/db';
import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiSuite, bearer, login, type MadeUser, makeUser, notificationsOf } from '../../../../test/context';

const { ctx } = apiSuite();
let tokens: Map<number, string>;

beforeAll(async () => {
  tokens = new Map();
});

async function person(details: Partial<typeof schema.individualDetails.$inferInsert> = {}) {
  const u = await makeUser(ctx);
  if (Object.keys(details).length)
    await ctx.db
      .update(schema.individualDetails)
      .set(details)
      .where(eq(schema.individualDetails.user_id, u.id));
  tokens.set(u.id, await login(ctx, u));
  return u;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: MadeUser | string,
  payload?: unknown,
) {
  const token = typeof who === 'string' ? who : tokens.get(who.id)!;
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: payload as object });
}

const connectionRows = (a: number, b: number) =>
  ctx.db
    .select()
    .from(schema.connections)
    .where(
      or(
        and(eq(schema.connections.user_id, a), eq(schema.connections.peer_id, b)),
        and(eq(schema.connections.user_id, b), eq(schema.connections.peer_id, a)),
      ),
    );

async function connect(a: MadeUser, b: MadeUser) {
  const sent = await call('POST', `/send-invite/${b.id}`, a, {});
  expect(sent.statusCode).toBe(200);
  const accepted = await call('POST', `/accept-invite/${sent.json().data.invite.id}`, b);
  expect(accepted.statusCode).toBe(200);
}

describe('invites and connections', () => {
  it('sends, lists on both sides, accepts into two rows, notifies both people', async () => {
    const a = await person({ occupation: 'ICU Nurse', city: 'Austin', state: 'TX', is_published: true });
    const b = await person({ is_published: false });
    const sent = await call('POST', `/send-invite/${b.id}`, a, { message: 'We met at the ICU training.' });
    expect(sent.statusCode).toBe(200);
    const { status, invite } = sent.json().data;
    expect(status).toBe('invited');
    expect(invite).toMatchObject({ direction: 'sent', status: 'pending', user: { id: b.id } });

    const received = (await call('GET', '/pending-invite', b)).json().data;
    expect(received.total).toBe(1);
    expect(received.data[0]).toMatchObject({
      id: invite.id,
      direction: 'received',
      message: 'We met at the ICU training.',
      user: { id: a.id, occupation: 'ICU Nurse', city: 'Austin' },
    });
    expect(
      (await call('GET', '/get-sent-invite', a)).json().data.data.map((i: { id: number }) => i.id),
    ).toEqual([invite.id]);
    const [note] = await notificationsOf(ctx, b.id, 'connection.invite');
    expect(note).toMatchObject({
      action_status: 'pending',
      data: { invite_id: invite.id },
      title: expect.stringMatching(/^Test User\d+ wants to connect with you$/),
      body: 'We met at the ICU training.',
    });

    const accepted = await call('POST', `/accept-invite/${invite.id}`, b);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect(await connectionRows(a.id, b.id)).toHaveLength(2);
    // The bell stops offering the buttons; the sender hears about it.
    expect((await notificationsOf(ctx, b.id, 'connection.invite'))[0].action_status).toBe('accepted');
    expect((await notificationsOf(ctx, a.id, 'connection.accepted')).map((n) => n.title)).toEqual([
      expect.stringMatching(/^Test User\d+ accepted your invitation to connect$/),
    ]);

    for (const [me, other] of [
      [a, b],
      [b, a],
    ]) {
      const list = (await call('GET', '/connections', me)).json().data;
      expect(list.total).toBe(1);
      // Only a published profile is linked: b's unpublished one would answer 404.
      expect(list.data[0].user).toMatchObject({ id: other.id, has_profile: other === a });
    }
    expect((await call('GET', '/pending-invite', b)).json().data.total).toBe(0);
    expect((await call('GET', `/connection-status/${a.id}`, b)).json().data.state).toBe('connected');
  });

  it('accepting twice is a no-op 200; the sender may not accept; strangers are told 404', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const invite = (await call('POST', `/send-invite/${b.id}`, a, {})).json().data.invite;
    expect((await call('POST', `/accept-invite/${invite.id}`, a)).statusCode).toBe(403);
    expect((await call('POST', `/accept-invite/${invite.id}`, c)).statusCode).toBe(404);
    const [first, second] = await Promise.all([
      call('POST', `/accept-invite/${invite.id}`, b),
      call('POST', `/accept-invite/${invite.id}`, b),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await connectionRows(a.id, b.id)).toHaveLength(2);
    expect(await notificationsOf(ctx, a.id, 'connection.accepted')).toHaveLength(1);
  });

  it('double clicks and crossing invites leave one pending invite; inviting back connects', async () => {
    const [a, b] = [await person(), await person()];
    const clicks = await Promise.all([1, 2, 3].map(() => call('POST', `/send-invite/${b.id}`, a, {})));
    expect(clicks.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(clicks.map((r) => r.json().data.invite.id)).size).toBe(1);
    const pending = await ctx.db
      .select()
      .from(schema.connectionInvites)
      .where(eq(schema.connectionInvites.sender_id, a.id));
    expect(pending).toHaveLength(1);
    expect(await notificationsOf(ctx, b.id, 'connection.invite')).toHaveLength(1);

    // B invites A back: A's invite is accepted instead of a second one.
    const back = await call('POST', `/send-invite/${a.id}`, b, {});
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({
      status: 'connected',
      invite: { id: pending[0].id, status: 'accepted' },
    });
    expect(await connectionRows(a.id, b.id)).toHaveLength(2);
    expect((await call('POST', `/send-invite/${a.id}`, b, {})).statusCode).toBe(409);
  });

  it('decline and cancel settle the invite and its notification; answering again changes nothing', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const toB = (await call('POST', `/send-invite/${b.id}`, a, {})).json().data.invite;
    expect((await call('POST', `/decline-invite/${toB.id}`, a)).statusCode).toBe(403);
    const declined = await call('POST', `/decline-invite/${toB.id}`, b);
    expect(declined.json().data.status).toBe('declined');
    expect((await call('POST', `/decline-invite/${toB.id}`, b)).statusCode).toBe(200);
    expect((await call('POST', `/accept-invite/${toB.id}`, b)).statusCode).toBe(409);
    expect((await notificationsOf(ctx, b.id, 'connection.invite'))[0].action_status).toBe('rejected');

    const toC = (await call('POST', `/send-invite/${c.id}`, a, {})).json().data.invite;
    expect((await call('DELETE', `/cancel-invite/${toC.id}`, c)).statusCode).toBe(403);
    const emit = vi.spyOn(ctx.app.modules.realtime.services.realtime, 'emit');
    try {
      expect((await call('DELETE', `/cancel-invite/${toC.id}`, a)).json().data.status).toBe('cancelled');
      // C's open pages hear it (the invitations list drops the card, the badge moves).
      expect(emit.mock.calls.flatMap(([envelopes]) => envelopes)).toContainEqual(
        expect.objectContaining({ channel: `private-notify.${c.id}`, event: 'notification.read' }),
      );
    } finally {
      emit.mockRestore();
    }
    expect((await call('GET', '/pending-invite', c)).json().data.total).toBe(0);
    // The sender took it back: C's notification says so, not that C declined.
    expect((await notificationsOf(ctx, c.id, 'connection.invite'))[0].action_status).toBe('cancelled');
    const bell = await call('GET', `/latest-notifications/individual/${c.id}`, c);
    expect(bell.json().data.notifications[0]).toMatchObject({
      type: 'connection.invite',
      action_status: 'cancelled',
    });
    const [cancelled] = await notificationsOf(ctx, c.id, 'connection.invite');
    const late = await call('PUT', `/individual/${c.slug}/notification/${cancelled.id}/accept`, c, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This was already cancelled.');
    // After a decline or cancel, a new invite may be sent.
    expect((await call('POST', `/send-invite/${c.id}`, a, {})).json().data.status).toBe('invited');
  });

  it("the bell's Accept connects, and the sender's bell hears it live", async () => {
    const [a, b] = [await person(), await person()];
    await call('POST', `/send-invite/${b.id}`, a, {});
    const [bell] = await notificationsOf(ctx, b.id, 'connection.invite');
    const emit = vi.spyOn(ctx.app.modules.realtime.services.realtime, 'emit');
    try {
      const res = await call('PUT', `/individual/${b.slug}/notification/${bell.id}/accept`, b, {});
      expect(res.statusCode).toBe(200);
      expect(await connectionRows(a.id, b.id)).toHaveLength(2);
      // Published after the bell's transaction committed: the "accepted" notification of the sender.
      const sent = emit.mock.calls.flatMap(([envelopes]) => envelopes);
      expect(sent).toContainEqual(
        expect.objectContaining({
          channel: `private-notify.${a.id}`,
          event: 'notification.created',
          data: expect.objectContaining({
            notification: expect.objectContaining({ type: 'connection.accepted' }),
          }),
        }),
      );
    } finally {
      emit.mockRestore();
    }
  });

  it('remove-connection deletes both rows; refusals: self, organizations, unknown people', async () => {
    const [a, b] = [await person(), await person()];
    await connect(a, b);
    expect((await call('DELETE', `/remove-connection/${b.id}`, a)).statusCode).toBe(200);
    expect(await connectionRows(a.id, b.id)).toHaveLength(0);
    expect((await call('DELETE', `/remove-connection/${b.id}`, a)).statusCode).toBe(404);
    expect((await call('POST', `/send-invite/${a.id}`, a, {})).statusCode).toBe(422);
    expect((await call('POST', '/send-invite/999999999', a, {})).statusCode).toBe(404);
    const org = await makeUser(ctx, { role: 'organization', company: 'Net Clinic', approved: true });
    expect((await call('POST', `/send-invite/${org.id}`, a, {})).statusCode).toBe(404);
    const orgToken = await login(ctx, org);
    expect((await call('GET', '/connections', orgToken)).statusCode).toBe(403);
    expect((await call('POST', `/send-invite/${a.id}`, orgToken, {})).statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('pages by keyset and by page number, searches by name, orders by name', async () => {
    const me = await person();
    const peers: MadeUser[] = [];
    for (let k = 0; k < 7; k++) {
      const p = await person();
      await connect(me, p);
      peers.push(p);
    }
    const newest = peers.map((p) => p.id).reverse();
    const first = (await call('GET', '/connections?perPage=3', me)).json().data;
    expect(first).toMatchObject({ total: 7, last_page: 3, per_page: 3 });
    expect(first.data.map((c: { user: { id: number } }) => c.user.id)).toEqual(newest.slice(0, 3));
    const second = (await call('GET', `/connections?perPage=3&cursor=${first.next_cursor}`, me)).json().data;
    expect(second.data.map((c: { user: { id: number } }) => c.user.id)).toEqual(newest.slice(3, 6));
    const byPage = (await call('GET', '/connections?perPage=3&page=3', me)).json().data;
    expect(byPage.data.map((c: { user: { id: number } }) => c.user.id)).toEqual(newest.slice(6));
    expect(byPage.total).toBe(7);
    const oldest = (await call('GET', '/connections?orderBy=oldest&perPage=2', me)).json().data;
    expect(oldest.data.map((c: { user: { id: number } }) => c.user.id)).toEqual(
      peers.slice(0, 2).map((p) => p.id),
    );

    await ctx.db.update(schema.users).set({ first_name: 'Zelda' }).where(eq(schema.users.id, peers[2].id));
    const found = (await call('GET', '/connections?search=zeLD', me)).json().data;
    expect(found.total).toBe(1);
    expect(found.data[0].user.id).toBe(peers[2].id);
    const byName = (await call('GET', '/connections?orderBy=name', me)).json().data;
    expect(byName.data.at(-1).user.first_name).toBe('Zelda');
    expect((await call('GET', '/connections?cursor=nonsense', me)).statusCode).toBe(422);
  });
});

describe('suggestions', () => {
  it('ranks connections in common, organizations, specialty and city, with reasons; excludes connected and invited', async () => {
    const me = await person({ specialty: 'Registered Nurse (RN)', city: 'Austin', state: 'TX' });
    const friend = await person();
    const fof = await person();
    const sameCity = await person({ city: 'austin', state: 'TX' });
    const sameBoth = await person({ specialty: 'Registered Nurse (RN)', city: 'Austin', state: 'TX' });
    const colleague = await person();
    const invited = await person({ city: 'Austin', state: 'TX' });
    await connect(me, friend);
    await connect(friend, fof);
    const org = await makeUser(ctx, { role: 'organization', company: 'Riverside Clinic', approved: true });
    await ctx.db.insert(schema.organizationUsers).values([
      { organization_id: org.orgId!, user_id: me.id, role_name: 'Staff' },
      { organization_id: org.orgId!, user_id: colleague.id, role_name: 'Staff' },
    ]);
    await call('POST', `/send-invite/${invited.id}`, me, {});

    const res = await call('GET', '/suggested', me);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    const byId = new Map(list.data.map((s: { user: { id: number } }) => [s.user.id, s]));
    expect(byId.has(friend.id)).toBe(false);
    expect(byId.has(invited.id)).toBe(false);
    expect(byId.has(me.id)).toBe(false);
    expect(byId.get(fof.id)).toMatchObject({ mutual_connections: 1, reasons: ['1 connection in common'] });
    expect(byId.get(colleague.id)).toMatchObject({ reasons: ['Also at Riverside Clinic'] });
    expect(byId.get(sameBoth.id)).toMatchObject({ reasons: ['Registered Nurse (RN) in Austin'] });
    expect(byId.get(sameCity.id)).toMatchObject({ reasons: ['Also in austin, TX'] });
    const order = list.data.map((s: { user: { id: number } }) => s.user.id);
    // Scores: shared organization 5, specialty and city 4, one connection in common 3, city 2.
    expect(order.indexOf(colleague.id)).toBeLessThan(order.indexOf(sameBoth.id));
    expect(order.indexOf(sameBoth.id)).toBeLessThan(order.indexOf(fof.id));
    expect(order.indexOf(fof.id)).toBeLessThan(order.indexOf(sameCity.id));

    await ctx.db.update(schema.users).set({ last_name: 'Quokka' }).where(eq(schema.users.id, fof.id));
    const searchedRes = await call('GET', '/suggested?search=quok', me);
    expect(searchedRes.statusCode, searchedRes.body).toBe(200);
    const searched = searchedRes.json().data;
    expect(searched.data.map((s: { user: { id: number } }) => s.user.id)).toEqual([fof.id]);
    const small = (await call('GET', '/suggested?take=2', me)).json().data;
    expect(small).toMatchObject({ per_page: 2, has_more: true });
    expect(small.data).toHaveLength(2);

    // A page is served from the cache until the caller's own network changes.
    const target = small.data[0].user.id;
    expect((await call('POST', `/send-invite/${target}`, me, {})).statusCode).toBe(200);
    const after = (await call('GET', '/suggested?take=2', me)).json().data;
    expect(after.data.map((s: { user: { id: number } }) => s.user.id)).not.toContain(target);
  });
});
