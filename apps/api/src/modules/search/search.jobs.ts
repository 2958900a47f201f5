import type { AppDeps } from '../../deps';
import type { Closable, WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
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
    return [
      await startScheduledWorker(
        deps,
        SEARCH_TERMS_QUEUE,
        [
          {
            id: TERMS_SCHEDULE_ID,
            repeat: { every: TERMS_EVERY_MS },
            job: 'refresh',
            atStart: { jobId: 'search-terms-at-start' },
          },
        ],
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
