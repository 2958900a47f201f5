import type { VisibilitySettings } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { accountsKeys } from './keys';

/** GET /individual/visibility: which profile fields others see. */
export const fetchVisibility = async () => (await get<VisibilitySettings>('/individual/visibility')).data;

export const visibilityQuery = () =>
  queryOptions({ queryKey: accountsKeys.visibility, queryFn: fetchVisibility });
