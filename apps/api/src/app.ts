import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { webShell } from './lib/web-shell';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { walletRoutes, webhookRoutes } from './modules/billing/wallet.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { licenseVerificationRoutes } from './modules/individual-profile/license-verification';
import { sectionsRoutes } from './modules/individual-profile/sections.routes';
import { hiringRoutes } from './modules/jobs/hiring.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { orgProfileRoutes } from './modules/org-profile/org-profile.routes';
import { orgTeamRoutes } from './modules/org-team/org-team.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { resumeImportRoutes } from './modules/resume-import/resume-import.routes';
import { tourRoutes } from './modules/tour/tour.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerUploads } from './plugins/uploads';
import { createServices } from './services';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve with an SPA fallback. */
  webDist?: string;
  /** Called for every registered route (used by `npm run routes`). */
  onRoute?: (method: string, url: string, route: RouteOptions) => void;
}

/** Builds the API; no side effects beyond what `deps` already holds. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: true,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (opts.onRoute) app.addHook('onRoute', (r) => opts.onRoute?.(String(r.method), r.url, r));
  const services = createServices(deps);
  app.decorate('deps', deps);
  app.decorate('services', services);
  registerErrorHandling(app);
  registerAuth(app, services.sessions);

  await app.register(cors, { origin: deps.config.isProduction ? deps.config.APP_URL : true });
  await app.register(rateLimit, {
    global: true,
    max: deps.config.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    redis: deps.redis,
    nameSpace: `${deps.keyPrefix}rl:`,
    skipOnError: true,
    allowList: (req) => !req.url.startsWith('/api/'),
  });
  await registerUploads(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'HCTL API', version: '1.0.0', description: 'Health-care marketplace API (spec §7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs', uiConfig: { docExpansion: 'none' } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(services));
      await api.register(accountsRoutes(services));
      await api.register(organizationsRoutes(services));
      await api.register(plansRoutes(services));
      await api.register(sectionsRoutes(services));
      await api.register(licenseVerificationRoutes(services));
      await api.register(filesRoutes(services));
      await api.register(orgTeamRoutes(services));
      await api.register(orgProfileRoutes(services));
      await api.register(jobsRoutes(services));
      await api.register(hiringRoutes(services));
      await api.register(resumeImportRoutes(services));
      await api.register(tourRoutes(services));
      await api.register(contactRoutes(services));
      await api.register(billingRoutes(services));
      await api.register(walletRoutes(services));
      await api.register(webhookRoutes(services));
      await api.register(catalogRoutes);
      if (!deps.config.isProduction) await api.register(devRoutes(deps));
    },
    { prefix: '/api/v1' },
  );

  const webDist = opts.webDist;
  const hasWeb = webDist && existsSync(join(webDist, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; hashed file names never change, so cache them for a year.
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (path.includes(`${sep}assets${sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });

  const shell = hasWeb ? webShell(webDist) : null;
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: 60_000 }) }, (req, res) => {
    if (shell && req.method === 'GET' && !req.url.startsWith('/api/')) {
      return res.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell(req.url));
    }
    return res.status(404).send({ status: 'error', message: 'Not found.', errors: {}, code: 'not_found' });
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: ReturnType<typeof createServices>;
  }
}
