import type {
  acceptInviteBody,
  inviteBody,
  OrgInvitationAnswerView,
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
import { AppError, conflict, forbidden, invalid, notFound, pgErrorCode } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { NotificationAction, NotificationsPort } from '../notifications/notifications.port';
import type { OrganizationRow, OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import {
  toOrgInvitation,
  toOrgRole,
  toReceivedInvitation,
  toTeamMember,
  toTeamOwner,
} from './org-team.mapper';
import { type ReceivedInvitationRow, orgTeamRepository as repo } from './org-team.repository';

/** How long an invitation can be accepted (as Slack and LinkedIn do): a forwarded or forgotten one dies. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

  async deleteRole(access: OrgAccess, userId: number, id: number) {
    await this.assertMayChangeRole(access, userId, id);
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

  private isExpired(inv: { created_at: Date }) {
    return inv.created_at.getTime() + INVITATION_TTL_MS <= this.deps.clock.now().getTime();
  }

  /** Expired invitations are left out: they can no longer be answered, and may be sent again. */
  async invitations(org: OrganizationRow): Promise<OrgInvitationView[]> {
    return (await repo.invitations(this.deps.db, org.id))
      .filter((i) => !this.isExpired(i))
      .map(toOrgInvitation);
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
    const sent = await this.deps.db.transaction(async (tx) => {
      // An expired invitation to the same address no longer counts as pending: this one replaces it.
      await repo.deleteStaleInvitation(
        tx,
        org.id,
        body.email,
        new Date(this.deps.clock.now().getTime() - INVITATION_TTL_MS),
      );
      const inv = await repo
        .insertInvitation(tx, {
          organization_id: org.id,
          email: body.email,
          role_id: role.id,
          invited_by: auth.userId,
        })
        .catch((err) => {
          if (pgErrorCode(err) === '23505') {
            throw conflict('An invitation to this e-mail is already pending.', {
              email: 'An invitation to this e-mail is already pending.',
            });
          }
          throw err;
        });
      const mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: body.email,
        template: 'org-invitation',
        subject: `You are invited to join ${org.company_name} on HCTL`,
        text: `Hello,\n\n${org.company_name} invited you to join their team on HCTL as ${role.name}.\nSign in (or create a free account with this e-mail) to accept: ${this.deps.config.APP_URL}/login\n\nThe HCTL team`,
      });
      // Someone who already has an account sees it in the bell too, with accept / reject.
      const invitee = await repo.userByEmail(tx, body.email);
      const receipt = invitee
        ? await this.notifications.notify(tx, [
            {
              userId: invitee.id,
              type: 'organization.invitation',
              title: `${org.company_name} invited you to join their team`,
              body: `As ${role.name}.`,
              link: `/individual/${invitee.slug}/dashboard`,
              data: { invitation_id: inv.id, organization_slug: org.slug, role_name: role.name },
              actorUserId: auth.userId,
              organizationId: null,
              emailed: true,
            },
          ])
        : null;
      return { inv, mail, receipt };
    });
    await this.outbox.dispatch([sent.mail]);
    this.notifications.publish(sent.receipt);
    const data: OrgInvitationSentView = {
      id: sent.inv.id,
      email: sent.inv.email,
      role_id: role.id,
      role_name: role.name,
      status: sent.inv.status,
    };
    return { message: `Invitation sent to ${body.email}.`, data };
  }

  async cancelInvitation(org: OrganizationRow, id: number) {
    if (!(await repo.deleteInvitation(this.deps.db, org.id, id))) throw notFound('Invitation not found.');
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

  async removeMember(id: number, userId: number) {
    await this.memberWithAccess(id, userId);
    await repo.deleteMember(this.deps.db, id);
    return { message: 'The team member has been removed.', data: null };
  }

  /** Team members whose role may work on jobs (plus the owner): who a job can be assigned to. */
  async jobAssignees(org: OrganizationRow): Promise<OrgTeamMemberView[]> {
    return (await this.teamOf(org)).filter((m) => m.is_owner || m.permissions.includes('jobs'));
  }

  async myInvitations(auth: AuthContext): Promise<ReceivedOrgInvitationView[]> {
    return (await repo.invitationsFor(this.deps.db, auth.email))
      .filter((i) => !this.isExpired(i))
      .map(toReceivedInvitation);
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
    if (!inv) throw notFound('Invitation not found.');
    if (this.isExpired(inv)) {
      throw new AppError(
        410,
        'This invitation has expired. Ask the organization to send you a new one.',
        'invitation_expired',
      );
    }
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
    if (!inv)
      throw new AppError(410, 'This invitation was withdrawn or already answered.', 'invitation_gone');
    if (this.isExpired(inv))
      throw new AppError(
        410,
        'This invitation has expired. Ask the organization to send you a new one.',
        'invitation_expired',
      );
    await this.answer(tx, auth, inv, status);
  }
}
