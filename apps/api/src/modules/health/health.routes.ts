import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

const probe = async (fn: () => Promise<unknown>) => {
  try {
    await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), 1500))]);
    return 'ok' as const;
  } catch {
    return 'down' as const;
  }
};

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { config: { auth: 'public', rateLimit: false }, schema: { tags: ['health'] } },
      async (_req, res) => {
        const [database, redis] = await Promise.all([
          probe(() => deps.pool.query('select 1')),
          probe(() => deps.redis.ping()),
        ]);
        const healthy = database === 'ok' && redis === 'ok';
        return res.status(healthy ? 200 : 503).send({
          status: healthy ? 'success' : 'error',
          message: healthy ? 'All systems operational.' : 'Some dependencies are unavailable.',
          data: { database, redis },
          ...(healthy ? {} : { errors: {}, code: 'unhealthy' }),
        });
      },
    );
  };
