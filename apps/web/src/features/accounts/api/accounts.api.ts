import type { AccountView, OrganizationSummary } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { del, get, post, put } from '../../../lib/api-client';

export const accountQuery = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: async () => (await get<AccountView>('/individual/accounts')).data,
  });
export const organizationsQuery = () =>
  queryOptions({
    queryKey: ['organizations'],
    queryFn: async () => (await get<OrganizationSummary[]>('/organization/list?filter=active')).data,
  });
export const assignedOrganizationsQuery = () =>
  queryOptions({
    queryKey: ['organizations', 'assigned'],
    queryFn: async () =>
      (await get<(OrganizationSummary & { role_name: string })[]>('/show-assigned-organization')).data,
  });

export const accountsApi = {
  update: (body: unknown) => put<AccountView>('/individual/accounts', body),
  chooseCategory: (body: { category: string; specialty?: string }) =>
    post<unknown>('/individual/profiles', body),
  deactivate: (password: string) => post<null>('/account-withdrawal', { password }),
  deleteAccount: (id: number, password: string) => del<null>(`/individual/account/${id}`, { password }),
  sendPhoneCode: (phone_number: string) => post<null>('/individual/account/generate-otp', { phone_number }),
  verifyPhoneCode: (otp: string, enable_two_factor: boolean) =>
    post<AccountView>('/individual/account/verify-otp', { otp, enable_two_factor }),
  specialties: () => get<{ id: number; name: string }[]>('/specialty'),
};
