import {
  channelName,
  type GroupCreateBody,
  type GroupInviteEmailsBody,
  type GroupInviteUserBody,
  type GroupJoinBody,
  type GroupListQuery,
  type GroupListView,
  type GroupMemberListQuery,
  type GroupUpdateBody,
  type GroupView,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/slug';
import type { AuthContext } from '../../plugins/auth';
import type { NotificationsPort, NotifyInput } from '../notifications/notifications.port';
import type { OutboxService } from '../outbox/outbox.service';
import type { RealtimePort } from '../realtime/realtime.port';
import type { GroupAccess, GroupAccessService } from './group-access';
import { type AfterCommit, GroupEvents } from './group-events';
import { decodeCursor, encodeCursor, toGroupCard, toGroupView, toMember } from './groups.mapper';
import { type GroupWithViewer, type MemberRow, groupsRepository as repo } from './groups.repository';

/** E-mail invitations stay open this long. */
const INVITATION_DAYS = 14;

export interface GroupsPorts {
  realtime: RealtimePort;
  notifications: NotificationsPort;
  outbox: Pick<OutboxService, 'compose' | 'dispatch'>;
}

/**
 * Groups and their members (spec §7 Groups, issue 17): discovery, a person's groups, create,
 * update or delete, joining (public: at once; private: a request the admins decide), leaving,
 * removing, inviting platform users and e-mail addresses, and suggestions of people to invite.
 * Groups are for people: the routes take individual accounts (organizations and the super admin
 * are refused with 403; the admin console has its own community-group routes).
 */
export class GroupsService {
  private events: GroupEvents;

  constructor(
    private deps: AppDeps,
    private access: GroupAccessService,
    private ports: GroupsPorts,
  ) {
    this.events = new GroupEvents(ports);
  }

  private now() {
    return this.deps.clock.now();
  }

  private memberEvent(
    groupId: number,
    action: 'joined' | 'left' | 'removed' | 'decided',
    userId: number,
    count: number,
  ) {
    return {
      channel: channelName.group(groupId),
      event: 'group.member' as const,
      data: { action, user_id: userId, member_count: count },
    };
  }

  private link(slug: string, extra = '') {
    return `/groups/view/${slug}${extra}`;
  }

  // --- groups ----------------------------------------------------------------------------------

  /**
   * GET groups: by member count. `page` (offset) for the first pages as the spec has it; the
   * `cursor` from `next_cursor` goes on by keyset at the same cost at any depth.
   */
  async list(auth: AuthContext, q: GroupListQuery) {
    const c = decodeCursor(q.cursor);
    const after = c ? { count: Number(c.a), id: c.id } : undefined;
    if (after && !Number.isFinite(after.count)) throw invalid({ cursor: 'The cursor is not valid.' });
    const rows = await repo.discovery(this.deps.db, {
      viewer: auth.userId,
      take: q.take,
      search: q.search || undefined,
      after,
      offset: (q.page - 1) * q.take,
    });
    const last = rows.at(-1);
    const data: GroupListView = {
      data: rows.map(toGroupCard),
      current_page: q.page,
      per_page: q.take,
      next_cursor:
        last && rows.length === q.take ? encodeCursor(last.group.member_count, last.group.id) : null,
    };
    return { message: 'Groups.', data };
  }

  /** GET my-groups: the groups the caller is an active member of, newest membership first. */
  async mine(auth: AuthContext, q: GroupListQuery) {
    const c = decodeCursor(q.cursor);
    const rows = await repo.mine(this.deps.db, auth.userId, q.take, c?.id ?? Number.MAX_SAFE_INTEGER);
    const last = rows.at(-1);
    const data: GroupListView = {
      data: rows.map(toGroupCard),
      current_page: q.page,
      per_page: q.take,
      next_cursor: last && rows.length === q.take ? encodeCursor('m', last.my_member_id!) : null,
    };
    return { message: 'Your groups.', data };
  }

  private async view(a: GroupWithViewer & { isAdmin?: boolean }): Promise<GroupView> {
    const person = await repo.person(this.deps.db, a.group.owner_id);
    const pending = a.isAdmin
      ? await repo.pendingCounts(this.deps.db, a.group.id)
      : { requests: 0, posts: 0 };
    return toGroupView(a, person, pending);
  }

  /** POST groups/create: the creator is its owner and first member. */
  async create(auth: AuthContext, body: GroupCreateBody) {
    const now = this.now();
    const group = await this.deps.db.transaction(async (tx) => {
      const g = await repo.insert(tx, {
        slug: uniqueSlug(body.name),
        name: body.name,
        description: body.description,
        rules: body.rules ?? null,
        category: body.category ?? null,
        location: body.location ?? null,
        privacy: body.privacy,
        post_approval: body.post_approval,
        owner_id: auth.userId,
        member_count: 1,
      });
      await repo.insertMember(tx, {
        group_id: g.id,
        user_id: auth.userId,
        role: 'owner',
        status: 'active',
        joined_at: now,
      });
      return g;
    });
    const a = await this.access.find(group.slug, auth.userId);
    return { message: 'Group created.', data: await this.view(a) };
  }

  /** GET groups/{slug}: members only for a private group; any signed-in person for a public one. */
  async show(auth: AuthContext, slug: string) {
    const a = await this.access.read(slug, auth.userId);
    return { message: 'The group.', data: await this.view(a) };
  }

  /** The about a visitor or anyone may see (public-groups): never the members. */
  async about(slug: string, viewer: number) {
    return this.access.find(slug, viewer);
  }

  /**
   * POST groups/{slug}: `_method: 'DELETE'` or `action: 'delete'` deletes the group (its owner;
   * soft, the posts stay for reports); anything else changes the fields sent (owner and admins).
   */
  async updateOrDelete(auth: AuthContext, slug: string, body: GroupUpdateBody) {
    const deleting = body._method?.toUpperCase() === 'DELETE' || body.action?.toLowerCase() === 'delete';
    if (deleting) {
      const a = await this.access.owner(slug, auth.userId);
      const done = await this.deps.db.transaction(async (tx) => {
        await repo.softDelete(tx, a.group.id, this.now());
        // Members with the group open are told, so their page closes instead of failing on the next click.
        const event = {
          channel: channelName.group(a.group.id),
          event: 'group.deleted' as const,
          data: { group_id: a.group.id, deleted_by: auth.userId },
        };
        return this.events.record(tx, [event], []);
      });
      this.events.publish(done);
      return { message: 'Group deleted.', data: null };
    }
    const a = await this.access.admin(slug, auth.userId);
    const patch: Record<string, unknown> = {};
    for (const k of [
      'name',
      'description',
      'rules',
      'category',
      'location',
      'privacy',
      'post_approval',
    ] as const)
      if (body[k] !== undefined) patch[k] = body[k];
    if (Object.keys(patch).length) await this.deps.db.transaction((tx) => repo.update(tx, a.group.id, patch));
    const fresh = await this.access.find(slug, auth.userId);
    return { message: 'Group updated.', data: await this.view(fresh) };
  }

  /**
   * An administrator's removal (inside the admin module's transaction): always soft, like the
   * owner's delete, because the posts and comments in it are other members' words and abuse
   * reports point at them.
   */
  async adminRemove(tx: Executor, slug: string) {
    const group = await repo.adminFind(tx, slug);
    if (!group) return null;
    await repo.softDelete(tx, group.id, this.now());
    return {
      id: group.id,
      key: group.slug,
      title: group.name,
      mode: 'soft' as const,
      ownerUserIds: [group.owner_id],
      organizationId: null,
      details: {},
    };
  }

  // --- members ---------------------------------------------------------------------------------

  private async memberPage(a: GroupAccess, status: MemberRow['status'], q: GroupMemberListQuery) {
    const after = decodeCursor(q.cursor)?.id ?? 0;
    const rows = q.search
      ? await repo.memberSearch(this.deps.db, a.group.id, status, q.take, after, q.search)
      : await repo.members(this.deps.db, a.group.id, status, q.take, after);
    const last = rows.at(-1);
    return {
      data: rows.map(toMember),
      next_cursor: last && rows.length === q.take ? encodeCursor('m', last.member.id) : null,
    };
  }

  async members(auth: AuthContext, slug: string, q: GroupMemberListQuery) {
    const a = await this.access.read(slug, auth.userId);
    return { message: 'Members.', data: await this.memberPage(a, 'active', q) };
  }

  async joinRequests(auth: AuthContext, slug: string, q: GroupMemberListQuery) {
    const a = await this.access.admin(slug, auth.userId);
    return { message: 'Join requests.', data: await this.memberPage(a, 'pending', q) };
  }

  /**
   * People to invite: individuals of the admin's city or specialty who are not in the group, or
   * (`search`) anyone not in it whose name contains the search.
   * (Connections first once the network module can be asked; it is not a dependency yet.)
   */
  async suggest(auth: AuthContext, slug: string, q: GroupMemberListQuery) {
    const a = await this.access.admin(slug, auth.userId);
    const after = decodeCursor(q.cursor)?.id ?? 0;
    const rows = await repo.suggestions(this.deps.db, a.group.id, auth.userId, {
      take: q.take,
      after,
      search: q.search || undefined,
    });
    const last = rows.at(-1);
    return {
      message: 'People you may invite.',
      data: {
        data: rows.map((r) => ({
          id: Number(r.person.id),
          name: r.person.name,
          slug: r.person.slug,
          image: r.person.image,
          headline: r.person.headline,
          reason: r.reason,
        })),
        next_cursor: last && rows.length === q.take ? encodeCursor('u', Number(last.user_id)) : null,
      },
    };
  }

  /**
   * Decides a join request inside `tx` (this route, or the admin's bell). Approved: the person
   * becomes an active member; rejected: the request is removed (they may ask again).
   */
  async decideIn(
    tx: Executor,
    deciderId: number,
    groupId: number,
    memberId: number,
    decision: 'approved' | 'rejected',
  ): Promise<AfterCommit & { member: MemberRow | null }> {
    const group = await repo.byIdForUpdate(tx, groupId);
    if (!group || group.deleted_at) throw notFound('Group not found.');
    const request = await repo.memberById(tx, groupId, memberId);
    if (request?.member.status !== 'pending') throw notFound('Join request not found.');
    const now = this.now();
    let member: MemberRow | null = null;
    let count = group.member_count;
    if (decision === 'approved') {
      member = await repo.moveMember(tx, memberId, 'pending', {
        status: 'active',
        joined_at: now,
        decided_by: deciderId,
      });
      if (!member) throw notFound('Join request not found.');
      count = await repo.bumpMembers(tx, groupId, 1);
    } else {
      await repo.deleteMember(tx, memberId);
    }
    const settled = await this.ports.notifications.settle(
      tx,
      { type: 'group.join_request', key: 'member_id', value: memberId },
      decision === 'approved' ? 'accepted' : 'rejected',
    );
    const after = await this.events.record(
      tx,
      [this.memberEvent(groupId, 'decided', request.member.user_id, count)],
      [
        {
          userId: request.member.user_id,
          type: 'group.join_decided',
          title:
            decision === 'approved'
              ? `You joined ${group.name}`
              : `Your request to join ${group.name} was declined`,
          link: this.link(group.slug),
          data: { group_id: groupId, group_slug: group.slug, decision },
          actorUserId: deciderId,
        },
      ],
    );
    // The other admins' bells settle too: their badges hear it with the group's events.
    return { ...after, envelopes: [...after.envelopes, ...settled.envelopes], member };
  }

  /** PUT groups/{slug}/members/pending-member/{id}/{status}. */
  async decide(auth: AuthContext, slug: string, id: number, decision: 'approved' | 'rejected') {
    const a = await this.access.admin(slug, auth.userId);
    const done = await this.deps.db.transaction((tx) =>
      this.decideIn(tx, auth.userId, a.group.id, id, decision),
    );
    this.events.publish(done);
    const member = done.member ? await repo.memberById(this.deps.db, a.group.id, done.member.id) : null;
    return {
      message: decision === 'approved' ? 'Request approved.' : 'Request rejected.',
      data: { id, decision, member: member ? toMember(member) : null },
    };
  }

  /**
   * PUT groups/{slug}/members/remove/{id}: an admin removes a member, or cancels an invitation or
   * a request. The owner cannot be removed; only the owner removes an admin.
   */
  async remove(auth: AuthContext, slug: string, id: number) {
    const a = await this.access.admin(slug, auth.userId);
    const done = await this.deps.db.transaction(async (tx) => {
      await repo.byIdForUpdate(tx, a.group.id);
      const target = await repo.memberById(tx, a.group.id, id);
      if (!target) throw notFound('Member not found.');
      if (target.member.role === 'owner') throw forbidden('The owner cannot be removed.');
      if (target.member.role === 'admin' && !a.isOwner)
        throw forbidden('Only the owner may remove an admin.');
      const row = await repo.deleteMember(tx, id);
      if (!row) throw notFound('Member not found.');
      let count = a.group.member_count;
      if (row.status === 'active') count = await repo.bumpMembers(tx, a.group.id, -1);
      return this.events.record(tx, [this.memberEvent(a.group.id, 'removed', row.user_id, count)], []);
    });
    this.events.publish(done);
    return { message: 'Member removed.', data: null };
  }

  /**
   * PUT groups/{slug}/members/join. Public group: a member at once. Private: a pending request the
   * admins decide (they are notified). An invitation (platform or e-mail token) joins at once
   * whatever the privacy. Joining twice answers with the membership as it is.
   */
  async join(auth: AuthContext, slug: string, body: GroupJoinBody) {
    const a = await this.access.find(slug, auth.userId);
    const now = this.now();
    const done = await this.deps.db.transaction(async (tx) => {
      await repo.byIdForUpdate(tx, a.group.id);
      const existing = await repo.memberOf(tx, a.group.id, auth.userId);
      if (existing?.status === 'active') return { status: 'active' as const, after: null };
      if (existing?.status === 'pending' && !body.token) return { status: 'pending' as const, after: null };
      if (existing?.status === 'invited' || (existing?.status === 'pending' && body.token)) {
        if (body.token) await this.takeInvitation(tx, a.group.id, body.token, auth.userId);
        return {
          status: 'active' as const,
          after: await this.activate(tx, a.group.id, existing, auth.userId),
        };
      }
      if (body.token) await this.takeInvitation(tx, a.group.id, body.token, auth.userId);
      const open = a.group.privacy === 'public' || !!body.token;
      const row = await repo.insertMember(tx, {
        group_id: a.group.id,
        user_id: auth.userId,
        role: 'member',
        status: open ? 'active' : 'pending',
        message: body.message ?? null,
        joined_at: open ? now : null,
      });
      if (!row) return { status: 'pending' as const, after: null };
      if (open) {
        const count = await repo.bumpMembers(tx, a.group.id, 1);
        return {
          status: 'active' as const,
          after: await this.events.record(
            tx,
            [this.memberEvent(a.group.id, 'joined', auth.userId, count)],
            [],
          ),
        };
      }
      const admins = await repo.adminIds(tx, a.group.id);
      const who = await repo.userName(tx, auth.userId);
      return {
        status: 'pending' as const,
        after: await this.events.record(
          tx,
          [],
          admins.map((userId) => ({
            userId,
            type: 'group.join_request' as const,
            title: `${who?.name ?? 'Someone'} asked to join ${a.group.name}`,
            body: body.message ?? undefined,
            link: this.link(a.group.slug, '?tab=requests'),
            data: { group_id: a.group.id, group_slug: a.group.slug, member_id: row.id },
            actorUserId: auth.userId,
          })),
        ),
      };
    });
    if (done.after) this.events.publish(done.after);
    const fresh = await this.access.find(slug, auth.userId);
    return {
      message: done.status === 'active' ? `You joined ${a.group.name}.` : 'Your request to join was sent.',
      data: { status: done.status, group: toGroupCard(fresh) },
    };
  }

  /** An invited (or requesting) person becomes an active member; their invitation's bell settles. */
  private async activate(tx: Executor, groupId: number, row: MemberRow, userId: number) {
    const moved = await repo.moveMember(tx, row.id, row.status, { status: 'active', joined_at: this.now() });
    if (!moved) return null;
    const count = await repo.bumpMembers(tx, groupId, 1);
    const settled = await this.ports.notifications.settle(
      tx,
      { type: 'group.invitation', key: 'member_id', value: row.id },
      'accepted',
    );
    const after = await this.events.record(tx, [this.memberEvent(groupId, 'joined', userId, count)], []);
    return { ...after, envelopes: [...after.envelopes, ...settled.envelopes] };
  }

  /** An e-mail invitation's token is a bearer secret: whoever signed up with the link may use it once. */
  private async takeInvitation(tx: Executor, groupId: number, token: string, userId: number) {
    const invitation = await repo.openInvitation(tx, groupId, sha256(token), this.now());
    if (!invitation) throw invalid({ token: 'This invitation is no longer valid.' });
    await repo.acceptInvitation(tx, invitation.id, userId, this.now());
  }

  /** The bell's accept of a platform invitation (group.invitation). */
  async acceptInvitationIn(tx: Executor, userId: number, memberId: number) {
    const row = await this.invitedRow(tx, userId, memberId);
    await repo.byIdForUpdate(tx, row.group_id);
    return this.activate(tx, row.group_id, row, userId);
  }

  /** The bell's Accept of an invitation: joins, and the group hears it once the bell's transaction commits. */
  async acceptInvitationFromBell(tx: Executor, userId: number, memberId: number) {
    const done = await this.acceptInvitationIn(tx, userId, memberId);
    return () => {
      if (done) this.events.publish(done);
    };
  }

  async declineInvitationIn(tx: Executor, userId: number, memberId: number) {
    const row = await this.invitedRow(tx, userId, memberId);
    await repo.deleteMember(tx, row.id);
  }

  private async invitedRow(tx: Executor, userId: number, memberId: number) {
    const [row] = await repo.membersByIds(tx, [memberId]);
    if (!row || row.user_id !== userId || row.status !== 'invited') throw notFound('Invitation not found.');
    const group = await repo.byId(tx, row.group_id);
    if (!group) throw notFound('Group not found.');
    return row;
  }

  /**
   * PUT groups/{slug}/members/leave: a member leaves, or a pending request / invitation is
   * withdrawn. The owner cannot leave (they delete the group instead).
   */
  async leave(auth: AuthContext, slug: string) {
    const a = await this.access.find(slug, auth.userId);
    // Nobody to remove: a private group stays unknown (404), a public one has no membership to end.
    if (!a.my_status) throw notFound('Group not found.');
    if (a.my_role === 'owner') throw forbidden('The owner cannot leave the group; delete it instead.');
    const done = await this.deps.db.transaction(async (tx) => {
      await repo.byIdForUpdate(tx, a.group.id);
      const row = await repo.deleteMember(tx, a.my_member_id!);
      if (!row) return null;
      if (row.status !== 'active') return null;
      const count = await repo.bumpMembers(tx, a.group.id, -1);
      return this.events.record(tx, [this.memberEvent(a.group.id, 'left', auth.userId, count)], []);
    });
    if (done) this.events.publish(done);
    const fresh = await this.access.find(slug, auth.userId);
    return { message: `You left ${a.group.name}.`, data: { status: null, group: toGroupCard(fresh) } };
  }

  /**
   * POST groups/{slug}/members/inviteUser: admins invite individuals by id. Each gets an invited
   * membership and an actionable notification; someone who had asked to join is approved instead.
   */
  async inviteUsers(auth: AuthContext, slug: string, body: GroupInviteUserBody) {
    const a = await this.access.admin(slug, auth.userId);
    const wanted = [...new Set([...(body.user_id ? [body.user_id] : []), ...(body.user_ids ?? [])])].filter(
      (id) => id !== auth.userId,
    );
    const ids = await repo.individualIds(this.deps.db, wanted);
    const inviter = await repo.userName(this.deps.db, auth.userId);
    const results: AfterCommit[] = [];
    let invited = 0;
    await this.deps.db.transaction(async (tx) => {
      await repo.byIdForUpdate(tx, a.group.id);
      const notes: NotifyInput[] = [];
      for (const userId of ids) {
        const existing = await repo.memberOf(tx, a.group.id, userId);
        if (existing?.status === 'pending') {
          results.push(await this.decideIn(tx, auth.userId, a.group.id, existing.id, 'approved'));
          invited++;
          continue;
        }
        if (existing) continue;
        const row = await repo.insertMember(tx, {
          group_id: a.group.id,
          user_id: userId,
          role: 'member',
          status: 'invited',
          invited_by: auth.userId,
          message: body.message ?? null,
        });
        if (!row) continue;
        invited++;
        notes.push({
          userId,
          type: 'group.invitation',
          title: `${inviter?.name ?? 'Someone'} invited you to join ${a.group.name}`,
          body: body.message ?? undefined,
          link: this.link(a.group.slug),
          data: { group_id: a.group.id, group_slug: a.group.slug, member_id: row.id },
          actorUserId: auth.userId,
        });
      }
      results.push(await this.events.record(tx, [], notes));
    });
    for (const r of results) this.events.publish(r);
    return {
      message: invited ? 'Invitations sent.' : 'Nobody new to invite.',
      data: { invited, skipped: wanted.length - invited },
    };
  }

  /**
   * POST groups/{slug}/invite: e-mail invitations for people without an account. The mail carries a
   * link with a one-time token (only its hash is stored); signing up and joining with it makes them
   * a member, private group or not.
   */
  async inviteEmails(auth: AuthContext, slug: string, body: GroupInviteEmailsBody) {
    const a = await this.access.admin(slug, auth.userId);
    const emails = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
    const inviter = await repo.userName(this.deps.db, auth.userId);
    const expires = new Date(this.now().getTime() + INVITATION_DAYS * 86_400_000);
    const mails = await this.deps.db.transaction(async (tx) => {
      const out = [];
      for (const email of emails) {
        const token = randomToken(24);
        await repo.insertInvitation(tx, {
          group_id: a.group.id,
          email,
          token_hash: sha256(token),
          invited_by: auth.userId,
          expires_at: expires,
        });
        const url = `${this.deps.config.APP_URL}/groups/join/${a.group.slug}?token=${token}`;
        out.push(
          await this.ports.outbox.compose(tx, {
            channel: 'email',
            to: email,
            template: 'group-invitation',
            subject: `${inviter?.name ?? 'Someone'} invited you to ${a.group.name} on HCTL`,
            text: `Hello,\n\n${inviter?.name ?? 'Someone'} invited you to join the group "${a.group.name}" on HCTL.${body.message ? `\n\n${body.message}` : ''}\n\nSign in or create a free account, then open this link to join (valid ${INVITATION_DAYS} days): ${url}\n\nThe HCTL team`,
          }),
        );
      }
      return out;
    });
    await this.ports.outbox.dispatch(mails);
    return {
      message: 'Invitations sent.',
      data: { invited: mails.length, skipped: body.emails.length - mails.length },
    };
  }

  /** The bell's answers for join requests: the admin decides from the notification. */
  async decideFromBell(
    tx: Executor,
    auth: AuthContext,
    data: Record<string, unknown>,
    decision: 'approved' | 'rejected',
  ) {
    const groupId = Number(data.group_id);
    const memberId = Number(data.member_id);
    const group = await repo.byId(tx, groupId);
    if (!group) throw notFound('Group not found.');
    const me = await repo.memberOf(tx, groupId, auth.userId);
    if (me?.status !== 'active' || (me.role !== 'owner' && me.role !== 'admin'))
      throw forbidden('Only the group’s admins may do this.');
    // The bell's transaction commits in the notifications module, which runs this afterwards: the
    // group's subscribers and the requester's bell hear the decision live.
    const done = await this.decideIn(tx, auth.userId, groupId, memberId, decision);
    return () => this.events.publish(done);
  }
}
