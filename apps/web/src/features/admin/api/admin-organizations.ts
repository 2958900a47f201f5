import type { AdminOrganizationView, Page } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { type AdminOrganizationsFilter, adminKeys } from './keys';

export const ADMIN_PAGE_SIZE = 10;

/** GET /admin/organizations/list: every organization, pending first, by approval status and name. */
export const fetchAdminOrganizations = async (f: AdminOrganizationsFilter) => {
  const q = new URLSearchParams({ page: String(f.page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (f.approval_status) q.set('approval_status', f.approval_status);
  if (f.search) q.set('search', f.search);
  return (await get<Page<AdminOrganizationView>>(`/admin/organizations/list?${q}`)).data;
};

export const adminOrganizationsQuery = (f: AdminOrganizationsFilter) =>
  queryOptions({
    queryKey: adminKeys.organizationsPage(f),
    queryFn: () => fetchAdminOrganizations(f),
    // Paging and filtering keep the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
