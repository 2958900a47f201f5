import type { Executor, Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import { timersRepository as repo, type TimerKind, type TimerRow } from './timers.repository';

export type { TimerKind };
export const QUOTATIONS_QUEUE = 'quotations';
/** The periodic scan's scheduler id: upserted on every start, so there is one across restarts. */
export const TIMER_SCAN_SCHEDULER_ID = 'quotation-timers-scan';
/** A timer whose job was lost (Redis down at commit) still fires within this long of its deadline. */
export const TIMER_SCAN_MS = 60_000;
const SCAN_PAGE = 500;

export type ArmedTimer = Pick<TimerRow, 'id' | 'kind' | 'ref_id' | 'due_at'>;
/**
 * What a kind does when its deadline passes, inside the transaction that claims the timer (so a
 * crash mid-way leaves it pending for the retry). It must check that its subject is still where
 * the timer left it (an offer answered meanwhile, a call picked up) and then do nothing. It may
 * return what to do after commit (emit the realtime events it recorded).
 */
export type TimerHandler = (tx: Tx, refId: number) => Promise<AfterCommit | undefined>;
export type AfterCommit = () => void | Promise<void>;

interface TimerJob {
  timerId: number;
  dueAt: string;
}

/**
 * A deadline, written in the transaction of the transition that starts it (one row per kind and
 * subject: arming again moves it). After commit hand the result to `QuotationTimers.schedule`.
 */
export const armTimer = (tx: Executor, kind: TimerKind, refId: number, dueAt: Date): Promise<ArmedTimer> =>
  repo.arm(tx, kind, refId, dueAt);

/** The subject moved on before its deadline (optional: firing checks the subject anyway). */
export const disarmTimer = (tx: Executor, kind: TimerKind, refId: number) => repo.disarm(tx, kind, refId);

/** The job id is the timer and its deadline: adding it twice (a scan, a retry) is a no-op. */
const jobIdOf = (t: Pick<ArmedTimer, 'id' | 'due_at'>) => `timer-${t.id}-${t.due_at.getTime()}`;

/**
 * The quotations' deadlines (offer expiry, temporary-acceptance deadline, auto-accept, call ring):
 * a database row each plus a BullMQ delayed job. The row is the truth; the job only wakes the
 * worker. A worker that starts re-adds a job for every pending row (the due ones run at once), so
 * a deadline passed while no worker ran fires right after a restart.
 */
export class QuotationTimers {
  private handlers = new Map<TimerKind, TimerHandler>();

  constructor(private deps: Pick<AppDeps, 'db' | 'queues' | 'clock'>) {}

  /** One handler per kind (offers register theirs; calls register 'call_ring'). */
  register(kind: TimerKind, handler: TimerHandler) {
    this.handlers.set(kind, handler);
  }

  /** After commit: a delayed job per timer. Never throws; a job that could not be added is re-added by the scan. */
  async schedule(...timers: ArmedTimer[]) {
    const now = this.deps.clock.now().getTime();
    for (const t of timers) {
      try {
        const data: TimerJob = { timerId: t.id, dueAt: t.due_at.toISOString() };
        await this.deps.queues.get(QUOTATIONS_QUEUE).add('timer', data, {
          jobId: jobIdOf(t),
          delay: Math.max(0, t.due_at.getTime() - now),
          removeOnComplete: true,
        });
      } catch {
        // Redis unavailable: the row stays pending and the next scan adds the job.
      }
    }
  }

  /**
   * Runs a timer's handler once: the claim (done_at) and the handler's change commit together, so
   * two jobs for one deadline run it once and a failed handler leaves it pending for the retry.
   * 'stale' when it was done already or its deadline was moved (another job carries the new one).
   */
  async fire(timerId: number, dueAt: Date): Promise<'fired' | 'stale'> {
    let after: AfterCommit | undefined;
    const fired = await this.deps.db.transaction(async (tx) => {
      const row = await repo.claim(tx, timerId, dueAt);
      if (!row) return false;
      const handler = this.handlers.get(row.kind);
      if (!handler) throw new Error(`no handler registered for quotation timer '${row.kind}'`);
      after = await handler(tx, row.ref_id);
      return true;
    });
    if (after) await after();
    return fired ? 'fired' : 'stale';
  }

  /** Adds a job for every pending timer (due ones run at once): the worker's start and its periodic scan. */
  async rearm() {
    let after = 0;
    let count = 0;
    for (;;) {
      const page = await repo.pendingAfter(this.deps.db, after, SCAN_PAGE);
      if (!page.length) return count;
      await this.schedule(...page);
      count += page.length;
      after = page[page.length - 1].id;
    }
  }

  /** The pending or done timer of a subject (tests, and the views that show a deadline). */
  find(db: Executor, kind: TimerKind, refId: number) {
    return repo.byRef(db, kind, refId);
  }
}

/** The worker: fires timers, scans every minute, and scans once at start so a restart catches up at once. */
export const quotationWorkers = (deps: AppDeps, timers: QuotationTimers) => async (log: WorkerLog) => {
  const worker = await startScheduledWorker(
    deps,
    QUOTATIONS_QUEUE,
    [{ id: TIMER_SCAN_SCHEDULER_ID, repeat: { every: TIMER_SCAN_MS }, job: 'scan' }],
    async (job) => {
      if (job.name === 'scan') return timers.rearm();
      const data = job.data as TimerJob;
      return timers.fire(data.timerId, new Date(data.dueAt));
    },
    log,
    { concurrency: 4 },
  );
  const armed = await timers.rearm().catch((err: Error) => {
    log(`quotation timers: the scan at start failed: ${err.message}`);
    return 0;
  });
  if (armed) log(`quotation timers: ${armed} pending re-armed`);
  return [worker];
};
