import { z } from 'zod';
import { organizationCardFields } from '../common/fields';
import { flag } from '../services/requests';
import { facetsView, hitMatchFields, resultPageFields, SEARCH_TOTAL_CAP, searchWords } from './common';

/**
 * Search over services, service requests, galleries, people, organizations and groups
 * (`search-service`, `search-service-requests`, `search-gallery`, `search-profile`,
 * `search-organization`, `search-groups`) and the people picker (`search-users?title=`).
 */

/** Pages stop at the 1,000th result: past it a search should be narrowed. */
export const OTHER_SEARCH_MAX_PAGE = 50;
export const OTHER_SEARCH_SORTS = ['relevance', 'newest'] as const;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().min(1).max(max, `Use at most ${max} characters.`).optional(),
  );

const paging = {
  q: searchWords,
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OTHER_SEARCH_SORTS).default('relevance')),
  page: z.coerce.number().int().min(1).max(OTHER_SEARCH_MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

/** A page must start within the first 1,000 results (the honest-count cap). */
export const withinCap = (v: { page: number; pageSize: number }, ctx: z.RefinementCtx) => {
  if ((v.page - 1) * v.pageSize >= SEARCH_TOTAL_CAP)
    ctx.addIssue({
      code: 'custom',
      path: ['page'],
      message: 'Only the first 1,000 results are paged; narrow the search.',
    });
};

/** Services, requests and galleries: a category (its slug) and remote only. */
export const serviceSearchQuery = z
  .object({ ...paging, category: optionalText(80), remote: flag.optional() })
  .superRefine(withinCap);
export type ServiceSearchQuery = z.output<typeof serviceSearchQuery>;

export const profileSearchQuery = z
  .object({ ...paging, specialty: optionalText(120), city: optionalText(120), state: optionalText(80) })
  .superRefine(withinCap);
export type ProfileSearchQuery = z.output<typeof profileSearchQuery>;

export const organizationSearchQuery = z
  .object({ ...paging, industry: optionalText(60), city: optionalText(120), state: optionalText(80) })
  .superRefine(withinCap);
export type OrganizationSearchQuery = z.output<typeof organizationSearchQuery>;

export const groupSearchQuery = z.object({ ...paging, category: optionalText(80) }).superRefine(withinCap);
export type GroupSearchQuery = z.output<typeof groupSearchQuery>;

/** `search-users?title=`: the start of a person's first or last name (or of the full name). */
export const userPickerQuery = z.object({
  title: z.preprocess(
    (v) => v ?? '',
    z.string().trim().min(1, 'Type the start of a name.').max(80, 'Use at most 80 characters.'),
  ),
});
export type UserPickerQuery = z.output<typeof userPickerQuery>;

const ownerView = z.object({
  type: z.enum(['individual', 'organization']),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});

/** A service post, request or gallery in results. Money is in dollars, like the services' views. */
export const serviceSearchHitView = z.object({
  id: z.number(),
  slug: z.string(),
  kind: z.enum(['service_post', 'service_request', 'service_gallery']),
  title: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  location: z.string().nullable(),
  is_remote: z.boolean(),
  min_range: z.number().nullable(),
  max_range: z.number().nullable(),
  fixed_price: z.number().nullable(),
  get_quote: z.boolean(),
  owner: ownerView,
  promoted: z.boolean(),
  created_at: z.string(),
  ...hitMatchFields,
});
export type ServiceSearchHitView = z.infer<typeof serviceSearchHitView>;

/** A person, with only what their public profile shows (occupation when visible). */
export const profileSearchHitView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  profile_image: z.string().nullable(),
  specialty: z.string().nullable(),
  occupation: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  ...hitMatchFields,
});
export type ProfileSearchHitView = z.infer<typeof profileSearchHitView>;

export const organizationSearchHitView = z.object({
  id: z.number(),
  ...organizationCardFields,
  tagline: z.string().nullable(),
  industry_type: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  ...hitMatchFields,
});
export type OrganizationSearchHitView = z.infer<typeof organizationSearchHitView>;

/** A group; private ones appear only to their members (`is_member`). */
export const groupSearchHitView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  location: z.string().nullable(),
  privacy: z.enum(['public', 'private']),
  member_count: z.number().int(),
  is_member: z.boolean(),
  ...hitMatchFields,
});
export type GroupSearchHitView = z.infer<typeof groupSearchHitView>;

/** A person for pickers (inviting, mentioning). */
export const userPickView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
});
export type UserPickView = z.infer<typeof userPickView>;

/**
 * One kind's results. `total` is exact up to 1,000; past it `total_relation` is `gte` and
 * `total_label` reads "1,000+" (relevance ranks the newest 1,000 matches). Facets likewise
 * (`facets_sampled`). `did_you_mean`: the corrected words when a misspelled word was replaced (the
 * results are already those of the corrected words).
 */
export const otherSearchResultOf = <H extends z.ZodType, F extends readonly string[]>(hit: H, facets: F) =>
  z.object({
    data: z.array(hit),
    ...resultPageFields,
    sort: z.enum(OTHER_SEARCH_SORTS),
    facets: facetsView(facets),
    facets_sampled: z.boolean(),
    did_you_mean: z.string().nullable(),
  });

export const SERVICE_FACETS = ['category', 'remote'] as const;
export const PROFILE_FACETS = ['specialty', 'state'] as const;
export const ORGANIZATION_FACETS = ['industry', 'state'] as const;
export const GROUP_FACETS = ['category'] as const;

export const serviceSearchResultView = otherSearchResultOf(serviceSearchHitView, SERVICE_FACETS);
export type ServiceSearchResultView = z.infer<typeof serviceSearchResultView>;
export const profileSearchResultView = otherSearchResultOf(profileSearchHitView, PROFILE_FACETS);
export type ProfileSearchResultView = z.infer<typeof profileSearchResultView>;
export const organizationSearchResultView = otherSearchResultOf(
  organizationSearchHitView,
  ORGANIZATION_FACETS,
);
export type OrganizationSearchResultView = z.infer<typeof organizationSearchResultView>;
export const groupSearchResultView = otherSearchResultOf(groupSearchHitView, GROUP_FACETS);
export type GroupSearchResultView = z.infer<typeof groupSearchResultView>;
export const userPickListView = z.array(userPickView);
