import { type ListenHandlers, listenOn } from '../../lib/pg-listen';

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

/** Listens for session changes on a connection of its own; resolves once it listens. */
export const listenForSessionChanges = (databaseUrl: string, on: ListenHandlers<SessionChange>) =>
  listenOn(databaseUrl, SESSION_CHANGES, LISTENER_NAME, sessionChangeOf, on);
