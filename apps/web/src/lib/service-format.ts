import type { ServiceCardView, ServiceKind } from '@hctl/contracts';
import { dollars } from './money';

/** A service's price as lists and its page show it: "$120", "$50 – $150", "Quote on request". */
export function servicePrice(
  s: Pick<ServiceCardView, 'fixed_price' | 'min_range' | 'max_range' | 'get_quote'>,
) {
  if (s.fixed_price != null) return dollars(s.fixed_price);
  if (s.min_range != null && s.max_range != null)
    return s.min_range === s.max_range
      ? dollars(s.min_range)
      : `${dollars(s.min_range)} – ${dollars(s.max_range)}`;
  return s.get_quote ? 'Quote on request' : null;
}

/** Where a service is delivered: "Remote", "Boston, MA", or both. */
export const servicePlace = (s: Pick<ServiceCardView, 'is_remote' | 'location'>) =>
  [s.is_remote ? 'Remote' : null, s.location].filter(Boolean).join(' · ') || null;

/** What a kind is called to visitors. */
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  service_post: 'Service offered',
  service_request: 'Service request',
  service_gallery: 'Service gallery',
};

/** The path segment of a kind in the API (`service-post`, `service-request`, `service-gallery`). */
export const kindSegment = (kind: ServiceKind) => kind.replace('_', '-');

/**
 * A kind from the URL (`?type=`), or null. The contracts' SERVICE_KINDS would bring zod into public
 * pages (it sits beside the request schemas), so the labels' keys stand in for it.
 */
export const asServiceKind = (v: string | null): ServiceKind | null =>
  v && Object.hasOwn(SERVICE_KIND_LABELS, v) ? (v as ServiceKind) : null;

/**
 * The public page of a service (`/services/{slug}`); a request or gallery says its kind in the
 * query, so the page asks the API for the right kind without a second lookup.
 */
export const servicePath = (s: Pick<ServiceCardView, 'slug' | 'kind'>) =>
  s.kind === 'service_post' ? `/services/${s.slug}` : `/services/${s.slug}?type=${s.kind}`;

/** The provider's public profile. */
export const ownerProfilePath = (o: ServiceCardView['owner']) =>
  o.role === 'organization' ? `/organization/${o.slug}/view-profile` : `/individual/${o.slug}/view-profile`;
