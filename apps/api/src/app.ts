import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { installZodMessages } from '@hctl/contracts';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { webShell } from './lib/web-shell';
import { createModules, type Modules } from './modules';
import { swaggerOptions } from './openapi/document';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerResponseSchemas } from './plugins/responses';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads } from './plugins/uploads';

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
    // Only operator-named proxies may set the client address (per-IP limits depend on it).
    trustProxy: deps.config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1_048_576,
    // Log ids are ours: a client-sent X-Request-Id could forge or collide with other requests' logs.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  // zod's defaults read like developer notes; the 422 envelope carries plain-language ones.
  installZodMessages();
  app.setValidatorCompiler(validatorCompiler);

  if (opts.onRoute) app.addHook('onRoute', (r) => opts.onRoute?.(String(r.method), r.url, r));
  const modules = createModules(deps);
  app.decorate('deps', deps);
  app.decorate('modules', modules);
  app.addHook('onClose', async () => {
    await Promise.all(modules.list.map((m) => m.close?.()));
  });
  registerErrorHandling(app);
  registerAuth(app, modules.ports);
  // After auth: its onRoute hook puts the organization check first, the key is taken after it.
  registerIdempotency(app, deps);
  registerResponseSchemas(app, { verify: !deps.config.isProduction });

  await registerSecurityHeaders(app, { production: deps.config.isProduction });
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
  await app.register(swagger, swaggerOptions(deps.config));
  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    uiConfig: { docExpansion: 'none' },
    staticCSP: true,
  });

  await app.register(
    async (api) => {
      for (const m of modules.list) if (m.routes) await api.register(m.routes);
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
      return res
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell(req.url, req.headers.cookie));
    }
    return res.status(404).send({ status: 'error', message: 'Not found.', errors: {}, code: 'not_found' });
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    modules: Modules;
  }
}
