import type {
  NetworkPersonView,
  Page,
  RecommendationInvitationsView,
  RecommendationListView,
  RecommendationView,
} from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get, post, put } from '../../../lib/api-client';
import { queryParams } from '../../../lib/query-string';
import { upload } from '../../../lib/upload';
import { networkKeys } from './keys';

const base = (slug: string) => `/individual/${encodeURIComponent(slug)}/recommendation`;

export const recommendationsQuery = (slug: string, kind: 'received' | 'pending', page: number) =>
  queryOptions({
    queryKey: networkKeys.recommendationList(kind, { slug, page }),
    queryFn: async () => (await get<RecommendationListView>(`${base(slug)}/${kind}?page=${page}`)).data,
    placeholderData: keepPreviousData,
  });

export const notAskedQuery = (slug: string, search: string) =>
  queryOptions({
    queryKey: networkKeys.recommendationList('not-asked', { slug, search }),
    queryFn: async () =>
      (
        await get<Page<NetworkPersonView>>(
          `${base(slug)}/non-invited-user?${queryParams({ search, perPage: 50 })}`,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const askForRecommendations = (v: { slug: string; user_ids: number[]; message: string }) =>
  post<RecommendationInvitationsView>(`${base(v.slug)}/invitations`, {
    user_ids: v.user_ids,
    message: v.message,
  });

/** POST …/{uid}/posting: multipart (the video is optional; the server checks it by its bytes). */
export function postRecommendation(v: {
  slug: string;
  uid: string;
  text: string;
  relationship: string;
  video: File | null;
  onProgress?: (percent: number) => void;
}) {
  const form = new FormData();
  form.set('recommended_text', v.text);
  form.set('relationship', v.relationship);
  if (v.video) form.set('recommended_video', v.video);
  return upload<RecommendationView>(`${base(v.slug)}/${v.uid}/posting`, form, v.onProgress);
}

export const linkRecommendation = (v: { slug: string; uid: string; is_linked: boolean }) =>
  put<RecommendationView>(`${base(v.slug)}/${v.uid}/linking`, { is_linked: v.is_linked });
