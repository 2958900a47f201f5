import type {
  AssignedOrganizationView,
  OrganizationDetailView,
  OrganizationNameMatchView,
  OrganizationSummary,
} from '@hctl/contracts';
import { ORG_PERMISSION_KEYS, type OrgPermission } from '@hctl/contracts/constants';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { Membership, OrgAccess, OrgRequirement } from '../../kit/context';
import { forbidden, notFound } from '../../lib/errors';
import { withTotal } from '../../lib/pagination';
import { uniqueSlug } from '../../lib/slug';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import { toAssignedOrganization, toOrganizationDetail, toOrganizationSummary } from './organizations.mapper';
import {
  type ApprovalStatus,
  type OrganizationChanges,
  type OrganizationRow,
  type ReviewFilter,
  organizationsRepository as repo,
} from './organizations.repository';

export type { OrgAccess } from '../../kit/context';
export type {
  ApprovalStatus,
  OrganizationChanges,
  OrganizationRow,
  ReviewFilter,
} from './organizations.repository';
/** An organization with the person who owns it (whom approval mail goes to). */
export interface OrganizationWithOwner {
  org: OrganizationRow;
  owner: { first_name: string; last_name: string; email: string };
}

/**
 * Ends an organization's paid plan (billing's subscriptions, built after this module: hence read
 * through a getter, when an organization is removed, rejected, archived or deactivated).
 */
export type PaidPlanEnder = Pick<SubscriptionsService, 'endForOrganization'>;

export class OrganizationsService {
  constructor(
    private deps: AppDeps,
    private plans: () => PaidPlanEnder,
  ) {}

  createForOwner(tx: Executor, ownerId: number, companyName: string) {
    return repo.insert(tx, { slug: uniqueSlug(companyName), company_name: companyName, owner_id: ownerId });
  }

  /** A further organization of a signed-in user (organization/create). */
  async create(ownerId: number, companyName: string, industryType?: string): Promise<OrganizationSummary> {
    const org = await this.createForOwner(this.deps.db, ownerId, companyName);
    const row = industryType ? await repo.update(this.deps.db, org.id, { industry_type: industryType }) : org;
    return toOrganizationSummary(row, ownerId);
  }

  /** The organization by slug, whoever asks (public pages decide themselves what to show). */
  bySlug(slug: string): Promise<OrganizationRow | null> {
    return repo.bySlug(this.deps.db, slug);
  }

  /**
   * Saves profile fields of an organization the caller was already authorized for. Deactivating it
   * (`status: 'deactive'`, the owner's "Deactivate organization") or archiving it ends its paid plan
   * in the same transaction: no renewal, the owner e-mailed (billing's endForOrganization).
   */
  async update(orgId: number, values: OrganizationChanges): Promise<OrganizationRow> {
    const cause = values.status === 'deactive' ? 'deactivated' : values.is_archived ? 'archived' : null;
    if (!cause) return repo.update(this.deps.db, orgId, values);
    const done = await this.deps.db.transaction(async (tx) => {
      const row = await repo.update(tx, orgId, values);
      return { row, ended: row ? await this.plans().endForOrganization(tx, orgId, cause) : null };
    });
    await done.ended?.publish();
    return done.row;
  }

  searchName(name: string): Promise<OrganizationNameMatchView[]> {
    return repo.searchName(this.deps.db, name);
  }

  async list(
    userId: number,
    filter: 'all' | 'active' | 'archived',
    search?: string,
  ): Promise<OrganizationSummary[]> {
    const rows = await repo.listForUser(this.deps.db, userId, filter, search);
    return rows.map((o) => toOrganizationSummary(o, userId));
  }

  /**
   * Who may act in an organization: the owner may do everything; a member only what their role's
   * permissions allow (403 otherwise); anyone else gets 404, as if it did not exist.
   * `owner` restricts to the owner (archive, status).
   */
  async authorize(slug: string, userId: number, permission: OrgRequirement): Promise<OrgAccess> {
    return this.accessFrom(await repo.access(this.deps.db, slug, userId), userId, permission);
  }

  /** `authorize` for an organization named by id; `db` may be an open transaction. */
  async authorizeById(
    orgId: number,
    userId: number,
    permission: OrgRequirement,
    db: Executor = this.deps.db,
  ): Promise<OrgAccess> {
    return this.accessFrom(await repo.accessById(db, orgId, userId), userId, permission);
  }

  /** The rule of `authorize`, on a membership already read (the auth plugin reads it with the session). */
  accessFrom(row: Membership | null, userId: number, permission: OrgRequirement): OrgAccess {
    if (!row?.org) throw notFound('Organization not found.');
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
  can(slug: string, userId: number, permission: OrgRequirement) {
    return this.authorize(slug, userId, permission).then(
      () => true,
      () => false,
    );
  }

  /** The organization with what the caller may do in it, so the web app can show only those areas. */
  show(access: OrgAccess, userId: number): OrganizationDetailView {
    return toOrganizationDetail(access.org, userId, access.permissions);
  }

  async assigned(userId: number): Promise<AssignedOrganizationView[]> {
    const rows = await repo.assignedTo(this.deps.db, userId);
    return rows.map((r) => toAssignedOrganization(r.org, userId, r.role_name));
  }

  /** Every organization for the super admin's review, pending first; `page` counts from 1. */
  async reviewList(
    filter: ReviewFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: OrganizationWithOwner[]; total: number }> {
    const rows = await repo.reviewPage(this.deps.db, filter, pageSize, (page - 1) * pageSize);
    return withTotal(rows, page, () => repo.reviewCount(this.deps.db, filter));
  }

  /**
   * Records the super admin's decision in the caller's transaction (so the owner's mail commits
   * with it). The comment is kept only for a rejection. `changed` is false when nothing moved
   * (approving an approved organization), so the caller need not mail the owner again.
   */
  async decideApproval(
    tx: Executor,
    slug: string,
    status: Exclude<ApprovalStatus, 'pending'>,
    comment: string | null,
  ): Promise<OrganizationWithOwner & { changed: boolean }> {
    const found = await repo.lockWithOwner(tx, slug);
    if (!found) throw notFound('Organization not found.');
    const nextComment = status === 'rejected' ? comment : null;
    const changed = found.org.approval_status !== status || found.org.approval_comment !== nextComment;
    const org = changed
      ? await repo.update(tx, found.org.id, { approval_status: status, approval_comment: nextComment })
      : found.org;
    // A rejected organization may not pay for a plan: one it is on ends now (the owner is e-mailed;
    // the outbox relay sends it after the caller's commit).
    if (status === 'rejected') await this.plans().endForOrganization(tx, found.org.id, 'rejected');
    return { org, owner: found.owner, changed };
  }

  /**
   * An administrator's removal (inside the admin module's transaction). With jobs, members,
   * services, conversations or payments it is soft: deactivated, archived and set back to rejected
   * with the reason (so it is off every public list, its jobs stop showing, and it cannot publish
   * again without a new approval), keeping applicants' records, members' history and the ledger.
   * An organization with none of those is deleted.
   */
  async adminRemove(tx: Executor, slug: string, reason: string) {
    const found = await repo.lockWithOwner(tx, slug);
    if (!found) return null;
    const { org } = found;
    // Its paid plan stops at once (cancelled, never renewed, the owner told), before the dependents
    // are read: a deletion cascades into its subscriptions, a soft removal keeps them as history.
    const ended = await this.plans().endForOrganization(tx, org.id, 'removed');
    const hanging = await repo.dependents(tx, org.id);
    const soft = hanging.length > 0;
    if (soft)
      await repo.update(tx, org.id, {
        status: 'deactive',
        is_archived: true,
        approval_status: 'rejected',
        approval_comment: reason,
      });
    else await repo.remove(tx, org.id);
    return {
      id: org.id,
      key: org.slug,
      title: org.company_name,
      mode: soft ? ('soft' as const) : ('hard' as const),
      ownerUserIds: [org.owner_id],
      // Deleted organizations cannot be named on the owner's notification.
      organizationId: soft ? org.id : null,
      // Told to the owner with the reason (admin content.service's notification).
      notice: ended?.notice,
      details: {
        kept_for: hanging,
        previous_status: org.status,
        previous_approval: org.approval_status,
        ...(ended ? { plan_cancelled: ended.plan } : {}),
      },
      after: ended?.publish,
    };
  }

  /**
   * Archive or restore, by id or slug; only the owner may. Archiving ends the paid plan at once (no
   * renewal; restored, the organization is on the Basic Plan) and the answer says so.
   */
  async archive(ref: string, userId: number, archived?: boolean) {
    const org = /^\d+$/.test(ref)
      ? await repo.byId(this.deps.db, Number(ref))
      : await repo.bySlug(this.deps.db, ref);
    if (!org || org.owner_id !== userId) throw notFound('Organization not found.');
    const next = archived ?? !org.is_archived;
    const { row, ended } = await this.deps.db.transaction(async (tx) => {
      const [row] = await repo.setArchived(tx, org.id, next);
      return { row, ended: next ? await this.plans().endForOrganization(tx, org.id, 'archived') : null };
    });
    await ended?.publish();
    return {
      message: next
        ? `Organization archived successfully!${ended ? ` ${ended.notice}` : ''}`
        : 'Organization restored successfully!',
      data: toOrganizationSummary(row, userId),
    };
  }
}
