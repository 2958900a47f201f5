import pg from 'pg';

/**
 * The channel migrations 0034 and 0036's triggers notify: a user's id, `org:` and an organization's
 * id, or `*` for everything (TRUNCATE).
 */
const SESSION_CHANGES = 'session_changes';

export type SessionChange = { user: number } | { organization: number } | 'all';

/** A notification's payload as a change (null: one this version does not know, read as everything). */
export function sessionChangeOf(payload: string | undefined): SessionChange {
  const org = /^org:(\d+)$/.exec(payload ?? '');
  if (org) return { organization: Number(org[1]) };
  if (/^\d+$/.test(payload ?? '')) return { user: Number(payload) };
  return 'all';
}
/** How the listening connection names itself in pg_stat_activity (operators, and the tests, find it). */
export const LISTENER_NAME = 'hctl-session-changes';

export interface SessionChangesHandlers {
  changed(change: SessionChange): void;
  /** The connection is gone (an error, the server closing it): nothing more will be heard. */
  down(err?: unknown): void;
}

/**
 * A connection of its own (LISTEN holds it; a pooled one would be handed to queries) that listens
 * for session changes. Resolves once it listens; rejects when it cannot.
 */
export async function listenForSessionChanges(databaseUrl: string, on: SessionChangesHandlers) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
  let open = true;
  const down = (err?: unknown) => {
    if (!open) return;
    open = false;
    client.end().catch(() => {});
    on.down(err);
  };
  client.on('error', down);
  client.on('end', () => down());
  client.on('notification', (n) => {
    if (n.channel !== SESSION_CHANGES) return;
    on.changed(sessionChangeOf(n.payload));
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${SESSION_CHANGES}`);
  } catch (err) {
    open = false;
    await client.end().catch(() => {});
    throw err;
  }
  return {
    async close() {
      open = false;
      await client.end().catch(() => {});
    },
  };
}
