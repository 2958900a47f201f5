import type { RoleName } from '@hctl/contracts';
import type { AdminPermission } from '@hctl/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, Membership, OrgAccess, OrgRequirement } from '../kit/context';
import { hookList } from '../kit/route-hooks';
import { forbidden, unauthenticated } from '../lib/errors';

export type { AuthContext, OrgAccess } from '../kit/context';

/**
 * Every /api/v1 route declares who may call it:
 * - 'public': anyone; a token, if sent, is ignored
 * - 'optional': anyone; a valid token identifies the caller
 * - 'user': any signed-in user
 * - a role name: a signed-in user with that account role
 * - `{ org: permission }`: a signed-in member of the organization named by the route's `:slug`
 *   whose role holds the permission ('member': any member, 'owner': the owner only). Outsiders
 *   get 404 (as if it did not exist), members without it 403; the route reads it with `orgOf`.
 * - `{ admin: permission }`: a super-admin account whose admin role holds the permission; a
 *   super admin with no role assigned holds every permission (the first operator), anyone else 403.
 * Resource checks inside the organization (is this job its own?) live in the services.
 */
export type AuthRequirement =
  | 'public'
  | 'optional'
  | 'user'
  | RoleName
  | { org: OrgRequirement }
  | { admin: AdminPermission };

/** The ports the auth plugin needs: bearer tokens to callers, organization slugs to access. */
export interface AuthPorts {
  sessions: {
    resolve(token: string): Promise<AuthContext | null>;
    resolveInOrganization(
      token: string,
      orgSlug: string,
    ): Promise<{ ctx: AuthContext; membership: Membership } | null>;
    /** The permissions of the super admin's admin role; null when no role is assigned (all). */
    adminPermissions(userId: number): Promise<string[] | null>;
  };
  organizations: {
    accessFrom(membership: Membership | null, userId: number, need: OrgRequirement): OrgAccess;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    org: OrgAccess | null;
    /** Read with the session for `auth.org` routes; judged after validation. */
    membership: Membership | null;
    /**
     * On `auth.admin` routes: the caller's admin-role permissions, null when they hold all
     * (undefined elsewhere).
     */
    adminPermissions: string[] | null | undefined;
  }
}

/** Whether the admin caller of an `auth.admin` route also holds `permission` (for parts of an answer). */
export const adminHolds = (req: FastifyRequest, permission: AdminPermission) =>
  req.adminPermissions !== undefined &&
  (req.adminPermissions === null || req.adminPermissions.includes(permission));

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h?.toLowerCase().startsWith('bearer ')) return null;
  return h.slice(7).trim() || null;
};

/** The signed-in caller; only call from routes whose auth is not 'public'/'optional'. */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}

/** The organization resolved for a route declared with `auth: { org }`. */
export function orgOf(req: FastifyRequest): OrgAccess {
  if (!req.org) throw new Error(`Route ${req.routeOptions.url} reads orgOf() without declaring auth.org`);
  return req.org;
}

export const orgRequirement = (auth: AuthRequirement | undefined) =>
  typeof auth === 'object' && 'org' in auth ? auth.org : null;

export const adminRequirement = (auth: AuthRequirement | undefined) =>
  typeof auth === 'object' && 'admin' in auth ? auth.admin : null;

export function registerAuth(app: FastifyInstance, ports: AuthPorts) {
  app.decorateRequest('auth', null);
  app.decorateRequest('org', null);
  app.decorateRequest('membership', null);
  app.decorateRequest('adminPermissions', undefined);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    if (route.url.startsWith('/api/v1/docs')) {
      // The docs UI serves its own assets: public by declaration.
      route.config = { ...(route.config ?? {}), auth: 'public' } as typeof route.config;
      return;
    }
    const auth = (route.config as { auth?: AuthRequirement } | undefined)?.auth;
    if (!auth) throw new Error(`Route ${route.method} ${route.url} does not declare config.auth`);
    const need = orgRequirement(auth);
    if (!need) return;
    if (!route.url.includes(':slug'))
      throw new Error(`Route ${route.method} ${route.url} declares auth.org but has no :slug`);
    // Judged after validation (read with the session in onRequest): a bad body is 422 for everyone.
    const resolveOrg = async (req: FastifyRequest) => {
      req.org = ports.organizations.accessFrom(req.membership, caller(req).userId, need);
    };
    route.preHandler = [resolveOrg, ...hookList(route.preHandler)];
  });

  app.addHook('onRequest', async (req) => {
    const need = req.routeOptions.config?.auth;
    if (!need || need === 'public') return;
    const token = bearer(req);
    if (!token) {
      if (need === 'optional') return;
      throw unauthenticated();
    }
    const org = orgRequirement(need);
    if (org) {
      // One query for the session and the membership (every organization-scoped request).
      const found = await ports.sessions.resolveInOrganization(token, (req.params as { slug: string }).slug);
      if (!found) throw unauthenticated();
      req.auth = found.ctx;
      req.membership = found.membership;
      return;
    }
    const ctx = await ports.sessions.resolve(token);
    if (!ctx) {
      if (need === 'optional') return;
      throw unauthenticated();
    }
    req.auth = ctx;
    if (need === 'optional' || need === 'user') return;
    const admin = adminRequirement(need);
    if (admin) {
      if (ctx.role !== 'super-admin') throw forbidden('This page is not available for your account type.');
      const held = await ports.sessions.adminPermissions(ctx.userId);
      if (held && !held.includes(admin)) throw forbidden('Your admin role does not include this.');
      req.adminPermissions = held;
      return;
    }
    if (ctx.role !== need) throw forbidden('This page is not available for your account type.');
  });
}
