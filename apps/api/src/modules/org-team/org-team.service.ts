import type { acceptInviteBody, inviteBody, roleBody } from '@hctl/contracts';
import { ORG_PERMISSIONS } from '@hctl/contracts/constants';
import { schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound, pgErrorCode } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationRow } from '../organizations/organizations.repository';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { type RoleRow, orgTeamRepository as repo } from './org-team.repository';

const toRole = (r: RoleRow, users = 0) => ({
  id: r.id,
  role_name: r.name,
  permissions: r.permissions,
  users,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Custom roles, team members and invitations of an organization (spec §6). */
export class OrgTeamService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private outbox: OutboxService,
  ) {}

  permissions() {
    return ORG_PERMISSIONS;
  }

  async roles(slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'roles');
    return (await repo.roles(this.deps.db, org.id)).map((x) => toRole(x.role, Number(x.users)));
  }

  async role(slug: string, userId: number, id: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'roles');
    const role = await repo.role(this.deps.db, org.id, id);
    if (!role) throw notFound('Role not found.');
    return toRole(role);
  }

  async createRole(slug: string, userId: number, body: z.output<typeof roleBody>) {
    const { org } = await this.orgs.authorize(slug, userId, 'roles');
    const role = await repo.insertRole(this.deps.db, {
      organization_id: org.id,
      name: body.role_name,
      permissions: [...new Set(body.permissions)],
    });
    return { message: 'Role has been created successfully!', data: toRole(role) };
  }

  async updateRole(slug: string, userId: number, id: number, body: z.output<typeof roleBody>) {
    const { org } = await this.orgs.authorize(slug, userId, 'roles');
    const role = await this.deps.db.transaction(async (tx) => {
      const row = await repo.updateRole(tx, org.id, id, {
        name: body.role_name,
        permissions: [...new Set(body.permissions)],
      });
      if (!row) throw notFound('Role not found.');
      await tx
        .update(schema.organizationUsers)
        .set({ role_name: row.name })
        .where(eq(schema.organizationUsers.role_id, row.id));
      return row;
    });
    return { message: 'Role has been updated successfully!', data: toRole(role) };
  }

  async deleteRole(slug: string, userId: number, id: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'roles');
    if (!(await repo.deleteRole(this.deps.db, org.id, id))) throw notFound('Role not found.');
    return { message: 'Role has been deleted successfully!', data: null };
  }

  async members(slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'users');
    return this.teamOf(org);
  }

  /** The owner first, then members with their role's permissions. */
  private async teamOf(org: OrganizationRow) {
    const owner = await this.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, org.owner_id) });
    const members = await repo.members(this.deps.db, org.id);
    return [
      ...(owner
        ? [
            {
              id: null as number | null,
              user_id: owner.id,
              slug: owner.slug,
              email: owner.email,
              name: `${owner.first_name} ${owner.last_name}`,
              role_id: null as number | null,
              role_name: 'Owner',
              permissions: ORG_PERMISSIONS.map((p) => p.key) as string[],
              is_owner: true,
            },
          ]
        : []),
      ...members.map((m) => ({
        id: m.id as number | null,
        user_id: m.user_id,
        slug: m.slug,
        email: m.email,
        name: `${m.first_name} ${m.last_name}`,
        role_id: m.role_id,
        role_name: m.role_name,
        permissions: (m.permissions ?? []) as string[],
        is_owner: false,
      })),
    ];
  }

  async invitations(slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'users');
    return (await repo.invitations(this.deps.db, org.id)).map((i) => ({
      ...i,
      created_at: i.created_at.toISOString(),
    }));
  }

  async invite(auth: AuthContext, body: z.output<typeof inviteBody>) {
    const { org } = await this.orgs.authorize(body.slug, auth.userId, 'users');
    const role = await repo.role(this.deps.db, org.id, body.role_id);
    if (!role) throw invalid({ role_id: 'Choose one of your roles.' });
    const owner = await this.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, org.owner_id) });
    if (
      owner?.email.toLowerCase() === body.email ||
      (await repo.isMemberByEmail(this.deps.db, org.id, body.email))
    ) {
      throw conflict('This person is already on your team.', {
        email: 'This person is already on your team.',
      });
    }
    const sent = await this.deps.db.transaction(async (tx) => {
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
      return { inv, mail };
    });
    await this.outbox.dispatch([sent.mail]);
    return {
      message: `Invitation sent to ${body.email}.`,
      data: {
        id: sent.inv.id,
        email: sent.inv.email,
        role_id: role.id,
        role_name: role.name,
        status: sent.inv.status,
      },
    };
  }

  async cancelInvitation(slug: string, userId: number, id: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'users');
    if (!(await repo.deleteInvitation(this.deps.db, org.id, id))) throw notFound('Invitation not found.');
    return { message: 'The invitation has been cancelled.', data: null };
  }

  private async memberWithAccess(id: number, userId: number) {
    const row = await repo.member(this.deps.db, id);
    if (!row) throw notFound('Team member not found.');
    await this.orgs.authorize(row.org.slug, userId, 'users');
    return row;
  }

  async updateMember(id: number, userId: number, roleId: number) {
    const row = await this.memberWithAccess(id, userId);
    const role = await repo.role(this.deps.db, row.org.id, roleId);
    if (!role) throw invalid({ role_id: 'Choose one of your roles.' });
    await this.deps.db
      .update(schema.organizationUsers)
      .set({ role_id: role.id, role_name: role.name })
      .where(eq(schema.organizationUsers.id, id));
    return {
      message: 'The team member has been updated.',
      data: { id, role_id: role.id, role_name: role.name },
    };
  }

  async removeMember(id: number, userId: number) {
    await this.memberWithAccess(id, userId);
    await this.deps.db.delete(schema.organizationUsers).where(eq(schema.organizationUsers.id, id));
    return { message: 'The team member has been removed.', data: null };
  }

  /** Team members whose role may work on jobs (plus the owner): who a job can be assigned to. */
  async jobAssignees(slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'jobs');
    return (await this.teamOf(org)).filter((m) => m.is_owner || m.permissions.includes('jobs'));
  }

  async myInvitations(auth: AuthContext) {
    return (await repo.invitationsFor(this.deps.db, auth.email)).map((i) => ({
      ...i,
      created_at: i.created_at.toISOString(),
    }));
  }

  async respond(auth: AuthContext, body: z.output<typeof acceptInviteBody>) {
    const pending = await repo.invitationsFor(this.deps.db, auth.email);
    const inv = body.invitation_id
      ? pending.find((p) => p.id === body.invitation_id)
      : pending.filter((p) => p.role_name.toLowerCase() === (body.role_name ?? '').toLowerCase())[0];
    if (!inv) throw notFound('Invitation not found.');
    const invitations = schema.orgInvitations;
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(invitations)
        .set({ status: body.status, responded_at: this.deps.clock.now() })
        .where(and(eq(invitations.id, inv.id), eq(invitations.status, 'pending')));
      if (body.status === 'accepted') {
        await tx
          .insert(schema.organizationUsers)
          .values({
            organization_id: inv.organization_id,
            user_id: auth.userId,
            role_id: inv.role_id,
            role_name: inv.role_name,
          })
          .onConflictDoUpdate({
            target: [schema.organizationUsers.organization_id, schema.organizationUsers.user_id],
            set: { role_id: inv.role_id, role_name: sql`excluded.role_name` },
          });
      }
    });
    return {
      message:
        body.status === 'accepted'
          ? `You have joined ${inv.company_name} as ${inv.role_name}.`
          : 'You declined the invitation.',
      data: {
        organization_slug: inv.organization_slug,
        company_name: inv.company_name,
        role_name: inv.role_name,
        status: body.status,
      },
    };
  }
}
