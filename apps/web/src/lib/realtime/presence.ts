import { channelName, type RealtimeEnvelope } from '@hctl/contracts';
import { useSyncExternalStore } from 'react';
import { useChannel } from './use-channel';

/**
 * Live presence of people the caller shares a conversation with: `presence` events on
 * private-is-online, each with the time it arrived. A view's `is_online` is used until an event about
 * that person arrives after the view was loaded (whichever is newer wins).
 */
const known = new Map<number, { online: boolean; at: number }>();
const listeners = new Set<() => void>();
let version = 0;

function set(userId: number, online: boolean) {
  known.set(userId, { online, at: Date.now() });
  version++;
  for (const l of listeners) l();
}

const store = {
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  version: () => version,
};

/** Whether a person is online: the live value when newer than `loadedAt` (a query's dataUpdatedAt). */
export function usePresence(userId: number | null, fromView: boolean, loadedAt: number): boolean {
  useSyncExternalStore(store.subscribe, store.version, store.version);
  const live = userId === null ? undefined : known.get(userId);
  return live && live.at >= loadedAt ? live.online : fromView;
}

/** Feeds the presence store while mounted (the messaging screens). */
export function usePresenceFeed() {
  useChannel(channelName.isOnline, (e: RealtimeEnvelope) => {
    if (e.event !== 'presence') return;
    const d = e.data as { user_id: number; is_online: boolean };
    set(d.user_id, d.is_online);
  });
}
