import type {
  ConnectionStateView,
  PublicRecommendationListView,
  SendInviteResultView,
} from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get, post } from '../api-client';

/**
 * What public profiles read of the network (the network feature's screens share the key root, so
 * connecting on a profile refreshes the connections page and back).
 */
export const networkRootKey = ['network'] as const;

/** GET individual/public-profile/{slug}/recommendations: posted and shown ones, and the person's id. */
export const publicRecommendationsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['network', 'public-recommendations', slug] as const,
    queryFn: async () =>
      (
        await get<PublicRecommendationListView>(
          `/individual/public-profile/${encodeURIComponent(slug)}/recommendations`,
        )
      ).data,
  });

/** GET connection-status/{id}: between the viewer and the person (the Connect button's state). */
export const connectionStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['network', 'status', userId] as const,
    queryFn: async () => (await get<ConnectionStateView>(`/connection-status/${userId}`)).data,
  });

export const sendInviteTo = (userId: number) => post<SendInviteResultView>(`/send-invite/${userId}`, {});
export const acceptInviteById = (inviteId: number) => post(`/accept-invite/${inviteId}`, {});
