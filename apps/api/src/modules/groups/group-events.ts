import type { Executor } from '@hctl/db';
import type { NotificationsPort, NotifyInput, NotifyReceipt } from '../notifications/notifications.port';
import type { RealtimeEventInput, RealtimePort } from '../realtime/realtime.port';

/** What a change leaves to do after its transaction commits. */
export interface AfterCommit {
  envelopes: Awaited<ReturnType<RealtimePort['record']>>;
  receipt: NotifyReceipt | null;
}

/**
 * How the groups services tell people: a change records its live events and notifications inside
 * its transaction (`record`), and emits them once it has committed (`publish`).
 */
export class GroupEvents {
  constructor(private ports: { realtime: RealtimePort; notifications: NotificationsPort }) {}

  async record(tx: Executor, events: RealtimeEventInput[], notes: NotifyInput[]): Promise<AfterCommit> {
    const envelopes = events.length ? await this.ports.realtime.record(tx, events) : [];
    const receipt = notes.length ? await this.ports.notifications.notify(tx, notes) : null;
    return { envelopes, receipt };
  }

  /** Emits what a committed change recorded: live events, then the bells. */
  publish(after: AfterCommit | null) {
    if (!after) return;
    this.ports.realtime.emit(after.envelopes);
    this.ports.notifications.publish(after.receipt);
  }
}
