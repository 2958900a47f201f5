import type { AppDeps } from '../../deps';
import type { AnalyticsEventInput, AnalyticsPort } from './analytics.port';

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

export class AnalyticsBuffer implements AnalyticsPort {
  constructor(private deps: AppDeps) {}

  record(event: AnalyticsEventInput) {
    // A Redis hiccup loses the count, never the page.
    this.deps.redis
      .rpush(bufferKey(this.deps), encodeEvent(event, this.deps.clock.now().getTime()))
      .catch(() => {});
  }
}
