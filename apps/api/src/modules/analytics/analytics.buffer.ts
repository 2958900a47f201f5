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

export class AnalyticsBuffer implements AnalyticsPort {
  constructor(private deps: AppDeps) {}

  record(event: AnalyticsEventInput) {
    // Self-views are not counted; an organization's own team is left out where the page knows it.
    if (event.viewerUserId && event.ownerKey === `user:${event.viewerUserId}`) return;
    // A Redis hiccup loses the count, never the page.
    this.deps.redis
      .rpush(bufferKey(this.deps), encodeEvent(event, this.deps.clock.now().getTime()))
      .catch(() => {});
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
