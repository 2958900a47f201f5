import { z } from 'zod';
import { highlightView, SEARCH_TABS, searchWords } from './common';
import { jobSearchHitView } from './jobs';
import {
  groupSearchHitView,
  organizationSearchHitView,
  profileSearchHitView,
  serviceSearchHitView,
  userPickView,
  withinCap,
} from './others';
import { savedSearchView } from './saved';

/** Hits per kind on the `all` tab. */
export const SEARCH_ALL_PER_KIND = 3;

const slugText = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().trim().min(1).max(140).optional(),
);

/**
 * `GET search?page={n}&{role}_slug={slug}&q=&type=`: the search page's state. `{role}_slug` says
 * which area the page is shown in (it is echoed in `assign_filter`; what may be seen depends on the
 * signed-in caller only).
 */
export const searchAllQuery = z
  .object({
    q: searchWords,
    type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCH_TABS).default('all')),
    page: z.coerce.number().int().min(1).max(50).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    individual_slug: slugText,
    organization_slug: slugText,
  })
  .superRefine(withinCap);
export type SearchAllQuery = z.output<typeof searchAllQuery>;

/** One line of the mixed `all` list: enough for a result row and its link. */
export const searchAllItemView = z.object({
  kind: z.enum(SEARCH_TABS).exclude(['all']),
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  /** The web path of the item. */
  link: z.string(),
  highlight: highlightView,
});
export type SearchAllItemView = z.infer<typeof searchAllItemView>;

const relation = z.enum(['eq', 'gte']);

/**
 * The spec's search state. Each kind's list holds the tab's page (or its top hits on `all`); the
 * counts are exact up to 1,000, and `total_relations` says which are lower bounds ("1,000+").
 * `total_service` counts service posts, `total_service_count` posts, requests and galleries
 * together. `userList`: people for a picker (signed-in callers only, else empty); `searches`: the
 * caller's saved searches (empty for visitors).
 */
export const searchAllView = z.object({
  all: z.array(searchAllItemView),
  jobs: z.array(jobSearchHitView),
  services: z.array(serviceSearchHitView),
  service_requests: z.array(serviceSearchHitView),
  service_galleries: z.array(serviceSearchHitView),
  profiles: z.array(profileSearchHitView),
  organizations: z.array(organizationSearchHitView),
  groups: z.array(groupSearchHitView),
  userList: z.array(userPickView),
  searches: z.array(savedSearchView),
  assign_filter: z.object({
    q: z.string(),
    type: z.enum(SEARCH_TABS),
    page: z.number().int(),
    per_page: z.number().int(),
    individual_slug: z.string().nullable(),
    organization_slug: z.string().nullable(),
  }),
  total_count: z.number().int(),
  total_jobs: z.number().int(),
  total_service: z.number().int(),
  total_service_count: z.number().int(),
  total_service_request_count: z.number().int(),
  total_gallery_count: z.number().int(),
  total_profile_count: z.number().int(),
  total_organization_count: z.number().int(),
  total_group_count: z.number().int(),
  total_relations: z.object({
    total: relation,
    jobs: relation,
    services: relation,
    service_requests: relation,
    service_galleries: relation,
    profiles: relation,
    organizations: relation,
    groups: relation,
  }),
  did_you_mean: z.string().nullable(),
});
export type SearchAllView = z.infer<typeof searchAllView>;
