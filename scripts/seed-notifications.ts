/**
 * Notifications at scale (seed-scale calls it; the bench adds it to an older dataset): 1,000,000 at
 * scale 1, a tenth unread. The first individual (the bench's signed-in person) has a long history
 * of BUSY_NOTIFICATIONS; the rest are spread over everyone. Written with COPY, like seed-scale.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { withSeedClient } from './seed-client';

export const BUSY_NOTIFICATIONS = 5_000;

const TYPES = [
  ['application.status', 'Riverside Clinic updated your application for ICU Nurse', 'Status: shortlisted.'],
  ['message.received', 'You have a new message', 'Are you free for the night shift on Friday?'],
  ['review.received', 'New review from Bay Hospital', ''],
  ['connection.accepted', 'Your invitation was accepted', ''],
  ['group.comment', 'New comment on your post', 'Thanks for sharing this.'],
] as const;

const csv = (v: string | number | null) =>
  v === null ? '' : typeof v === 'number' ? String(v) : `"${v.replaceAll('"', '""')}"`;

export async function seedNotificationRows(
  client: pg.PoolClient,
  size: { individuals: number; organizations: number; notifications: number },
  now: number,
  log: (m: string) => void,
) {
  const { individuals: I, organizations: O, notifications: N } = size;
  await client.query('truncate notifications, notification_deliveries restart identity cascade');
  log(`notifications: ${N} (${BUSY_NOTIFICATIONS} for the first individual)`);
  function* rows() {
    let batch: string[] = [];
    for (let k = 0; k < N; k++) {
      // Oldest first, so ids grow with time as they do live.
      const age = N - k;
      const user = k < N - BUSY_NOTIFICATIONS ? O + 2 + (k % Math.max(1, I - 1)) : O + 1;
      const [type, title, body] = TYPES[k % TYPES.length];
      const at = new Date(now - age * 30_000).toISOString();
      const read = k % 10 === 0 ? null : at;
      batch.push([user, csv(type), csv(title), csv(body), csv(`{"n":${k}}`), csv(at), csv(read)].join(','));
      if (batch.length === 2000) {
        yield `${batch.join('\n')}\n`;
        batch = [];
      }
    }
    if (batch.length) yield `${batch.join('\n')}\n`;
  }
  await pipeline(
    Readable.from(rows()),
    client.query(
      copyFrom(
        'copy notifications (user_id, type, title, body, data, created_at, read_at) from stdin with (format csv)',
      ),
    ),
  );
}

/** Notifications alone, on an existing dataset. */
export async function seedNotifications(
  url: string,
  size: { individuals: number; organizations: number; notifications: number },
  now: number,
  log: (m: string) => void = console.log,
) {
  await withSeedClient(url, async (client) => {
    await seedNotificationRows(client, size, now, log);
    await client.query('vacuum analyze notifications');
  });
}
