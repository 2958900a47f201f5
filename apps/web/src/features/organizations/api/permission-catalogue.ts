import type { PermissionEntryView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** GET /permissions: the permissions a role can grant. */
export const fetchPermissionCatalogue = async () => (await get<PermissionEntryView[]>('/permissions')).data;

export const permissionCatalogueQuery = () =>
  queryOptions({ queryKey: organizationsKeys.permissionCatalogue, queryFn: fetchPermissionCatalogue });
