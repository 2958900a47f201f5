import type { RoleName } from '@hctl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/errors';
import type { SessionService } from '../modules/auth/session.service';

/**
 * Every /api/v1 route declares who may call it:
 * - 'public': anyone; a token, if sent, is ignored
 * - 'optional': anyone; a valid token identifies the caller
 * - 'user': any signed-in user
 * - a role name: a signed-in user with that account role
 * Resource checks (is this row yours?) live in the services.
 */
export type AuthRequirement = 'public' | 'optional' | 'user' | RoleName;

export interface AuthContext {
  userId: number;
  sessionId: string;
  role: RoleName;
  email: string;
  slug: string;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

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

export function registerAuth(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    if (route.url.startsWith('/api/v1/docs')) {
      // The docs UI serves its own assets: public by declaration.
      route.config = { ...(route.config ?? {}), auth: 'public' } as typeof route.config;
      return;
    }
    if (!route.config || !(route.config as { auth?: unknown }).auth) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.auth`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const need = req.routeOptions.config?.auth;
    if (!need || need === 'public') return;
    const token = bearer(req);
    if (!token) {
      if (need === 'optional') return;
      throw unauthenticated();
    }
    const ctx = await sessions.resolve(token);
    if (!ctx) {
      if (need === 'optional') return;
      throw unauthenticated();
    }
    req.auth = ctx;
    if (need === 'optional' || need === 'user') return;
    if (ctx.role !== need) throw forbidden('This page is not available for your account type.');
  });
}
