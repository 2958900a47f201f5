import { channelName, type RealtimeEnvelope, type RealtimeEventData } from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { networkRootKey } from '../../lib/api/network';
import { useAuth } from '../../lib/auth-store';
import { useChannel } from '../../lib/realtime/use-channel';

/**
 * Invitations, acceptances and recommendation requests reach the person as notifications: while a
 * network screen (or a profile's Connect button) is open, its queries reload when one arrives, so
 * no reload of the page is needed. An invitation taken back by its sender creates nothing: its
 * notification is settled, which the person hears as `notification.read` — that event names no
 * type, so every one reloads the network queries (a few small lists, only while such a screen is open).
 */
export function useNetworkNotifications() {
  const qc = useQueryClient();
  const me = useAuth().user?.id ?? 0;
  const reload = () => void qc.invalidateQueries({ queryKey: networkRootKey });
  useChannel(
    me ? channelName.notify(me) : null,
    (e: RealtimeEnvelope) => {
      if (e.event === 'notification.read') return reload();
      if (e.event !== 'notification.created') return;
      const { notification } = e.data as RealtimeEventData<'notification.created'>;
      if (notification.type.startsWith('connection.') || notification.type.startsWith('recommendation.'))
        reload();
    },
    reload,
  );
  return reload;
}
