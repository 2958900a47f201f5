import { NotifiedCache } from '../../lib/notified-cache';
import { type GroupChange, listenForGroupChanges } from './group-changes.repository';
import type { GroupWithViewer } from './groups.repository';

interface Entry {
  viewer: number;
  row: GroupWithViewer;
}

const key = (slug: string, viewer: number) => `${slug} ${viewer}`;

/**
 * Active members' access to their groups (the group row and their membership), kept in this
 * process: every feed, post and comment page starts by reading it, and it changes far less often
 * than it is read (measured: a group feed page took two queries, this was one of them).
 *
 * Only an active member's access is kept, and it serves only reads (the group access service's
 * `view`): someone who just joined is read afresh (they are not kept as a non-member), and every
 * write checks the row as before. Nothing is served stale for longer than a notification takes to
 * arrive: migration 0037 announces a group changed or removed and a membership added, changed or
 * removed, whoever writes it (lib/notified-cache).
 */
export class GroupAccessCache {
  private readonly cache: NotifiedCache<Entry, GroupChange>;

  constructor(databaseUrl: string, ttlSeconds: number) {
    this.cache = new NotifiedCache<Entry, GroupChange>({
      ttlSeconds,
      max: 20_000,
      listen: (on) => listenForGroupChanges(databaseUrl, on),
      affected: (heard) => {
        if (heard.includes('all')) return 'all';
        const changes = heard.filter((c) => c !== 'all');
        const groups = new Set(changes.flatMap((c) => (c.user === undefined ? [c.group] : [])));
        const members = new Set(
          changes.flatMap((c) => (c.user === undefined ? [] : [`${c.group} ${c.user}`])),
        );
        return (_, e) => groups.has(e.row.group.id) || members.has(`${e.row.group.id} ${e.viewer}`);
      },
    });
  }

  get isListening() {
    return this.cache.isListening;
  }

  get(slug: string, viewer: number): GroupWithViewer | undefined {
    return this.cache.get(key(slug, viewer))?.row;
  }

  begin() {
    return this.cache.begin();
  }

  /** Kept only while the viewer is an active member (anything else is read again next time). */
  set(slug: string, viewer: number, row: GroupWithViewer, generation: number) {
    if (viewer && row.my_status === 'active') this.cache.set(key(slug, viewer), { viewer, row }, generation);
  }

  close() {
    return this.cache.close();
  }
}
