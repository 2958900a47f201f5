import type {
  acceptInviteBody,
  inviteBody,
  OrgInvitationAnswerView,
  OrgInvitationLinkView,
  OrgInvitationSentView,
  OrgInvitationView,
  OrgMemberRoleView,
  OrgRoleView,
  OrgTeamMemberView,
  PermissionEntryView,
  ReceivedOrgInvitationView,
  roleBody,
} from '@hctl/contracts';
import { ORG_PERMISSIONS, type OrgPermission } from '@hctl/contracts/constants';
import type { Executor } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { OrgAccess } from '../../kit/context';
import { hmac, safeEqual } from '../../lib/crypto';
import { AppError, conflict, forbidden, invalid, notFound, pgErrorCode } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { NotificationAction, NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationRow, OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import {
  toInvitationLink,
  toOrgInvitation,
  toOrgRole,
  toReceivedInvitation,
  toTeamMember,
  toTeamOwner,
} from './org-team.mapper';
import { type ReceivedInvitationRow, orgTeamRepository as repo } from './org-team.repository';

/** How long an invitation can be accepted (as Slack and LinkedIn do): a forwarded or forgotten one dies. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The e-mail's dates, as the web shows them ("Dec 9, 2026"); UTC, as the expiry is checked. */
const MAIL_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const cancelledBy = (companyName: string) =>
  new AppError(409, `This invitation was cancelled by ${companyName}.`, 'invitation_cancelled');
const alreadyAnswered = () =>
  new AppError(409, 'You have already answered this invitation.', 'invitation_answered');
const expiredInvitation = () =>
  new AppError(
    410,
    'This invitation has expired. Ask the organization to send you a new one.',
    'invitation_expired',
  );

const ownRole = () => forbidden('You cannot change your own role.');
const strongerRole = () =>
  forbidden('You can only give or change roles whose permissions you hold yourself.');

/**
 * Whether the caller holds every permission in `permissions`: nobody hands out (through a role,
 * an invitation or a member's role) what they could not do themselves. The owner holds all.
 */
const holdsAll = (access: OrgAccess, permissions: readonly string[]) =>
  access.isOwner || permissions.every((p) => access.permissions.includes(p as OrgPermission));

/** Custom roles, team members and invitations of an organization (spec §6). */
export class OrgTeamService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private outbox: OutboxService,
    private notifications: NotificationsPort,
  ) {}

  permissions(): PermissionEntryView[] {
    return [...ORG_PERMISSIONS];
  }

  async roles(org: OrganizationRow): Promise<OrgRoleView[]> {
    return (await repo.roles(this.deps.db, org.id)).map((x) => toOrgRole(x.role, Number(x.users)));
  }

  async role(org: OrganizationRow, id: number): Promise<OrgRoleView> {
    const role = await repo.role(this.deps.db, org.id, id);
    if (!role) throw notFound('Role not found.');
    return toOrgRole(role);
  }

  async createRole(access: OrgAccess, body: z.output<typeof roleBody>) {
    const { org } = access;
    if (!holdsAll(access, body.permissions)) throw strongerRole();
    const role = await repo.insertRole(this.deps.db, {
      organization_id: org.id,
      name: body.role_name,
      permissions: [...new Set(body.permissions)],
    });
    return { message: 'Role has been created successfully!', data: toOrgRole(role) };
  }

  /**
   * A member with `roles` may not touch their own role, nor a role holding (or about to hold) a
   * permission they lack: otherwise editing roles would be a way to raise their own rights.
   */
  private async assertMayChangeRole(access: OrgAccess, userId: number, id: number, next: string[] = []) {
    if (access.isOwner) return;
    const role = await repo.role(this.deps.db, access.org.id, id);
    if (!role) throw notFound('Role not found.');
    if ((await repo.memberRoleId(this.deps.db, access.org.id, userId)) === id) throw ownRole();
    if (!holdsAll(access, [...role.permissions, ...next])) throw strongerRole();
  }

  async updateRole(access: OrgAccess, userId: number, id: number, body: z.output<typeof roleBody>) {
    const { org } = access;
    await this.assertMayChangeRole(access, userId, id, body.permissions);
    const role = await this.deps.db.transaction(async (tx) => {
      const row = await repo.updateRole(tx, org.id, id, {
        name: body.role_name,
        permissions: [...new Set(body.permissions)],
      });
      if (!row) throw notFound('Role not found.');
      await repo.renameRoleOnMembers(tx, row.id, row.name);
      return row;
    });
    return { message: 'Role has been updated successfully!', data: toOrgRole(role) };
  }

  /**
   * A role someone holds is not deleted: its members would be left with no permissions and no role
   * to show. The team screen says who to move first.
   */
  async deleteRole(access: OrgAccess, userId: number, id: number) {
    await this.assertMayChangeRole(access, userId, id);
    const role = await repo.role(this.deps.db, access.org.id, id);
    if (!role) throw notFound('Role not found.');
    const holders = await repo.roleHolders(this.deps.db, id);
    if (holders > 0) {
      throw conflict(
        holders === 1
          ? `1 member has the ${role.name} role: give them another role first.`
          : `${holders} members have the ${role.name} role: give them another role first.`,
      );
    }
    if (!(await repo.deleteRole(this.deps.db, access.org.id, id))) throw notFound('Role not found.');
    return { message: 'Role has been deleted successfully!', data: null };
  }

  members(org: OrganizationRow) {
    return this.teamOf(org);
  }

  /** The owner first, then members with their role's permissions. */
  private async teamOf(org: OrganizationRow): Promise<OrgTeamMemberView[]> {
    const owner = await repo.user(this.deps.db, org.owner_id);
    const members = await repo.members(this.deps.db, org.id);
    return [...(owner ? [toTeamOwner(owner)] : []), ...members.map(toTeamMember)];
  }

  private expiresAt(inv: { created_at: Date }) {
    return new Date(inv.created_at.getTime() + INVITATION_TTL_MS);
  }

  private isExpired(inv: { created_at: Date }) {
    return this.expiresAt(inv).getTime() <= this.deps.clock.now().getTime();
  }

  /** Expired invitations stay listed (marked `expired`): the team sees them and may send them again. */
  async invitations(org: OrganizationRow): Promise<OrgInvitationView[]> {
    const now = this.deps.clock.now();
    return (await repo.invitations(this.deps.db, org.id)).map((i) =>
      toOrgInvitation(i, this.expiresAt(i), now),
    );
  }

  /** What the e-mail's link carries: only the mailbox the invitation went to can read it. */
  private signature(id: number, email: string) {
    return hmac(this.deps.config.appKey, `org-invitation|${id}|${email.toLowerCase()}`);
  }

  /**
   * The invitation behind an e-mail's link, before anyone signs in: a wrong signature is answered as
   * a missing invitation, so ids cannot be walked through.
   */
  async invitationLink(id: number, signature: string): Promise<OrgInvitationLinkView> {
    const row = await repo.invitationById(this.deps.db, id);
    if (!row || !safeEqual(signature, this.signature(row.id, row.email)))
      throw notFound('This invitation link is not valid. Open the newest e-mail you received.');
    const status = row.status === 'pending' && this.isExpired(row) ? 'expired' : row.status;
    const hasAccount = Boolean(await repo.userByEmail(this.deps.db, row.email));
    return toInvitationLink(row, status, this.expiresAt(row), hasAccount);
  }

  /** The organization is named in the body, not the path: access is checked here. */
  async invite(auth: AuthContext, body: z.output<typeof inviteBody>) {
    const access = await this.orgs.authorize(body.slug, auth.userId, 'users');
    const { org } = access;
    const role = await repo.role(this.deps.db, org.id, body.role_id);
    if (!role) throw invalid({ role_id: 'Choose one of your roles.' });
    if (!holdsAll(access, role.permissions)) throw strongerRole();
    const owner = await repo.user(this.deps.db, org.owner_id);
    if (
      owner?.email.toLowerCase() === body.email ||
      (await repo.isMemberByEmail(this.deps.db, org.id, body.email))
    ) {
      throw conflict('This person is already on your team.', {
        email: 'This person is already on your team.',
      });
    }
    // The same address while an invitation is pending (expired or not): it is sent again, with this
    // role, rather than refused; the team screen's Re-send does the same.
    const pending = await repo.pendingInvitationTo(this.deps.db, org.id, body.email);
    const inv = pending
      ? await this.deps.db.transaction(async (tx) => {
          await repo.renewInvitation(tx, pending.id, {
            role_id: role.id,
            invited_by: auth.userId,
            at: this.deps.clock.now(),
          });
          return this.mailInvitation(tx, org, pending.id, pending.email, role.name, auth.userId);
        })
      : await this.deps.db
          .transaction(async (tx) => {
            const row = await repo.insertInvitation(tx, {
              organization_id: org.id,
              email: body.email,
              role_id: role.id,
              invited_by: auth.userId,
            });
            return this.mailInvitation(tx, org, row.id, row.email, role.name, auth.userId);
          })
          .catch((err) => {
            if (pgErrorCode(err) === '23505') {
              throw conflict('An invitation to this e-mail is already pending.', {
                email: 'An invitation to this e-mail is already pending.',
              });
            }
            throw err;
          });
    await inv.after();
    const data: OrgInvitationSentView = {
      id: inv.id,
      email: inv.email,
      role_id: role.id,
      role_name: role.name,
      status: 'pending',
    };
    return {
      message: pending ? `Invitation sent again to ${body.email}.` : `Invitation sent to ${body.email}.`,
      data,
    };
  }

  /**
   * The invitation e-mail (who invites, to what, as what, until when, and a link that works for a
   * new person as for an existing one) and, for someone with an account, the bell's Accept / Decline.
   * A re-send renews an open bell item instead of adding a second one.
   */
  private async mailInvitation(
    tx: Executor,
    org: OrganizationRow,
    id: number,
    email: string,
    roleName: string,
    inviterId: number,
  ) {
    const inviter = await repo.user(tx, inviterId);
    const inviterName = inviter ? `${inviter.first_name} ${inviter.last_name}` : org.company_name;
    const expires = MAIL_DAY.format(new Date(this.deps.clock.now().getTime() + INVITATION_TTL_MS));
    const link = `${this.deps.config.APP_URL}/invitation/${id}?signature=${this.signature(id, email)}`;
    const mail = await this.outbox.compose(tx, {
      channel: 'email',
      to: email,
      template: 'org-invitation',
      subject: `${inviterName} invited you to join ${org.company_name} on HCTL`,
      text:
        `Hello,\n\n${inviterName} invited you to join ${org.company_name}'s team on HCTL as ${roleName}.\n\n` +
        `Open the invitation to accept it: ${link}\n` +
        'New to HCTL? The link lets you create a free account with this e-mail address; already on HCTL? Sign in with it.\n\n' +
        `The invitation expires on ${expires}. After that, ask ${inviterName} to send you a new one.\n\nThe HCTL team`,
    });
    const invitee = await repo.userByEmail(tx, email);
    // A re-send settles the earlier bell item: the new one carries the renewed invitation.
    const resettled = invitee
      ? await this.notifications.settle(
          tx,
          { type: 'organization.invitation', key: 'invitation_id', value: id },
          'cancelled',
        )
      : null;
    const receipt = invitee
      ? await this.notifications.notify(tx, [
          {
            userId: invitee.id,
            type: 'organization.invitation',
            title: `${org.company_name} invited you to join their team`,
            body: `As ${roleName}. ${inviterName} sent it; it expires on ${expires}.`,
            link: `/individual/${invitee.slug}/dashboard`,
            data: { invitation_id: id, organization_slug: org.slug, role_name: roleName },
            actorUserId: inviterId,
            organizationId: null,
            senderOrganizationId: org.id,
            emailed: true,
          },
        ])
      : null;
    return {
      id,
      email,
      after: async () => {
        await this.outbox.dispatch([mail]);
        if (resettled) this.notifications.publish(resettled);
        this.notifications.publish(receipt);
      },
    };
  }

  /** Re-send (not in the spec): the invitation is sent again and may be accepted for another TTL. */
  async resendInvitation(access: OrgAccess, userId: number, id: number) {
    const { org } = access;
    const row = await repo.pendingInvitation(this.deps.db, org.id, id);
    if (!row) throw notFound('Invitation not found.');
    const role = await repo.role(this.deps.db, org.id, row.inv.role_id);
    if (!role || !holdsAll(access, role.permissions)) throw strongerRole();
    const sent = await this.deps.db.transaction(async (tx) => {
      await repo.renewInvitation(tx, id, { role_id: role.id, invited_by: userId, at: this.deps.clock.now() });
      return this.mailInvitation(tx, org, id, row.inv.email, role.name, userId);
    });
    await sent.after();
    const now = this.deps.clock.now();
    const data: OrgInvitationView = toOrgInvitation(
      {
        id: row.inv.id,
        email: row.inv.email,
        status: row.inv.status,
        role_id: role.id,
        role_name: role.name,
        created_at: now,
      },
      this.expiresAt({ created_at: now }),
      now,
    );
    return { message: `Invitation sent again to ${row.inv.email}.`, data };
  }

  /** The invited person's bell item stops offering Accept / Decline (live, on every open tab). */
  async cancelInvitation(org: OrganizationRow, id: number) {
    const settled = await this.deps.db.transaction(async (tx) => {
      if (!(await repo.cancelInvitation(tx, org.id, id, this.deps.clock.now())))
        throw notFound('Invitation not found.');
      return this.notifications.settle(
        tx,
        { type: 'organization.invitation', key: 'invitation_id', value: id },
        'cancelled',
      );
    });
    this.notifications.publish(settled);
    return { message: 'The invitation has been cancelled.', data: null };
  }

  /**
   * The path names the membership row, not the organization: its organization is checked here. A
   * member whose role holds permissions the caller lacks is out of the caller's reach (changing or
   * removing them would be an escalation), except for the caller's own row (leaving).
   */
  private async memberWithAccess(id: number, userId: number) {
    const row = await repo.member(this.deps.db, id);
    if (!row) throw notFound('Team member not found.');
    const access = await this.orgs.authorize(row.org.slug, userId, 'users');
    if (row.member.user_id !== userId && !holdsAll(access, row.permissions ?? []))
      throw forbidden('You can only change or remove team members whose permissions you hold yourself.');
    return { ...row, access };
  }

  async updateMember(id: number, userId: number, roleId: number) {
    const row = await this.memberWithAccess(id, userId);
    if (row.member.user_id === userId) throw ownRole();
    const role = await repo.role(this.deps.db, row.org.id, roleId);
    if (!role) throw invalid({ role_id: 'Choose one of your roles.' });
    if (!holdsAll(row.access, role.permissions)) throw strongerRole();
    await repo.setMemberRole(this.deps.db, id, role);
    const data: OrgMemberRoleView = { id, role_id: role.id, role_name: role.name };
    return { message: 'The team member has been updated.', data };
  }

  /**
   * Someone removed by another member is told (bell and e-mail), and the web drops the organization
   * they were acting as: the bell's live event reaches their open tabs at once. Leaving tells no one.
   */
  async removeMember(id: number, userId: number) {
    const { org } = await this.memberWithAccess(id, userId);
    const removed = await repo.memberUser(this.deps.db, id);
    const told = await this.deps.db.transaction(async (tx) => {
      await repo.deleteMember(tx, id);
      if (!removed || removed.id === userId) return null;
      const title = `You are no longer on ${org.company_name}'s team`;
      const mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: removed.email,
        template: 'org-member-removed',
        subject: title,
        text:
          `Hello ${removed.first_name},\n\n${org.company_name} removed you from its team on HCTL. ` +
          'You can no longer work on its jobs, applicants or messages; your own profile and account are unchanged.\n\n' +
          `If you think this is a mistake, contact ${org.company_name}.\n\nThe HCTL team`,
      });
      const receipt = await this.notifications.notify(tx, [
        {
          userId: removed.id,
          type: 'organization.removed',
          title,
          body: 'Your own profile and account are unchanged.',
          link: `/individual/${removed.slug}/dashboard`,
          data: { organization_slug: org.slug, company_name: org.company_name },
          actorUserId: userId,
          organizationId: null,
          senderOrganizationId: org.id,
          emailed: true,
        },
      ]);
      return { mail, receipt };
    });
    if (told) {
      await this.outbox.dispatch([told.mail]);
      this.notifications.publish(told.receipt);
    }
    return { message: 'The team member has been removed.', data: null };
  }

  /**
   * Transfer of ownership (not in the spec): the owner hands the organization to a member of its
   * team. The new owner holds every permission (as owners do) and leaves the member list; the former
   * owner takes the role the new owner had, which the new owner may change. Everything keyed on the
   * organization stays with it (plan, saved cards, jobs, conversations); both are told.
   */
  async transferOwnership(access: OrgAccess, userId: number, memberId: number) {
    const { org } = access;
    const row = await repo.member(this.deps.db, memberId);
    if (!row || row.org.id !== org.id) throw notFound('Team member not found.');
    const [from, to] = await Promise.all([
      repo.user(this.deps.db, userId),
      repo.user(this.deps.db, row.member.user_id),
    ]);
    if (!from || !to) throw notFound('Team member not found.');
    const fromName = `${from.first_name} ${from.last_name}`;
    const toName = `${to.first_name} ${to.last_name}`;
    const roleName = row.member.role_name;
    const told = await this.deps.db.transaction(async (tx) => {
      if (!(await repo.setOwner(tx, org.id, userId, to.id)))
        throw conflict('You no longer own this organization.');
      await repo.deleteMember(tx, memberId);
      await repo.join(tx, {
        organization_id: org.id,
        user_id: userId,
        role_id: row.member.role_id,
        role_name: roleName,
      });
      const mails = await Promise.all([
        this.outbox.compose(tx, {
          channel: 'email',
          to: to.email,
          template: 'org-ownership',
          subject: `You are now the owner of ${org.company_name}`,
          text:
            `Hello ${to.first_name},\n\n${fromName} handed ${org.company_name} to you on HCTL. You now hold every permission, ` +
            `its plan and billing included. ${fromName} stays on the team as ${roleName}; you can change that on the team screen.\n\nThe HCTL team`,
        }),
        this.outbox.compose(tx, {
          channel: 'email',
          to: from.email,
          template: 'org-ownership',
          subject: `${org.company_name} now belongs to ${toName}`,
          text:
            `Hello ${from.first_name},\n\nYou handed ${org.company_name} to ${toName} on HCTL. You stay on its team as ${roleName}; ` +
            `only ${toName} can change your role or hand the organization back.\n\nThe HCTL team`,
        }),
      ]);
      const common = {
        type: 'organization.ownership' as const,
        data: { organization_slug: org.slug, company_name: org.company_name },
        actorUserId: userId,
        organizationId: null,
        senderOrganizationId: org.id,
        emailed: true,
      };
      const receipt = await this.notifications.notify(tx, [
        {
          ...common,
          userId: to.id,
          title: `You are now the owner of ${org.company_name}`,
          body: `${fromName} handed it to you.`,
          link: `/organization/${org.slug}/dashboard`,
        },
        {
          ...common,
          userId,
          title: `${org.company_name} now belongs to ${toName}`,
          body: `You stay on the team as ${roleName}.`,
          link: `/organization/${org.slug}/dashboard`,
        },
      ]);
      return { mails, receipt };
    });
    await this.outbox.dispatch(told.mails);
    this.notifications.publish(told.receipt);
    return {
      message: `${org.company_name} now belongs to ${toName}. You stay on the team as ${roleName}.`,
      data: null,
    };
  }

  /** Team members whose role may work on jobs (plus the owner): who a job can be assigned to. */
  async jobAssignees(org: OrganizationRow): Promise<OrgTeamMemberView[]> {
    return (await this.teamOf(org)).filter((m) => m.is_owner || m.permissions.includes('jobs'));
  }

  async myInvitations(auth: AuthContext): Promise<ReceivedOrgInvitationView[]> {
    return (await repo.invitationsFor(this.deps.db, auth.email))
      .filter((i) => !this.isExpired(i))
      .map((i) => toReceivedInvitation(i, this.expiresAt(i)));
  }

  /**
   * An invitation to the caller's e-mail that is no longer pending: say what happened to it (cancelled
   * by the organization, or already answered) instead of "not found".
   */
  private async gone(tx: Executor, auth: AuthContext, id: number | undefined) {
    const row = id ? await repo.invitationById(tx, id) : null;
    if (!row || row.email.toLowerCase() !== auth.email.toLowerCase())
      return notFound('Invitation not found.');
    if (row.status === 'cancelled') return cancelledBy(row.company_name);
    if (row.status === 'accepted' || row.status === 'rejected') return alreadyAnswered();
    return notFound('Invitation not found.');
  }

  /**
   * Invitations are addressed to an e-mail, so only someone proven to own that mailbox may accept
   * one (joining gives access to applicants' data); declining grants nothing and needs no proof.
   */
  async respond(auth: AuthContext, body: z.output<typeof acceptInviteBody>) {
    if (body.status === 'accepted' && !auth.emailVerified) {
      throw forbidden(
        'Verify your e-mail address before accepting an invitation: open the link we sent you, or ask for a new one.',
        'email_not_verified',
      );
    }
    const pending = await repo.invitationsFor(this.deps.db, auth.email);
    const inv = body.invitation_id
      ? pending.find((p) => p.id === body.invitation_id)
      : pending
          .filter((p) => p.role_name.toLowerCase() === (body.role_name ?? '').toLowerCase())
          .sort((x, y) => Number(this.isExpired(x)) - Number(this.isExpired(y)))[0];
    if (!inv) {
      const why = await this.gone(this.deps.db, auth, body.invitation_id);
      // The bell item of a gone invitation stops offering Accept / Decline too.
      if (why.statusCode === 409 && body.invitation_id) {
        const settled = await this.deps.db.transaction((tx) =>
          this.notifications.settle(
            tx,
            { type: 'organization.invitation', key: 'invitation_id', value: body.invitation_id! },
            'cancelled',
          ),
        );
        this.notifications.publish(settled);
      }
      throw why;
    }
    if (this.isExpired(inv)) throw expiredInvitation();
    const settled = await this.deps.db.transaction(async (tx) => {
      await this.answer(tx, auth, inv, body.status);
      return this.notifications.settle(
        tx,
        { type: 'organization.invitation', key: 'invitation_id', value: inv.id },
        body.status,
      );
    });
    // Their bell stops offering the buttons on every open tab.
    this.notifications.publish(settled);
    const data: OrgInvitationAnswerView = {
      organization_slug: inv.organization_slug,
      company_name: inv.company_name,
      role_name: inv.role_name,
      status: body.status,
    };
    return {
      message:
        body.status === 'accepted'
          ? `You have joined ${inv.company_name} as ${inv.role_name}.`
          : 'You declined the invitation.',
      data,
    };
  }

  private async answer(
    tx: Executor,
    auth: AuthContext,
    inv: ReceivedInvitationRow,
    status: 'accepted' | 'rejected',
  ) {
    await repo.answerInvitation(tx, inv.id, status, this.deps.clock.now());
    if (status === 'accepted') {
      await repo.join(tx, {
        organization_id: inv.organization_id,
        user_id: auth.userId,
        role_id: inv.role_id,
        role_name: inv.role_name,
      });
    }
  }

  /**
   * The bell's accept / reject of an invitation (registered with the notifications module, run in its
   * transaction): the same rules as `respond`; the invitation must still be the caller's and pending.
   */
  readonly invitationAction: NotificationAction = {
    accept: (tx, auth, data) => this.answerFromBell(tx, auth, data, 'accepted'),
    reject: (tx, auth, data) => this.answerFromBell(tx, auth, data, 'rejected'),
  };

  private async answerFromBell(
    tx: Executor,
    auth: AuthContext,
    data: Record<string, unknown>,
    status: 'accepted' | 'rejected',
  ) {
    if (status === 'accepted' && !auth.emailVerified)
      throw forbidden('Verify your e-mail address before accepting an invitation.', 'email_not_verified');
    const inv = (await repo.invitationsFor(tx, auth.email)).find((p) => p.id === Number(data.invitation_id));
    if (!inv) {
      const why = await this.gone(tx, auth, Number(data.invitation_id));
      throw why.statusCode === 404
        ? new AppError(410, 'This invitation was withdrawn or already answered.', 'invitation_gone')
        : why;
    }
    if (this.isExpired(inv)) throw expiredInvitation();
    await this.answer(tx, auth, inv, status);
  }
}
