import type {
  ConnectionInviteView,
  ConnectionListView,
  ConnectionStateView,
  InviteListView,
  NetworkListQuery,
  SendInviteResultView,
  SuggestedQuery,
  SuggestionListView,
} from '@hctl/contracts';
import { networkListQuery, suggestedQuery } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { NotificationsPort, NotifyReceipt, SettledOutcome } from '../notifications/notifications.port';
import { toInvite, toPerson, toSuggestion } from './network.mapper';
import {
  type InviteRow,
  type Keyset,
  type ListOptions,
  networkRepository as repo,
} from './network.repository';
import { SuggestionsCache } from './suggestions-cache';

/** Keyset cursor of the network lists: the last row's created_at (microseconds) and id, opaque. */
const encodeCursor = (k: Keyset) => Buffer.from(`${k.us}.${k.id}`).toString('base64url');
function decodeCursor(cursor: string): Keyset {
  const m = /^(\d{1,17})\.(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw invalid({ cursor: 'This list has changed; start again from the first page.' });
  return { us: m[1], id: Number(m[2]) };
}

function listOptions(q: NetworkListQuery) {
  const p = networkListQuery.parse(q);
  const after = p.cursor && p.orderBy !== 'name' ? decodeCursor(p.cursor) : null;
  const o: ListOptions = {
    order: p.orderBy,
    search: p.search ?? null,
    after,
    offset: (p.page - 1) * p.perPage,
    limit: p.perPage,
  };
  return { o, page: p.page, perPage: p.perPage };
}

function pageView<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
  last: Keyset | null,
  order: ListOptions['order'],
) {
  return {
    ...pageOf(data, total, page, perPage),
    next_cursor: last && order !== 'name' && data.length === perPage ? encodeCursor(last) : null,
  };
}

/** One receipt for what a transaction settled and notified, published together after commit. */
const mergeReceipts = (a: NotifyReceipt, b: NotifyReceipt): NotifyReceipt => ({
  ids: [...a.ids, ...b.ids],
  envelopes: [...a.envelopes, ...b.envelopes],
  deliveryIds: [...a.deliveryIds, ...b.deliveryIds],
});

const connectionsLink = (slug: string, tab: string) => `/individual/${slug}/connections?tab=${tab}`;

/**
 * Connections between individuals (spec §4: send, accept, cancel, remove; decline added). Network
 * calls are for individuals (`config.auth: 'individual'`). A connection is two rows, written and
 * removed with the invite's change in one transaction; the unique pending-pair index makes a double
 * click or two crossing invites land on one invite.
 */
export class NetworkService {
  private cache: SuggestionsCache;

  constructor(
    private deps: AppDeps,
    private ports: { notifications: NotificationsPort },
  ) {
    this.cache = new SuggestionsCache(deps);
  }

  async connections(me: AuthContext, q: NetworkListQuery): Promise<ConnectionListView> {
    const { o, page, perPage } = listOptions(q);
    const rows = await repo.connections(this.deps.db, me.userId, o);
    const total = rows[0]?.total ?? (page > 1 || o.after ? await this.countConnections(me, o) : 0);
    const last = rows.at(-1);
    return pageView(
      rows.map((r) => ({ user: toPerson(r.person), connected_at: r.created_at.toISOString() })),
      total,
      page,
      perPage,
      last ? { us: last.created_us, id: last.person.id } : null,
      o.order,
    );
  }

  private async countConnections(me: AuthContext, o: ListOptions) {
    const rows = await repo.connections(this.deps.db, me.userId, { ...o, after: null, offset: 0, limit: 1 });
    return rows[0]?.total ?? 0;
  }

  /** pending-invite (received) and get-sent-invite (sent). */
  async invites(
    me: AuthContext,
    direction: 'received' | 'sent',
    q: NetworkListQuery,
  ): Promise<InviteListView> {
    const { o, page, perPage } = listOptions(q);
    const rows = await repo.invites(this.deps.db, me.userId, direction, o);
    const total =
      rows[0]?.total ??
      (page > 1 || o.after
        ? ((
            await repo.invites(this.deps.db, me.userId, direction, { ...o, after: null, offset: 0, limit: 1 })
          )[0]?.total ?? 0)
        : 0);
    const last = rows.at(-1);
    return pageView(
      rows.map((r) => toInvite(r.invite, me.userId, r.person)),
      total,
      page,
      perPage,
      last ? { us: last.created_us, id: last.invite.id } : null,
      o.order,
    );
  }

  async suggested(me: AuthContext, q: SuggestedQuery): Promise<SuggestionListView> {
    const p = suggestedQuery.parse(q);
    const perPage = p.take ?? p.perPage;
    const field = JSON.stringify([p.search ?? '', p.orderBy, p.page, perPage]);
    const value = await this.cache.read(me.userId, field, async () => {
      // One more than shown tells whether a next page exists without counting the candidates.
      const rows = await repo.suggestions(this.deps.db, me.userId, {
        search: p.search ?? null,
        order: p.orderBy,
        limit: perPage + 1,
        offset: (p.page - 1) * perPage,
      });
      return {
        data: rows.slice(0, perPage).map(toSuggestion),
        current_page: p.page,
        per_page: perPage,
        has_more: rows.length > perPage,
      };
    });
    return value;
  }

  /** The bell answered an invite (inside its transaction): both people's suggestions change. */
  forgetSuggestions(...userIds: number[]) {
    this.cache.forget(...userIds);
  }

  /** Between the caller and one person (the profile's Connect button). */
  async state(me: AuthContext, otherId: number): Promise<ConnectionStateView> {
    if (otherId === me.userId) return { state: 'self', invite_id: null };
    const { connected, pending } = await repo.connectionState(this.deps.db, me.userId, otherId);
    if (connected) return { state: 'connected', invite_id: null };
    if (pending)
      return { state: pending.sender_id === me.userId ? 'invited' : 'invited_you', invite_id: pending.id };
    return { state: 'none', invite_id: null };
  }

  /**
   * send-invite/{id}: a pending invite to the person (a second click answers with the same one). If
   * they had already invited the caller, theirs is accepted instead (as LinkedIn does).
   */
  async send(
    me: AuthContext,
    otherId: number,
    message: string | null,
  ): Promise<{
    message: string;
    data: SendInviteResultView;
  }> {
    if (otherId === me.userId) throw invalid({ id: 'You cannot connect with yourself.' });
    const other = await repo.user(this.deps.db, otherId);
    if (other?.role !== 'individual' || !other.is_active) throw notFound('Person not found.');
    const result = await this.deps.db.transaction(async (tx) => {
      if (await repo.isConnected(tx, me.userId, otherId)) throw conflict('You are already connected.');
      const created = await repo.insertInvite(tx, me.userId, otherId, message);
      if (created) {
        const receipt = await this.ports.notifications.notify(tx, [
          {
            userId: otherId,
            type: 'connection.invite',
            title: `${await this.nameOf(tx, me.userId)} wants to connect with you`,
            body: message ?? '',
            link: connectionsLink(other.slug, 'invitations'),
            data: { invite_id: created.id },
            actorUserId: me.userId,
          },
        ]);
        return { status: 'invited' as const, invite: created, receipt };
      }
      // The pair already has a pending invite (this caller's earlier click, or theirs).
      const pending = await repo.pendingBetween(tx, me.userId, otherId);
      if (!pending) throw conflict('The invitation changed meanwhile; try again.');
      if (pending.sender_id === me.userId)
        return { status: 'invited' as const, invite: pending, receipt: null };
      const accepted = await this.acceptPending(tx, me, pending);
      return { status: 'connected' as const, ...accepted };
    });
    this.ports.notifications.publish(result.receipt);
    this.cache.forget(me.userId, otherId);
    const [person] = await repo.people(this.deps.db, [otherId]);
    return {
      message: result.status === 'connected' ? 'You are now connected.' : 'Invitation sent.',
      data: { status: result.status, invite: toInvite(result.invite, me.userId, person) },
    };
  }

  /** accept-invite/{id} (the invite): the receiver connects; accepting again changes nothing. */
  async accept(me: AuthContext, inviteId: number) {
    const result = await this.deps.db.transaction((tx) => this.acceptIn(tx, me, inviteId));
    this.ports.notifications.publish(result.receipt);
    this.cache.forget(result.invite.sender_id, result.invite.receiver_id);
    return { message: 'You are now connected.', data: await this.inviteView(me, result.invite) };
  }

  /** The accept inside a transaction: also the bell's Accept (notifications' registered action). */
  async acceptIn(tx: Executor, me: AuthContext, inviteId: number) {
    const invite = await this.ownInvite(tx, me, inviteId, 'receiver');
    if (invite.status === 'accepted') return { invite, receipt: null };
    if (invite.status !== 'pending') throw conflict(`This invitation was ${invite.status}.`);
    return this.acceptPending(tx, me, invite);
  }

  /** decline-invite/{id}: the receiver says no; declining again changes nothing. */
  async decline(me: AuthContext, inviteId: number) {
    const { invite, receipt } = await this.deps.db.transaction((tx) => this.declineIn(tx, me, inviteId));
    this.ports.notifications.publish(receipt);
    this.cache.forget(invite.sender_id, invite.receiver_id);
    return { message: 'Invitation declined.', data: await this.inviteView(me, invite) };
  }

  /** The decline inside a transaction: also the bell's Reject (notifications' registered action). */
  declineIn(tx: Executor, me: AuthContext, inviteId: number) {
    return this.endUnanswered(tx, me, inviteId, 'receiver', 'declined');
  }

  /**
   * cancel-invite/{id}: the sender takes it back; the receiver's bell stops offering it, and their
   * open invitations list hears it (the settle's event) instead of offering a dead Accept.
   */
  async cancel(me: AuthContext, inviteId: number) {
    const { invite, receipt } = await this.deps.db.transaction((tx) =>
      this.endUnanswered(tx, me, inviteId, 'sender', 'cancelled'),
    );
    this.ports.notifications.publish(receipt);
    this.cache.forget(invite.sender_id, invite.receiver_id);
    return { message: 'Invitation cancelled.', data: await this.inviteView(me, invite) };
  }

  /**
   * A pending invite ended without a connection, by its receiver (declined) or its sender
   * (cancelled): asking again changes nothing; its bell notification is settled as rejected or
   * cancelled, so the receiver never reads the sender's change of mind as their own refusal.
   */
  private async endUnanswered(
    tx: Executor,
    me: AuthContext,
    inviteId: number,
    as: 'receiver' | 'sender',
    status: 'declined' | 'cancelled',
  ) {
    const invite = await this.ownInvite(tx, me, inviteId, as);
    if (invite.status === status) return { invite, receipt: null };
    if (invite.status !== 'pending') throw conflict(`This invitation was ${invite.status}.`);
    const decided = (await repo.decideInvite(tx, invite.id, status, this.deps.clock.now()))!;
    const receipt = await this.settle(tx, invite.id, status === 'declined' ? 'rejected' : 'cancelled');
    return { invite: decided, receipt };
  }

  /** remove-connection/{id} (the other person): both rows go. */
  async remove(me: AuthContext, otherId: number) {
    const removed = await this.deps.db.transaction((tx) => repo.disconnect(tx, me.userId, otherId));
    if (!removed) throw notFound('You are not connected with this person.');
    this.cache.forget(me.userId, otherId);
    return { message: 'Connection removed.', data: null };
  }

  /** The invite when the caller is its receiver (or sender); the other side is told 403, strangers 404. */
  private async ownInvite(tx: Executor, me: AuthContext, id: number, as: 'receiver' | 'sender') {
    const invite = await repo.inviteForUpdate(tx, id);
    if (!invite || (invite.sender_id !== me.userId && invite.receiver_id !== me.userId))
      throw notFound('Invitation not found.');
    const mine = as === 'receiver' ? invite.receiver_id : invite.sender_id;
    if (mine !== me.userId)
      throw forbidden(
        as === 'receiver'
          ? 'Only the person invited can answer this invitation.'
          : 'Only the sender can cancel this invitation.',
      );
    return invite;
  }

  /** A person's name as the notifications say it. */
  private async nameOf(tx: Executor, userId: number) {
    const p = await repo.user(tx, userId);
    return p ? `${p.first_name} ${p.last_name}`.trim() : 'Someone';
  }

  /** Both connection rows, the invite accepted and its notification settled, in the caller's transaction. */
  private async acceptPending(
    tx: Executor,
    me: AuthContext,
    invite: InviteRow,
  ): Promise<{ invite: InviteRow; receipt: NotifyReceipt }> {
    const now = this.deps.clock.now();
    const accepted = (await repo.decideInvite(tx, invite.id, 'accepted', now))!;
    await repo.connect(tx, invite.sender_id, invite.receiver_id, now);
    const settled = await this.settle(tx, invite.id, 'accepted');
    const notified = await this.ports.notifications.notify(tx, [
      {
        userId: invite.sender_id,
        type: 'connection.accepted',
        title: `${await this.nameOf(tx, me.userId)} accepted your invitation to connect`,
        body: '',
        link: `/individual/${me.slug}/view-profile`,
        data: { invite_id: invite.id, user_id: me.userId },
        actorUserId: me.userId,
      },
    ]);
    return { invite: accepted, receipt: mergeReceipts(settled, notified) };
  }

  private settle(tx: Executor, inviteId: number, outcome: SettledOutcome) {
    return this.ports.notifications.settle(
      tx,
      { type: 'connection.invite', key: 'invite_id', value: inviteId },
      outcome,
    );
  }

  private async inviteView(me: AuthContext, invite: InviteRow): Promise<ConnectionInviteView> {
    const otherId = invite.sender_id === me.userId ? invite.receiver_id : invite.sender_id;
    const [person] = await repo.people(this.deps.db, [otherId]);
    return toInvite(invite, me.userId, person);
  }
}
