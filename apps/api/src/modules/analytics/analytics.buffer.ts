import type { AppDeps } from '../../deps';
import type { AnalyticsEventInput, AnalyticsPort } from './analytics.port';
import type { EventRow } from './analytics.repository';

/** The Redis list events wait in until the worker moves them into `analytics_events`. */
export const bufferKey = (deps: AppDeps) => `${deps.keyPrefix}analytics:buffer`;

/** One compact line per event: kind|owner|subject|viewer|amount|epoch ms. */
export function encodeEvent(e: AnalyticsEventInput, now: number) {
  return [
    e.kind,
    e.ownerKey,
    e.subjectId ?? 0,
    e.viewerUserId ?? '',
    e.amountCents ?? 0,
    e.at?.getTime() ?? now,
  ].join('|');
}

/** Events gathered in the process before one RPUSH carries them all. */
const FLUSH_MS = 50;
const FLUSH_AT = 500;

/**
 * The recorder other modules hold. A page's event joins an in-process batch; every 50 ms (or at 500
 * events) one RPUSH moves the batch to Redis, so a busy page costs one array push, not a Redis
 * command per view. A crashed process loses at most its last 50 ms of counts, never a page.
 */
export class AnalyticsBuffer implements AnalyticsPort {
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private deps: AppDeps) {}

  record(event: AnalyticsEventInput) {
    // Self-views are not counted; an organization's own team is left out where the page knows it.
    if (event.viewerUserId && event.ownerKey === `user:${event.viewerUserId}`) return;
    this.pending.push(encodeEvent(event, this.deps.clock.now().getTime()));
    if (this.pending.length >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Moves the batch to Redis now (the timer's job; tests and shutdown call it directly). */
  async flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending.length) return;
    const lines = this.pending;
    this.pending = [];
    // A Redis hiccup loses the counts, never the page.
    await this.deps.redis.rpush(bufferKey(this.deps), ...lines).catch(() => {});
  }
}

/** The line back into a row (null: a line this version cannot read, dropped rather than retried forever). */
export function decodeEvent(line: string): EventRow | null {
  const [kind, owner, subject, viewer, amount, at] = line.split('|');
  const occurred = Number(at);
  if (!kind || !/^(user|org):\d+$/.test(owner ?? '') || !Number.isFinite(occurred)) return null;
  return {
    kind: kind as EventRow['kind'],
    owner_key: owner,
    subject_id: Number(subject) || 0,
    viewer_user_id: viewer ? Number(viewer) : null,
    amount_cents: Number(amount) || 0,
    occurred_at: new Date(occurred),
  };
}
