import type { HealthChecksView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { healthRepository } from './health.repository';

/** A dependency that has not answered within 1.5 s counts as down, so the probe itself never hangs. */
const probe = async (fn: () => Promise<unknown>) => {
  try {
    await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), 1500))]);
    return 'ok' as const;
  } catch {
    return 'down' as const;
  }
};

/** Liveness of what every request needs: PostgreSQL and Redis. */
export class HealthService {
  constructor(private deps: AppDeps) {}

  async check(): Promise<{ healthy: boolean; checks: HealthChecksView }> {
    const [database, redis] = await Promise.all([
      probe(() => healthRepository.ping(this.deps.pool)),
      probe(() => this.deps.redis.ping()),
    ]);
    return { healthy: database === 'ok' && redis === 'ok', checks: { database, redis } };
  }
}
