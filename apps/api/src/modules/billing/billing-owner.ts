import type { OrgPermission } from '@hctl/contracts/constants';
import type { Executor, OwnerKey } from '@hctl/db';
import type { OrgAccess } from '../../kit/context';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { fullName } from '../auth/auth.mapper';
import type { OrganizationsService } from '../organizations/organizations.service';
import { billingOwnerRepository as repo } from './billing-owner.repository';

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

/** What resolving a payer reads: organizations and the caller's access to them, and people's names. */
export interface OwnerSources {
  orgs: OrganizationsService;
  db: Executor;
}

/**
 * `?slug=` names an organization (the caller needs its `billing` permission, or `permission`);
 * an organization account without a slug means its first organization, as plans/current does;
 * everyone else bills for themselves, under their own name. The slug comes from the query or the
 * body, and may be absent, so this check stays here rather than in the route's `auth.org`.
 */
export async function resolveOwner(
  { orgs, db }: OwnerSources,
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
  return namedPersonalOwner(db, auth);
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

/**
 * The signed-in person as a payer, when only their wallet and cards matter. Its `name` is the
 * person's slug (the session carries no name): where the name is shown (the gateway's customer,
 * plan e-mails), resolve the payer with `resolveOwner` or `namedPersonalOwner` instead.
 */
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

/** The signed-in person as a payer, named as people see them: first and last name. */
export async function namedPersonalOwner(db: Executor, auth: AuthContext): Promise<BillingOwner> {
  const owner = personalOwner(auth);
  const person = await repo.personName(db, auth.userId);
  const name = person ? fullName(person) : '';
  return name ? Object.assign(owner, { name }) : owner;
}
