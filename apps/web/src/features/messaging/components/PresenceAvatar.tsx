import type { ParticipantView } from '@hctl/contracts';
import { Indicator } from '@mantine/core';
import { ProductAvatar } from '../../../components/ProductImage';
import { usePresence } from '../../../lib/realtime/presence';

/**
 * A participant's picture with a presence dot for people (organizations have no presence). The dot
 * follows live `presence` events; the view's is_online is used until one arrives.
 */
export function PresenceAvatar({
  who,
  loadedAt,
  size = 40,
}: {
  who: Pick<ParticipantView, 'kind' | 'id' | 'name' | 'image' | 'is_online'>;
  loadedAt: number;
  size?: number;
}) {
  const online = usePresence(who.kind === 'user' ? who.id : null, who.is_online, loadedAt);
  const avatar = (
    <ProductAvatar
      src={who.image}
      alt=""
      type={who.kind === 'user' ? 'individual' : 'organization'}
      size={size}
      radius="xl"
    >
      {initials(who.name)}
    </ProductAvatar>
  );
  if (who.kind !== 'user') return avatar;
  return (
    <Indicator
      color={online ? 'teal' : 'gray.5'}
      position="bottom-end"
      size={11}
      offset={5}
      withBorder
      data-online={online}
      aria-hidden="true"
    >
      {avatar}
    </Indicator>
  );
}

export function usePresenceLabel(who: Pick<ParticipantView, 'kind' | 'id' | 'is_online'>, loadedAt: number) {
  const online = usePresence(who.kind === 'user' ? who.id : null, who.is_online, loadedAt);
  if (who.kind !== 'user') return null;
  return online ? 'Online' : 'Offline';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
