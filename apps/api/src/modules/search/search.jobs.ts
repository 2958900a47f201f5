import type { AppDeps } from '../../deps';
import type { Closable, WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { PgSearchBackend } from './pg/pg.backend';
import { TERM_SOURCES } from './pg/terms.repository';
import type { SearchKind } from './search.backend';

export const SEARCH_TERMS_QUEUE = 'search-terms';
/** One schedule across restarts: upserted again on every worker start. */
export const TERMS_SCHEDULE_ID = 'search-terms-refresh';
/**
 * How often the word lists are rebuilt. A new word is searchable at once (the tsvector is current);
 * only its typo correction and its share of the plan estimate wait for the next rebuild.
 */
export const TERMS_EVERY_MS = 60 * 60_000;

/** Rebuilds the word lists: `refresh` with `{ kind }` for one kind, without for every kind that has one. */
export const searchTermsWorkers =
  (deps: AppDeps, backend: PgSearchBackend) =>
  async (log: WorkerLog): Promise<Closable[]> => {
    const queue = deps.queues.get(SEARCH_TERMS_QUEUE);
    await queue.upsertJobScheduler(TERMS_SCHEDULE_ID, { every: TERMS_EVERY_MS }, { name: 'refresh' });
    await queue.add('refresh', {}, { jobId: 'search-terms-at-start' });
    return [
      startWorker(
        deps,
        SEARCH_TERMS_QUEUE,
        async (job) => {
          const only = (job.data as { kind?: SearchKind }).kind;
          const kinds = only ? [only] : (Object.keys(TERM_SOURCES) as SearchKind[]);
          const counts: Record<string, number> = {};
          for (const kind of kinds) counts[kind] = await backend.refreshTerms(kind);
          log(`search-terms: ${JSON.stringify(counts)}`);
          return counts;
        },
        log,
      ),
    ];
  };
