import { useNetworkNotifications } from './use-network-live';

/**
 * The network's queries kept live while mounted, as a component of its own so that a page can load
 * it on demand: the realtime client code stays out of a public page's first load (its JS budget).
 */
export default function NetworkLive() {
  useNetworkNotifications();
  return null;
}
