import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../kit/context';
import { forbidden, notFound } from '../../lib/errors';
import { caller, type OrgAccess, orgOf } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { AdOwnerRef } from './ads.repository';

/** The spec's `{mode}` segment. */
export type AdMode = 'individual' | 'organization';

/**
 * Whose ads a `{mode}/{slug}/…` route manages: the caller themselves (their own slug only; any
 * other is "not found") or the organization resolved by `config.auth: { org: 'ads' }`.
 */
export type AdOwner =
  | { mode: 'individual'; userId: number; slug: string }
  | { mode: 'organization'; org: OrgAccess['org'] };

export function adOwnerOf(req: FastifyRequest, mode: AdMode): AdOwner {
  if (mode === 'organization') return { mode, org: orgOf(req).org };
  const auth = caller(req);
  const { slug } = req.params as { slug?: string };
  if (auth.role !== 'individual' || slug !== auth.slug) throw notFound('Advertisement not found.');
  return { mode, userId: auth.userId, slug: auth.slug };
}

/**
 * The owner of a spec `{mode}/{slug}/…` route (one route for both modes, `config.auth: 'user'`): an
 * individual acts for their own slug only (another's is "Profile not found."; other account types 403); in
 * an organization the caller needs the `ads` permission (outsiders 404, other members 403).
 */
export async function modeOwner(
  organizations: Pick<OrganizationsService, 'authorize'>,
  auth: AuthContext,
  mode: AdMode,
  slug: string,
): Promise<AdOwner> {
  if (mode === 'organization')
    return { mode, org: (await organizations.authorize(slug, auth.userId, 'ads')).org };
  if (auth.role !== 'individual') throw forbidden('This page is not available for your account type.');
  // These calls name an owner, not an ad: another person's slug is answered as the other
  // person-scoped lists answer it (an organization's outsiders get "Organization not found.").
  if (slug !== auth.slug) throw notFound('Profile not found.');
  return { mode, userId: auth.userId, slug: auth.slug };
}

export const ownerRef = (o: AdOwner): AdOwnerRef =>
  o.mode === 'individual' ? { userId: o.userId } : { orgId: o.org.id };

/** The owner columns of an advertisements row (exactly one is set). */
export const ownerColumns = (o: AdOwner) =>
  o.mode === 'individual'
    ? { user_id: o.userId, organization_id: null }
    : { user_id: null, organization_id: o.org.id };

/** Whose analytics an ad's impressions and clicks count for. */
export const analyticsOwner = (ad: { user_id: number | null; organization_id: number | null }) =>
  ad.organization_id !== null ? (`org:${ad.organization_id}` as const) : (`user:${ad.user_id ?? 0}` as const);
