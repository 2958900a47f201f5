import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { NotificationsPort } from '../notifications/notifications.port';
import { networkRoutes } from './network.routes';
import { NetworkService } from './network.service';
import { recommendationsRoutes } from './recommendations.routes';
import { type RecommendationsPorts, RecommendationsService } from './recommendations.service';

export interface NetworkPorts extends RecommendationsPorts {
  notifications: NotificationsPort;
}

/**
 * The professional network of individuals: connections (invites, suggestions) and peer
 * recommendations. The invite's notification is actionable: the bell's Accept / Reject answer it
 * through the same service as the connections page.
 */
export function networkModule(deps: AppDeps, ports: NetworkPorts) {
  const network = new NetworkService(deps, ports);
  const recommendations = new RecommendationsService(deps, ports);
  ports.notifications.registerAction('connection.invite', {
    accept: async (tx, auth, data) => {
      const { invite, receipt } = await network.acceptIn(tx, auth, Number(data.invite_id));
      // After the bell's commit: the sender's "accepted" notification reaches their bell live.
      return () => {
        ports.notifications.publish(receipt);
        network.forgetSuggestions(invite.sender_id, invite.receiver_id);
      };
    },
    reject: async (tx, auth, data) => {
      const { invite, receipt } = await network.declineIn(tx, auth, Number(data.invite_id));
      return () => {
        ports.notifications.publish(receipt);
        network.forgetSuggestions(invite.sender_id, invite.receiver_id);
      };
    },
  });
  const routes: FastifyPluginAsyncZod[] = [
    networkRoutes({ network }),
    recommendationsRoutes({ recommendations }),
  ];
  return defineModule({
    name: 'network',
    services: { network, recommendations },
    routes: async (app) => {
      for (const plugin of routes) await app.register(plugin);
    },
  });
}
