import type {
  ReviewListQuery,
  ReviewListView,
  ReviewPageView,
  ReviewRole,
  ReviewView,
} from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, get } from '../api-client';
import { queryParams } from '../query-string';

/** Reviews are read on public profiles and on the owner's reviews page: one key root for both. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  list: (role: ReviewRole, slug: string, q: Partial<ReviewListQuery>) => ['reviews', role, slug, q] as const,
  objections: ['reviews', 'objections'] as const,
};

/** GET {role}/{slug}/rating-review/listing: the page, the summary and what the viewer may do. */
export const reviewListQuery = (role: ReviewRole, slug: string, q: Partial<ReviewListQuery>) =>
  queryOptions({
    queryKey: reviewsKeys.list(role, slug, q),
    queryFn: async () =>
      (await get<ReviewListView>(`/${role}/${slug}/rating-review/listing?${queryParams(q)}`)).data,
    placeholderData: keepPreviousData,
  });

export const pendingObjectionsQuery = (page: number) =>
  queryOptions({
    queryKey: [...reviewsKeys.objections, page],
    queryFn: async () => (await get<ReviewPageView>(`/admin/rating-review/objections?page=${page}`)).data,
  });

export const writeReview = (v: {
  role: ReviewRole;
  slug: string;
  rating: number;
  review: string;
  organization_slug?: string;
}) =>
  api<ReviewView>('POST', `/${v.role}/${v.slug}/rating-review`, {
    rating: v.rating,
    review: v.review,
    ...(v.organization_slug ? { organization_slug: v.organization_slug } : {}),
  });

/** Owner calls name the reviewed profile; author calls (update, delete) name the profile that wrote it. */
type At = { role: ReviewRole; slug: string; id: number };
export const flagReview = (v: At & { reason?: string }) =>
  api<ReviewView>('PUT', `/${v.role}/${v.slug}/rating-review/${v.id}/flag`, { reason: v.reason });
export const objectToReview = (v: At & { objection: string }) =>
  api<ReviewView>('PUT', `/${v.role}/${v.slug}/rating-review/${v.id}/objection`, { objection: v.objection });
export const updateReview = (v: At & { rating: number; review: string }) =>
  api<ReviewView>('PUT', `/${v.role}/${v.slug}/rating-review/${v.id}/update`, {
    rating: v.rating,
    review: v.review,
  });
export const deleteReview = (v: At) =>
  api<null>('DELETE', `/${v.role}/${v.slug}/rating-review/${v.id}/delete`);
export const decideObjection = (v: At & { status: 'approved' | 'rejected' }) =>
  api<ReviewView>('PUT', `/${v.role}/${v.slug}/rating-review/objection/approval`, {
    review_id: v.id,
    status: v.status,
  });
