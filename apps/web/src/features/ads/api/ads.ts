import type {
  AdListView,
  AdPaymentView,
  AdPlacementView,
  AdPromoteInput,
  AdView,
  PaymentQuote,
} from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { del, get, idempotent, post, put } from '../../../lib/api-client';
import type { Owner } from '../../../lib/owner';
import { upload } from '../../../lib/upload';

export type { Owner };

export const adsKeys = {
  all: ['ads'] as const,
  placements: ['ads', 'placements'] as const,
  list: (o: Owner, page: number, status: string | null) =>
    ['ads', 'list', o.role, o.slug, page, status] as const,
  one: (o: Owner, adSlug: string) => ['ads', 'one', o.role, o.slug, adSlug] as const,
  quotes: ['ads', 'quote'] as const,
  quote: (o: Owner, adSlug: string, budget: number, useTokens: boolean) =>
    ['ads', 'quote', o.role, o.slug, adSlug, budget, useTokens] as const,
  review: (status: string, page: number) => ['ads', 'review', status, page] as const,
};

const base = (o: Owner) => `/${o.role}/${o.slug}`;

/** The web screens of an owner's ads (spec §2's paths, the organization's promote pages included). */
export const adScreens = {
  list: (o: Owner) =>
    o.role === 'individual' ? `/individual/${o.slug}/advertisement` : `/organization/${o.slug}/advertisement`,
  promote: (o: Owner, adSlug?: string) =>
    `${o.role === 'individual' ? `/individual/${o.slug}/advertisement/promote/` : `/organization/advertisement/promote/${o.slug}`}${
      adSlug ? `?ad=${encodeURIComponent(adSlug)}` : ''
    }`,
  success: (o: Owner, adSlug: string) =>
    o.role === 'individual'
      ? `/individual/${o.slug}/advertisement/promote/success/${adSlug}`
      : `/organization/advertisement/promote/${o.slug}/success/${adSlug}`,
};

export const placementsQuery = () =>
  queryOptions({
    queryKey: adsKeys.placements,
    queryFn: async () => (await get<AdPlacementView[]>('/advertisement/placements')).data,
    staleTime: 10 * 60_000,
  });

export const adListQuery = (o: Owner, page: number, status: string | null) =>
  queryOptions({
    queryKey: adsKeys.list(o, page, status),
    queryFn: async () =>
      (await get<AdListView>(`${base(o)}/advertisements?page=${page}${status ? `&status=${status}` : ''}`))
        .data,
  });

export const adQuery = (o: Owner, adSlug: string) =>
  queryOptions({
    queryKey: adsKeys.one(o, adSlug),
    queryFn: async () =>
      (await get<AdView>(`${base(o)}/advertisement/${encodeURIComponent(adSlug)}/show`)).data,
  });

export const promoteQuoteQuery = (o: Owner, adSlug: string, budget: number, useTokens: boolean) =>
  queryOptions({
    queryKey: adsKeys.quote(o, adSlug, budget, useTokens),
    queryFn: async () =>
      (
        await get<PaymentQuote>(
          `${base(o)}/advertisement/advertise/promote/quote?slug=${encodeURIComponent(adSlug)}&budget=${budget}&use_tokens=${useTokens}`,
        )
      ).data,
  });

/** POST {mode}/{slug}/advertisement/create: multipart (ad_image[] and ad_video go with the fields). */
export const saveAd = (v: { owner: Owner; form: FormData; onProgress?: (p: number) => void }) =>
  upload<AdView>(`${base(v.owner)}/advertisement/create`, v.form, v.onProgress);

/** A fresh Idempotency-Key per submit: a retried network failure cannot pay twice. */
export const promoteAd = (v: { owner: Owner; body: AdPromoteInput }) =>
  post<AdPaymentView>(`${base(v.owner)}/advertisement/advertise/promote`, v.body, idempotent());

export const deleteAd = (v: { owner: Owner; adSlug: string }) =>
  del<null>(`${base(v.owner)}/advertisement/${encodeURIComponent(v.adSlug)}/delete`);

export const reviewQueueQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: adsKeys.review(status, page),
    queryFn: async () =>
      (await get<AdListView>(`/admin/advertisement/list?review_status=${status}&page=${page}`)).data,
  });

export const reviewAd = (v: { adSlug: string; status: 'approved' | 'rejected'; reason?: string }) =>
  put<AdView>(`/advertisement/${encodeURIComponent(v.adSlug)}/status`, {
    status: v.status,
    reason: v.reason,
  });
