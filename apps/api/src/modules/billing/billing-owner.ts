import type { OrgPermission } from '@hctl/contracts/constants';
import type { OwnerKey } from '@hctl/db';
import type { OrgAccess } from '../../kit/context';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';

/** Who pays and holds tokens: the signed-in person, or an organization they may bill for. */
export interface BillingOwner {
  key: OwnerKey;
  audience: 'individual' | 'organization';
  userId: number;
  organizationId: number | null;
  email: string;
  name: string;
  /** An organization's approval by the super admin; null for a person. */
  approval: 'pending' | 'approved' | 'rejected' | null;
}

export const userOwnerKey = (userId: number): OwnerKey => `user:${userId}`;
export const orgOwnerKey = (orgId: number): OwnerKey => `org:${orgId}`;

/**
 * `?slug=` names an organization (the caller needs its `billing` permission, or `permission`);
 * an organization account without a slug means its first organization, as plans/current does;
 * everyone else bills for themselves. The slug comes from the query or the body, and may be
 * absent, so this check stays here rather than in the route's `auth.org`.
 */
export async function resolveOwner(
  orgs: OrganizationsService,
  auth: AuthContext,
  slug?: string | null,
  permission: OrgPermission | 'member' = 'billing',
): Promise<BillingOwner> {
  let orgSlug = slug ?? null;
  if (!orgSlug && auth.role === 'organization') {
    const [first] = await orgs.list(auth.userId, 'active');
    if (!first) throw notFound('Organization not found.');
    orgSlug = first.slug;
  }
  if (orgSlug) {
    const { org } = await orgs.authorize(orgSlug, auth.userId, permission);
    return organizationOwner(auth, org);
  }
  return personalOwner(auth);
}

/** An organization the caller was already allowed to bill for (by the route's `auth.org`). */
export function organizationOwner(auth: AuthContext, org: OrgAccess['org']): BillingOwner {
  return {
    key: orgOwnerKey(org.id),
    audience: 'organization',
    userId: auth.userId,
    organizationId: org.id,
    email: auth.email,
    name: org.company_name,
    approval: org.approval_status,
  };
}

export function personalOwner(auth: AuthContext): BillingOwner {
  return {
    key: userOwnerKey(auth.userId),
    audience: 'individual',
    userId: auth.userId,
    organizationId: null,
    email: auth.email,
    name: auth.slug,
    approval: null,
  };
}
