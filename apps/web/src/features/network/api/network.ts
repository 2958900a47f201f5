import type {
  ConnectionInviteView,
  ConnectionListView,
  InviteListView,
  SendInviteResultView,
  SuggestionListView,
} from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { del, get, post } from '../../../lib/api-client';
import { queryParams } from '../../../lib/query-string';
import { networkKeys } from './keys';

export type NetworkListKind = 'connections' | 'received' | 'sent';
const PATHS: Record<NetworkListKind, string> = {
  connections: '/connections',
  received: '/pending-invite',
  sent: '/get-sent-invite',
};

export interface NetworkListParams {
  search: string;
  page: number;
}

export const connectionsQuery = (q: NetworkListParams) =>
  queryOptions({
    queryKey: networkKeys.list('connections', { ...q }),
    queryFn: async () =>
      (await get<ConnectionListView>(`${PATHS.connections}?${queryParams({ ...q })}`)).data,
    placeholderData: keepPreviousData,
  });

export const invitesQuery = (kind: 'received' | 'sent', q: NetworkListParams) =>
  queryOptions({
    queryKey: networkKeys.list(kind, { ...q }),
    queryFn: async () => (await get<InviteListView>(`${PATHS[kind]}?${queryParams({ ...q })}`)).data,
    placeholderData: keepPreviousData,
  });

export const suggestionsQuery = (q: NetworkListParams) =>
  queryOptions({
    queryKey: networkKeys.list('suggested', { ...q }),
    queryFn: async () => (await get<SuggestionListView>(`/suggested?${queryParams({ ...q })}`)).data,
    placeholderData: keepPreviousData,
  });

/** POST send-invite/{id}: `id` is the person's user id. */
export const sendInvite = (id: number) => post<SendInviteResultView>(`/send-invite/${id}`, {});
export const acceptInvite = (inviteId: number) =>
  post<ConnectionInviteView>(`/accept-invite/${inviteId}`, {});
export const declineInvite = (inviteId: number) =>
  post<ConnectionInviteView>(`/decline-invite/${inviteId}`, {});
export const cancelInvite = (inviteId: number) => del<ConnectionInviteView>(`/cancel-invite/${inviteId}`);
export const removeConnection = (userId: number) => del<null>(`/remove-connection/${userId}`);
