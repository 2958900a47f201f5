import { type ListenHandlers, listenOn } from '../../lib/pg-listen';

/** The channel migration 0037's triggers notify (groups and group_members changed). */
const GROUP_CHANGES = 'group_changes';

/** A group changed (every entry of it), one member's place in it changed, or everything. */
export type GroupChange = { group: number; user?: number } | 'all';

/** A notification's payload as a change: `<group>`, `<group> <user>`; anything else reads as everything. */
export function groupChangeOf(payload: string | undefined): GroupChange {
  const m = /^(\d+)(?: (\d+))?$/.exec(payload ?? '');
  if (!m) return 'all';
  return m[2] ? { group: Number(m[1]), user: Number(m[2]) } : { group: Number(m[1]) };
}

/** How the listening connection names itself in pg_stat_activity (operators, and the tests, find it). */
export const GROUP_LISTENER_NAME = 'hctl-group-changes';

/** Listens for group changes on a connection of its own; resolves once it listens. */
export const listenForGroupChanges = (databaseUrl: string, on: ListenHandlers<GroupChange>) =>
  listenOn(databaseUrl, GROUP_CHANGES, GROUP_LISTENER_NAME, groupChangeOf, on);
