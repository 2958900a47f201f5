import type { AppDeps } from '../../../deps';
import { serviceKindProvider } from './services.provider';

/** Service requests (wanted): the services table's `request` rows, searched like posts. */
export const serviceRequestsProvider = (deps: AppDeps) =>
  serviceKindProvider(deps, 'service_requests', 'request');
