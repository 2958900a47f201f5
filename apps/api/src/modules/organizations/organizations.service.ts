import { ORG_PERMISSION_KEYS, type OrgPermission } from '@hctl/contracts/constants';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/slug';
import { toOrganizationSummary } from './organizations.mapper';
import { type OrganizationRow, organizationsRepository as repo } from './organizations.repository';

export interface OrgAccess {
  org: OrganizationRow;
  isOwner: boolean;
  permissions: OrgPermission[];
}

export class OrganizationsService {
  constructor(private deps: AppDeps) {}

  createForOwner(tx: Executor, ownerId: number, companyName: string) {
    return repo.insert(tx, { slug: uniqueSlug(companyName), company_name: companyName, owner_id: ownerId });
  }

  async list(userId: number, filter: 'all' | 'active' | 'archived', search?: string) {
    const rows = await repo.listForUser(this.deps.db, userId, filter, search);
    return rows.map((o) => toOrganizationSummary(o, userId));
  }

  /**
   * Who may act in an organization: the owner may do everything; a member only what their role's
   * permissions allow (403 otherwise); anyone else gets 404, as if it did not exist.
   * `owner` restricts to the owner (archive, status).
   */
  async authorize(
    slug: string,
    userId: number,
    permission: OrgPermission | 'owner' | 'member',
  ): Promise<OrgAccess> {
    const row = await repo.access(this.deps.db, slug, userId);
    if (!row) throw notFound('Organization not found.');
    const { org } = row;
    if (org.owner_id === userId) return { org, isOwner: true, permissions: [...ORG_PERMISSION_KEYS] };
    if (row.memberId === null) throw notFound('Organization not found.');
    const permissions = (row.permissions ?? []) as OrgPermission[];
    if (permission === 'owner') throw forbidden('Only the owner of the organization can do this.');
    if (permission !== 'member' && !permissions.includes(permission)) {
      throw forbidden('Your role in this organization does not allow this.');
    }
    return { org, isOwner: false, permissions };
  }

  /** Whether the user may act with `permission` in the organization (no error either way). */
  can(slug: string, userId: number, permission: OrgPermission | 'owner' | 'member') {
    return this.authorize(slug, userId, permission).then(
      () => true,
      () => false,
    );
  }

  /** The organization with what the caller may do in it, so the web app can show only those areas. */
  async show(slug: string, userId: number) {
    const access = await this.authorize(slug, userId, 'member');
    return { ...toOrganizationSummary(access.org, userId), permissions: access.permissions };
  }

  async assigned(userId: number) {
    const rows = await repo.assignedTo(this.deps.db, userId);
    return rows.map((r) => ({ ...toOrganizationSummary(r.org, userId), role_name: r.role_name }));
  }

  /** Archive or restore, by id or slug; only the owner may. */
  async archive(ref: string, userId: number, archived?: boolean) {
    const org = /^\d+$/.test(ref)
      ? await repo.byId(this.deps.db, Number(ref))
      : await repo.bySlug(this.deps.db, ref);
    if (!org || org.owner_id !== userId) throw notFound('Organization not found.');
    const next = archived ?? !org.is_archived;
    const [row] = await repo.setArchived(this.deps.db, org.id, next);
    return {
      message: next ? 'Organization archived successfully!' : 'Organization restored successfully!',
      data: toOrganizationSummary(row, userId),
    };
  }
}
