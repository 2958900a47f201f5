import { z } from 'zod';
import { paymentQuoteView, purchasePaidShape } from '../billing/views';
import { numberedPage } from '../common/envelope';
import { servedFileFields } from '../common/fields';
import { SERVICE_KINDS } from './requests';

/** Who offers or asks: an individual (name, photo) or an organization (company name, logo). */
export const serviceOwnerView = z.object({
  /** The user id (individual) or organization id: messaging's `receiver_id` for "Contact". */
  id: z.number(),
  role: z.enum(['individual', 'organization']),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type ServiceOwnerView = z.infer<typeof serviceOwnerView>;

/** A photo, video or document of a service (public: the service page shows them to anyone). */
export const serviceMediaView = z.object({
  id: z.number(),
  kind: z.enum(['image', 'video', 'document']),
  name: z.string().nullable(),
  ...servedFileFields,
});
export type ServiceMediaView = z.infer<typeof serviceMediaView>;

/** The provider's license that qualifies them for a licensed category (the verified-license badge). */
export const providerLicenseView = z.object({
  license_type: z.string(),
  issuing_authority: z.string(),
  state: z.string().nullable(),
  expiry_date: z.string().nullable(),
});
export type ProviderLicenseView = z.infer<typeof providerLicenseView>;

/** A service in lists and carousels. Prices are in dollars. */
export const serviceCardView = z.object({
  id: z.number(),
  kind: z.enum(SERVICE_KINDS),
  slug: z.string(),
  title: z.string(),
  /** The description's first 200 characters. */
  excerpt: z.string(),
  category: z.number(),
  category_name: z.string(),
  sub_category: z.number().nullable(),
  sub_category_name: z.string().nullable(),
  tags: z.array(z.string()),
  location: z.string().nullable(),
  is_remote: z.boolean(),
  min_range: z.number().nullable(),
  max_range: z.number().nullable(),
  get_quote: z.boolean(),
  fixed_price: z.number().nullable(),
  /** The first photo, if any. */
  cover: serviceMediaView.nullable(),
  status: z.enum(['active', 'archived']),
  is_draft: z.boolean(),
  is_promoted: z.boolean(),
  owner: serviceOwnerView,
  created_at: z.string(),
});
export type ServiceCardView = z.infer<typeof serviceCardView>;

/** A service as its page and its owner's editor show it (spec §3 fields). */
export const serviceView = serviceCardView.extend({
  description: z.string(),
  eligibility: z.string().nullable(),
  details: z.string().nullable(),
  health_care_sector: z.string().nullable(),
  /** Photos and videos, in order. */
  media: z.array(serviceMediaView),
  /** PDF and DOCX documents, in order. */
  document: z.array(serviceMediaView),
  cta_text: z.string().nullable(),
  cta_link: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  budget: z.number().nullable(),
  promoted_until: z.string().nullable(),
  /** The category asks for a license; `provider_license` is the provider's qualifying one (badge). */
  license_required: z.boolean(),
  provider_license: providerLicenseView.nullable(),
  /** Whether the viewer may edit it (owner, or a member with the services/galleries permission). */
  is_owner: z.boolean(),
  views_count: z.number(),
  updated_at: z.string(),
});
export type ServiceView = z.infer<typeof serviceView>;

/** An owner's list, a page at a time (owners have hundreds at most: page numbers and a total). */
export const serviceListView = numberedPage(serviceCardView).extend({
  counts: z.object({ active: z.number(), archived: z.number(), draft: z.number() }),
});
export type ServiceListView = z.infer<typeof serviceListView>;

/** GET feature-services: promoted services of the kind, then the latest by keyset. */
export const featureServicesView = z.object({
  featured: z.array(serviceCardView),
  services: z.array(serviceCardView),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type FeatureServicesView = z.infer<typeof featureServicesView>;

/** After create (posts and requests): spec §4, promote when "advertise" was chosen and the plan allows it. */
export const serviceCreatedView = z.object({
  service: serviceView,
  next: z.enum(['promote', 'service']),
  hasPromotionAccess: z.boolean(),
});
export type ServiceCreatedView = z.infer<typeof serviceCreatedView>;

/** A paid promotion: the service as it now is, and what was paid (counters back to 0, spec §4). */
export const servicePaymentView = z.object({
  service: serviceView,
  ...purchasePaidShape,
});
export type ServicePaymentView = z.infer<typeof servicePaymentView>;

/** Gallery create: a draft goes to the list; otherwise it was promoted and goes to the success page. */
export const galleryCreatedView = z.object({
  service: serviceView,
  next: z.enum(['list', 'success']),
  payment: servicePaymentView.omit({ service: true }).nullable(),
});
export type GalleryCreatedView = z.infer<typeof galleryCreatedView>;

/** The review step of a promotion: billing's quote (price, tokens first, what the card pays). */
export const servicePromoteQuoteView = paymentQuoteView;

/** GET individual/{slug}/service-gallery/analytics: how an individual's services are doing. */
export const serviceAnalyticsView = z.object({
  totals: z.object({
    services: z.number(),
    active: z.number(),
    promoted: z.number(),
    views: z.number(),
  }),
  items: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      kind: z.enum(SERVICE_KINDS),
      views: z.number(),
      is_promoted: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type ServiceAnalyticsView = z.infer<typeof serviceAnalyticsView>;
