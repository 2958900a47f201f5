import { useSyncExternalStore } from 'react';
import { realtimeStatus } from './connection';

/** The realtime connection's state, for a "Reconnecting…" note. */
export const useRealtimeStatus = () =>
  useSyncExternalStore(realtimeStatus.subscribe, realtimeStatus.get, realtimeStatus.get);
