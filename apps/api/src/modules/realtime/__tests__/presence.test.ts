import { channelName } from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type MadeUser, makeUser, type TestContext } from '../../../../test/context';
import { PRESENCE_GRACE_MS } from '../presence';
import type { RealtimeService } from '../realtime.service';
import {
  type Client,
  connect,
  connected,
  listeningContext,
  socketsOfFile,
  subscribed,
  until,
} from './helpers';

let ctx: TestContext;
let base: string;
let realtime: RealtimeService;
let a: MadeUser;
let friend: MadeUser;
let stranger: MadeUser;
let quiet: MadeUser;
const open = socketsOfFile();

const watcher = async (user: MadeUser) =>
  subscribed(open, base, await login(ctx, user), channelName.isOnline);
const presenceOf = (c: Client, userId: number) =>
  c.received.filter((e) => e.event === 'presence' && (e.data as { user_id: number }).user_id === userId);

beforeAll(async () => {
  ({ ctx, base } = await listeningContext());
  realtime = ctx.app.modules.realtime.services.realtime;
  [a, friend, stranger, quiet] = [
    await makeUser(ctx),
    await makeUser(ctx),
    await makeUser(ctx),
    await makeUser(ctx),
  ];
  // Who shares a conversation with whom (messaging provides this in the app): A with the friend
  // and with quiet (who never connects).
  const shares: Record<number, number[]> = { [a.id]: [friend.id], [friend.id]: [a.id], [quiet.id]: [a.id] };
  realtime.setPresenceAudience(async (id) => shares[id] ?? []);
}, 30_000);

describe('presence', () => {
  it('tells only the audience when someone comes online, survives a reload, and says offline after the grace', async () => {
    const friendSees = await watcher(friend);
    const strangerSees = await watcher(stranger);
    expect(await realtime.onlineAmong([a.id, friend.id, quiet.id])).toEqual(new Set([friend.id]));

    const tokenA = await login(ctx, a);
    const tab = connect(base, tokenA);
    open.push(tab);
    await connected(tab);
    await until(() => presenceOf(friendSees, a.id).length === 1);
    expect(presenceOf(friendSees, a.id)[0]).toEqual({
      channel: channelName.isOnline,
      event: 'presence',
      seq: null,
      data: { user_id: a.id, is_online: true },
    });
    expect(await realtime.onlineAmong([a.id, quiet.id])).toEqual(new Set([a.id]));

    // A reload: the tab closes and a new one connects within the grace period: no offline flash.
    tab.disconnect();
    const reloaded = connect(base, tokenA);
    open.push(reloaded);
    await connected(reloaded);
    await new Promise((r) => setTimeout(r, PRESENCE_GRACE_MS + 800));
    expect(presenceOf(friendSees, a.id)).toHaveLength(1);
    expect(await realtime.onlineAmong([a.id])).toEqual(new Set([a.id]));

    // Closing the last tab: online during the grace, then offline, told to the friend only.
    reloaded.disconnect();
    await new Promise((r) => setTimeout(r, 300));
    expect(await realtime.onlineAmong([a.id])).toEqual(new Set([a.id]));
    await until(() => presenceOf(friendSees, a.id).length === 2, PRESENCE_GRACE_MS + 3000);
    expect(presenceOf(friendSees, a.id)[1].data).toEqual({ user_id: a.id, is_online: false });
    expect(await realtime.onlineAmong([a.id])).toEqual(new Set());
    expect(presenceOf(strangerSees, a.id)).toEqual([]);
    expect(strangerSees.received).toEqual([]);
  }, 30_000);

  it('counts PUT is-online without a connection until is-offline, tells the audience both times, and says nothing when the state does not change', async () => {
    const aSees = await watcher(a);
    await realtime.markOnline(quiet.id);
    expect(await realtime.onlineAmong([quiet.id])).toEqual(new Set([quiet.id]));
    await until(() => presenceOf(aSees, quiet.id).length === 1);
    await realtime.markOffline(quiet.id);
    expect(await realtime.onlineAmong([quiet.id])).toEqual(new Set());
    await until(() => presenceOf(aSees, quiet.id).length === 2);
    expect(presenceOf(aSees, quiet.id).map((e) => e.data)).toEqual([
      { user_id: quiet.id, is_online: true },
      { user_id: quiet.id, is_online: false },
    ]);

    // friend is in A's audience (they share a conversation), but friend's own watcher socket already
    // counts as a connection: marking does not change their state, so nothing is said.
    await realtime.markOnline(friend.id);
    await realtime.markOffline(friend.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(presenceOf(aSees, friend.id)).toEqual([]);
  });

  it('never sends a presence event emitted on private-is-online beyond the person’s audience', async () => {
    const strangerSees = await watcher(stranger);
    const friendSees = open.find((c) => c.connected && presenceOf(c, a.id).length) as Client;
    const before = friendSees.received.length;
    realtime.emitVolatile(channelName.isOnline, 'presence', { user_id: a.id, is_online: true });
    await until(() => friendSees.received.length === before + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(strangerSees.received).toEqual([]);
  });
});
