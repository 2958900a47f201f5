import type { AppConfigView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { sharedKeys } from './keys';

/** GET /app-config: public run-time settings (the blog's address, whether payments are test payments). */
export const fetchAppConfig = async () => (await get<AppConfigView>('/app-config')).data;

export const appConfigQuery = () =>
  queryOptions({ queryKey: sharedKeys.appConfig, queryFn: fetchAppConfig, staleTime: Infinity });
