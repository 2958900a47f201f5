import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PusherCredentials {
  key: string;
  secret: string;
}

/**
 * Pusher's channel signature: `key:hex(HMAC-SHA256(secret, "socket_id:channel[:channel_data]"))`.
 * We always sign a `channel_data` naming the person (`{"user_id":"12"}`), which Pusher itself only
 * does for presence channels: our WebSocket endpoint then knows who subscribed, which presence
 * (who is online, who may see it) needs. pusher-js sends `channel_data` back with any channel.
 */
export function signChannel(c: PusherCredentials, socketId: string, channel: string, channelData?: string) {
  const payload =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${c.key}:${createHmac('sha256', c.secret).update(payload).digest('hex')}`;
}

export function verifyChannel(
  c: PusherCredentials,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
) {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(c, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const channelDataFor = (userId: number) => JSON.stringify({ user_id: String(userId) });

/** The person named by a verified `channel_data`, or null. */
export function userOfChannelData(channelData: unknown): number | null {
  if (typeof channelData !== 'string') return null;
  try {
    const id = Number((JSON.parse(channelData) as { user_id?: unknown }).user_id);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
