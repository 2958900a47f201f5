import type { AppDeps } from '../../deps';
import { memoCache } from '../../lib/memo-cache';

/** How long a computed report is reused at most, even if no rollup told us it changed. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

const versionKey = (deps: Pick<AppDeps, 'keyPrefix'>, owner: string) =>
  `${deps.keyPrefix}analytics:version:${owner}`;

/**
 * The worker calls this after a rollup commits: each owner whose figures changed gets a new
 * version, so every API process stops serving its cached reports at once. A crash between the
 * commit and this call leaves reports at most `TTL_MS` old.
 */
export async function bumpOwners(deps: Pick<AppDeps, 'redis' | 'keyPrefix'>, owners: string[]) {
  if (!owners.length) return;
  const m = deps.redis.multi();
  for (const o of owners) m.incr(versionKey(deps, o)).expire(versionKey(deps, o), 86_400);
  await m.exec().catch(() => {});
}

/**
 * Computed reports, kept in this process per owner, report and range until the owner's figures
 * change (a rollup touched them) or a minute passes. Analytics only move when the worker rolls
 * events up, and a dashboard is opened again and again (by the same person, by a whole team), so
 * a hit costs one Redis GET instead of the rollup reads and the top-subject sums. Concurrent
 * misses share one computation; a failed one is not kept.
 */
export class ReportCache {
  private memo = memoCache<unknown>(TTL_MS, MAX_ENTRIES);

  constructor(private deps: Pick<AppDeps, 'redis' | 'keyPrefix'>) {}

  async get<T>(owner: string, parts: string, load: () => Promise<T>): Promise<T> {
    const version = await this.deps.redis.get(versionKey(this.deps, owner)).catch(() => 'x');
    return this.memo.get(`${owner}|${version ?? 0}|${parts}`, load) as Promise<T>;
  }

  clear() {
    this.memo.clear();
  }
}
