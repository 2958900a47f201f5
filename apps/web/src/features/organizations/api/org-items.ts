import type { SectionUi } from '../../../components/sections/types';
import { shortDate } from '../../../lib/dates';

const KIND_LABEL = {
  volunteer: ['Volunteer programs', 'volunteer program'],
  community: ['Communities', 'community'],
  facility: ['Health-care facilities', 'facility'],
  research: ['Research', 'research'],
} as const;

/** Organization items (volunteer, community, facility, research) as editable sections: their calls and fields. */
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
      [
        i.location,
        [i.start_date, i.end_date]
          .filter(Boolean)
          .map((d) => shortDate(String(d)))
          .join(' – '),
      ]
        .filter(Boolean)
        .join(' · '),
  };
}
export const ORG_ITEM_KINDS = Object.keys(KIND_LABEL) as (keyof typeof KIND_LABEL)[];
