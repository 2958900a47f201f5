import type { RealtimeEnvelope } from '@hctl/contracts';
import { useEffect, useRef } from 'react';
import { subscribe } from './connection';

/**
 * Listens to a realtime channel while the component is mounted (null: not now). The handlers may
 * change every render; the subscription does not. `onReset` runs when the server could not replay a
 * gap: reload the channel's data from HTTP.
 */
export function useChannel(
  channel: string | null,
  onEvent: (envelope: RealtimeEnvelope) => void,
  onReset?: () => void,
) {
  const handlers = useRef({ onEvent, onReset });
  handlers.current = { onEvent, onReset };
  useEffect(() => {
    if (!channel) return;
    return subscribe(
      channel,
      (e) => handlers.current.onEvent(e),
      () => handlers.current.onReset?.(),
    );
  }, [channel]);
}
