import { SIGNED_IN } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

/** Rows of the realtime module's routes, spread into TABLE. */
export const REALTIME_ROWS: Record<string, Row> = {
  // Each caller asks for their own inbox channel (someone else's is 403: realtime's pusher tests).
  'POST /api/v1/pusher/auth': {
    expect: SIGNED_IN,
    call: (w: World, actor) => ({
      body: { socket_id: '1234.5678', channel_name: `private-chat.${(w.users[actor] ?? w.A).id}` },
    }),
  },
};
