import type { OrganizationSummary } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { SectionUi } from '../../../components/sections/types';
import { api, get } from '../../../lib/api-client';

export type OrgShow = OrganizationSummary & { permissions?: string[] };

export const orgShowQuery = (slug: string) =>
  queryOptions({
    queryKey: ['organization', slug],
    queryFn: async () => (await get<OrgShow>(`/organization/${slug}/show`)).data,
  });
export const orgPartQuery = <T>(
  slug: string,
  part: 'account' | 'contact' | 'basic' | 'video' | 'visibility' | 'about-facility' | 'about-facility/media',
) =>
  queryOptions({
    queryKey: ['organization', slug, part],
    queryFn: async () => (await get<T>(`/organization/${slug}/${part}`)).data,
  });
export const orgPublicQuery = (slug: string, viewer: string) =>
  queryOptions({
    queryKey: ['organization-profile', slug, viewer],
    queryFn: async () =>
      (await get<Record<string, any>>(`/organization/profile/${slug}${viewer ? `?${viewer}` : ''}`)).data,
  });

export const orgApi = {
  save: <T>(
    slug: string,
    part: 'account' | 'contact' | 'basic' | 'visibility' | 'about-facility',
    body: unknown,
  ) => api<T>('POST', `/organization/${slug}/${part}`, body),
  publish: (slug: string) => api<unknown>('POST', `/organization/${slug}/account/publish`),
  status: (slug: string, status: 'active' | 'deactive') =>
    api<unknown>('PUT', `/organization/${slug}/status`, { status }),
  archive: (ref: string | number) => api<unknown>('PUT', `/organization/${ref}/archive`, {}),
  create: (body: { company_name: string; industry_type?: string }) =>
    api<OrganizationSummary>('POST', '/organization/create', body),
  searchName: (name: string) =>
    get<{ id: number; slug: string; company_name: string }[]>(
      `/organization/search-name?name=${encodeURIComponent(name)}`,
    ),
};

const KIND_LABEL = {
  volunteer: ['Volunteer programs', 'volunteer program'],
  community: ['Communities', 'community'],
  facility: ['Health-care facilities', 'facility'],
  research: ['Research', 'research'],
} as const;

/** Organization items (volunteer, community, facility, research) as editable sections. */
export function orgItemSection(slug: string, kind: keyof typeof KIND_LABEL): SectionUi {
  return {
    key: `org-${slug}-${kind}`,
    title: KIND_LABEL[kind][0],
    item: KIND_LABEL[kind][1],
    list: `/organization/${slug}/${kind}`,
    create: { path: `/organization/${slug}/${kind}/create`, method: 'POST' },
    update: (id) => ({ path: `/organization/${slug}/${kind}/${id}`, method: 'POST' }),
    remove: (id) => `/organization/${slug}/${kind}/${id}/delete`,
    visibility: (id) => ({ path: `/organization/${slug}/${kind}/${id}/visibility`, method: 'POST' }),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'location', label: 'Location' },
      { name: 'url', label: 'Link' },
      { name: 'start_date', label: 'Start date', type: 'date' },
      { name: 'end_date', label: 'End date', type: 'date' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
    headline: (i) => i.title,
    detail: (i) =>
      [i.location, [i.start_date, i.end_date].filter(Boolean).join(' – ')].filter(Boolean).join(' · '),
  };
}
export const ORG_ITEM_KINDS = Object.keys(KIND_LABEL) as (keyof typeof KIND_LABEL)[];
