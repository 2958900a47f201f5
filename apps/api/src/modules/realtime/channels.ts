import { CHANNEL_PATTERN, channelName } from '@hctl/contracts';
import type { ChannelAuthorizer } from './realtime.port';

export type ChannelPrefix = ChannelAuthorizer['prefix'];

/** A spec channel name taken apart: `private-chat.12` → { prefix: 'chat', id: 12 }; null when it is none of ours. */
export type ParsedChannel = { prefix: ChannelPrefix; id: number } | { prefix: 'is-online'; id: null };

export function parseChannel(channel: string): ParsedChannel | null {
  if (typeof channel !== 'string' || channel.length > 80) return null;
  if (channel === channelName.isOnline) return { prefix: 'is-online', id: null };
  const m = CHANNEL_PATTERN.exec(channel);
  if (!m?.[1]) return null;
  const id = Number(m[2]);
  return Number.isSafeInteger(id) ? { prefix: m[1] as ChannelPrefix, id } : null;
}
