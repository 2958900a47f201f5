import { channelName, type RealtimeEnvelope, type RealtimeEventData } from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-store';
import { useChannel } from '../../../lib/realtime/use-channel';
import { networkKeys } from '../api/keys';

/**
 * Invitations, acceptances and recommendation requests reach the person as notifications: while a
 * network screen is open, its lists reload when one arrives (no reload of the page needed).
 */
export function useNetworkNotifications() {
  const qc = useQueryClient();
  const me = useAuth().user?.id ?? 0;
  const reload = () => void qc.invalidateQueries({ queryKey: networkKeys.all });
  useChannel(
    me ? channelName.notify(me) : null,
    (e: RealtimeEnvelope) => {
      if (e.event !== 'notification.created') return;
      const { notification } = e.data as RealtimeEventData<'notification.created'>;
      if (notification.type.startsWith('connection.') || notification.type.startsWith('recommendation.'))
        reload();
    },
    reload,
  );
}
