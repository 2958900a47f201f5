import type {
  ServiceCardView,
  ServiceKind,
  ServiceMediaView,
  ServiceOwnerView,
  ServiceView,
} from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import { fileUrl } from '../files/files.service';
import type { DbServiceKind, MediaJson, ServiceCardRow, ServiceDetailRow } from './services.repository';

/** The wire name of a stored kind (`post` → `service_post`) and back. */
export const wireKind = (k: DbServiceKind): ServiceKind => `service_${k}`;
export const dbKind = (k: ServiceKind): DbServiceKind => k.slice('service_'.length) as DbServiceKind;

export const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
export const cents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : Math.round(amount * 100);

export const toMedia = (x: MediaJson): ServiceMediaView => ({
  id: Number(x.id),
  kind: x.kind,
  name: x.name,
  url: fileUrl(Number(x.file_id)),
  mime: x.mime,
  size: Number(x.size),
});

const toOwner = (r: ServiceCardRow): ServiceOwnerView =>
  r.service.organization_id !== null
    ? {
        id: r.service.organization_id,
        role: 'organization',
        slug: r.org_slug ?? '',
        name: r.company_name ?? '',
        image: r.company_profile_image,
      }
    : {
        id: r.service.user_id ?? 0,
        role: 'individual',
        slug: r.user_slug ?? '',
        name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
        image: r.profile_image,
      };

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text);

export const toServiceCard = (r: ServiceCardRow): ServiceCardView => {
  const x = r.service;
  return {
    id: x.id,
    kind: wireKind(x.kind),
    slug: x.slug,
    title: x.title,
    excerpt: excerpt(x.description),
    category: x.category_id,
    category_name: r.category_name,
    sub_category: x.sub_category_id,
    sub_category_name: r.sub_category_name,
    tags: x.tags,
    location: x.location,
    is_remote: x.is_remote,
    min_range: dollars(x.min_range_cents),
    max_range: dollars(x.max_range_cents),
    get_quote: x.get_quote,
    fixed_price: dollars(x.fixed_price_cents),
    cover: r.cover ? toMedia(r.cover) : null,
    status: x.status,
    is_draft: x.is_draft,
    is_promoted: x.is_promoted,
    owner: toOwner(r),
    created_at: x.created_at.toISOString(),
  };
};

/** A service's page; `viewer.isOwner`: the caller may edit it (the owner routes say so). */
export const toServiceView = (r: ServiceDetailRow, viewer: { isOwner: boolean }): ServiceView => {
  const x = r.service;
  // Object.assign, not `{ ...card, more }` (docs/architecture.md §2, mappers): 33 µs → 1.9 µs.
  return Object.assign(toServiceCard(r), {
    description: x.description,
    eligibility: x.eligibility,
    details: x.details,
    health_care_sector: x.health_care_sector,
    media: r.media.filter((m) => m.kind !== 'document').map(toMedia),
    document: r.media.filter((m) => m.kind === 'document').map(toMedia),
    cta_text: x.cta_text,
    cta_link: x.cta_link,
    start_date: x.promotion_start,
    end_date: x.promotion_end,
    budget: dollars(x.promotion_budget_cents),
    promoted_until: iso(x.promoted_until),
    license_required: r.requires_license,
    provider_license: r.provider_license,
    is_owner: viewer.isOwner,
    views_count: x.views_count,
    updated_at: x.updated_at.toISOString(),
  });
};
