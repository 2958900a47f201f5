import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { AuthPorts } from '../../plugins/auth';
import { startRealtimeWorker } from './realtime.jobs';
import { realtimeRoutes } from './realtime.routes';
import { RealtimeService } from './realtime.service';

/**
 * Realtime: the durable per-channel event log other modules record into, POST /pusher/auth, and
 * (in the API process) the Socket.IO and Pusher-protocol WebSocket endpoints. Built before the
 * modules that emit, so it is handed to them as a port; the sessions it checks tokens with come
 * from auth, built later, hence a getter.
 */
export function realtimeModule(deps: AppDeps, ports: { sessions: () => AuthPorts['sessions'] }) {
  const realtime = new RealtimeService(deps);
  return defineModule({
    name: 'realtime',
    services: { realtime },
    routes: realtimeRoutes({ realtime, sessions: ports.sessions }),
    queues: ['realtime'],
    workers: async (log) => [await startRealtimeWorker(deps, realtime, log)],
  });
}
