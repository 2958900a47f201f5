import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import { promotionsRepository as repo } from './promotions.repository';

export const PROMOTIONS_QUEUE = 'service-promotions';
/** The scheduler's id: upserting it again on every worker start keeps one schedule across restarts. */
export const PROMOTION_SCHEDULER_ID = 'promotion-schedule';
/** How often the schedule runs: a window opens or closes within a minute of its day starting. */
export const PROMOTION_SCHEDULE_MS = 60_000;

/** The UTC day the promotion windows (plain dates) are compared with. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * What the featured placements show, from the clock: galleries whose window contains today start,
 * galleries outside their window and posts or requests past `promoted_until` end. It compares
 * with "today" rather than reacting to the day changing, so it is idempotent and a run after
 * downtime catches up. `serviceId` narrows it to one service (a promotion just paid, inside its
 * transaction when `db` is one), so the buyer sees a window that starts today at once.
 */
export async function runPromotionSchedule(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: { db?: Executor; serviceId?: number } = {},
) {
  const now = deps.clock.now();
  const today = dayOf(now);
  const db = scope.db ?? deps.db;
  const ended = await repo.endWindows(db, today, now, scope.serviceId);
  const started = await repo.startWindows(db, today, scope.serviceId);
  return { started, ended };
}

/** The repeatable schedule (every minute) plus one run at start, so a restart applies what it missed at once. */
export const promotionWorkers = (deps: AppDeps) => async (log: WorkerLog) => {
  return [
    await startScheduledWorker(
      deps,
      PROMOTIONS_QUEUE,
      [
        {
          id: PROMOTION_SCHEDULER_ID,
          repeat: { every: PROMOTION_SCHEDULE_MS },
          job: 'schedule',
          atStart: true,
        },
      ],
      async () => {
        const r = await runPromotionSchedule(deps);
        if (r.started || r.ended) log(`service promotions: ${r.started} started, ${r.ended} ended`);
        return r;
      },
      log,
    ),
  ];
};
