import { type InboxKey, messagingKeys } from '../../../lib/realtime/messaging-cache';

export type { InboxKey };
/** Shared with the header badge and the realtime sync (lib/realtime/messaging-cache). */
export { messagingKeys };
