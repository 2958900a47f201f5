import type { AppDeps } from '../../../deps';
import type { Closable, WorkerLog } from '../../../kit/module';
import { startScheduledWorker } from '../../../kit/worker';
import type { OpenSearchBackend } from './opensearch.backend';
import { openSearchRepository as repo } from './opensearch.repository';

export const SEARCH_OUTBOX_QUEUE = 'search-outbox';
export const DRAIN_SCHEDULE_ID = 'search-outbox-drain';
/** How often the outbox is drained: the lag between a change and its search results. */
export const DRAIN_EVERY_MS = 5_000;
/** Batches per run (of 500 rows each), so one run never holds the queue for long. */
const BATCHES_PER_RUN = 40;

/**
 * Turning OpenSearch on: the indexes are created, the triggers' feed is enabled and, the first
 * time, every searchable row is queued (after enabling, so nothing changed meanwhile is missed).
 */
export async function startFeed(backend: OpenSearchBackend, deps: AppDeps, log: WorkerLog) {
  await backend.ensureIndexes();
  if (await repo.enableFeed(deps.db)) {
    const queued = await repo.backfill(deps.db);
    log(`search-outbox: feed enabled, ${queued} rows queued for the first indexing`);
  }
}

/** The drain worker: the outbox into the indexes in bulk, at least once, idempotent by document id. */
export const openSearchWorkers =
  (deps: AppDeps, backend: OpenSearchBackend) =>
  async (log: WorkerLog): Promise<Closable[]> => {
    await startFeed(backend, deps, log);
    return [
      await startScheduledWorker(
        deps,
        SEARCH_OUTBOX_QUEUE,
        [{ id: DRAIN_SCHEDULE_ID, repeat: { every: DRAIN_EVERY_MS }, job: 'drain' }],
        async () => {
          let done = 0;
          for (let i = 0; i < BATCHES_PER_RUN; i++) {
            const n = await backend.drain();
            done += n;
            if (n === 0) break;
          }
          return { done };
        },
        log,
      ),
    ];
  };
