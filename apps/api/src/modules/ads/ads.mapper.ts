import type { AdPlacementView, AdView, ServedAdView } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import { fileUrl } from '../files/files.service';
import type { AdDetailRow, CandidateRow, PlacementRow } from './ads.repository';

export const dollars = (cents: number) => cents / 100;
export const toCents = (amount: number) => Math.round(amount * 100);

export const toPlacementView = (p: PlacementRow): AdPlacementView => ({
  slug: p.slug,
  name: p.name,
  description: p.description,
  cpm: dollars(p.cpm_cents),
  cpc: dollars(p.cpc_cents),
  min_budget: dollars(p.min_budget_cents),
});

export function isRunning(ad: AdDetailRow['ad'], now: Date) {
  return (
    ad.status === 'promoted' &&
    ad.review_status === 'approved' &&
    ad.deleted_at === null &&
    !!ad.starts_at &&
    !!ad.ends_at &&
    ad.starts_at <= now &&
    ad.ends_at > now &&
    ad.spent_cents < ad.budget_cents
  );
}

export function toAdView(r: AdDetailRow, now: Date): AdView {
  const { ad } = r;
  const media = r.media.map((x) => ({ id: Number(x.id), kind: x.kind, url: fileUrl(Number(x.file_id)) }));
  const video = media.find((x) => x.kind === 'video');
  return {
    slug: ad.slug,
    uid: ad.uid,
    title: ad.title,
    description: ad.description,
    cta_title: ad.cta_title,
    cta_url: ad.cta_url,
    advertises: ad.advertises,
    category: ad.category,
    ad_image: media.filter((x) => x.kind === 'image').map(({ id, url }) => ({ id, url })),
    ad_video: video ? { id: video.id, url: video.url } : null,
    status: ad.status,
    is_draft: ad.status === 'draft',
    review_status: ad.review_status,
    is_approved: ad.review_status === 'approved',
    reject_reason: ad.reject_reason,
    placement: r.placement_slug,
    placement_name: r.placement_name,
    starts_at: iso(ad.starts_at),
    ends_at: iso(ad.ends_at),
    budget: dollars(ad.budget_cents),
    spent: dollars(ad.spent_cents),
    impressions: ad.impressions,
    clicks: ad.clicks,
    is_running: isRunning(ad, now),
    owner:
      ad.organization_id !== null
        ? { mode: 'organization', slug: r.org_slug ?? '', name: r.company_name ?? '' }
        : {
            mode: 'individual',
            slug: r.user_slug ?? '',
            name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
          },
    created_at: ad.created_at.toISOString(),
  };
}

export const toServedView = (c: CandidateRow, clickUrl: string): ServedAdView => ({
  slug: c.slug,
  title: c.title,
  description: c.description,
  cta_title: c.cta_title || 'Learn more',
  image_url: c.image_file_id === null ? null : fileUrl(c.image_file_id),
  click_url: clickUrl,
  sponsor: c.sponsor,
  placement: c.placement,
  label: 'Sponsored',
});
