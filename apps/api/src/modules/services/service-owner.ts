import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { caller, type OrgAccess, orgOf } from '../../plugins/auth';

/**
 * Who a service belongs to, as the route's owner segment names it: `individual/{slug}` (the caller
 * themselves) or `organization/{slug}` (resolved by `config.auth: { org }`, with the caller's access).
 */
export type ServiceOwner =
  | { role: 'individual'; userId: number; slug: string }
  | { role: 'organization'; org: OrgAccess['org']; access: OrgAccess };

export type OwnerRole = ServiceOwner['role'];

/** The owner of an `individual/:slug/...` route: only the caller's own slug; any other is "not found". */
export function individualOwner(req: FastifyRequest, message = 'Service not found.'): ServiceOwner {
  const auth = caller(req);
  const { slug } = req.params as { slug?: string };
  // Another individual's services are not the caller's to manage: answered as if they did not exist.
  if (auth.role !== 'individual' || slug !== auth.slug) throw notFound(message);
  return { role: 'individual', userId: auth.userId, slug: auth.slug };
}

/** The owner of an `organization/:slug/...` route (declared with `config.auth: { org: … }`). */
export function organizationOwner(req: FastifyRequest): ServiceOwner {
  const access = orgOf(req);
  return { role: 'organization', org: access.org, access };
}

export const ownerOf = (req: FastifyRequest, role: OwnerRole, message?: string): ServiceOwner =>
  role === 'individual' ? individualOwner(req, message) : organizationOwner(req);

/** The owner columns of a services row. */
export const ownerColumns = (owner: ServiceOwner) =>
  owner.role === 'individual'
    ? { user_id: owner.userId, organization_id: null }
    : { user_id: null, organization_id: owner.org.id };

/** The slug the owner is addressed by in paths. */
export const ownerSlug = (owner: ServiceOwner) => (owner.role === 'individual' ? owner.slug : owner.org.slug);
