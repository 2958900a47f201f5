import type { ProfileSectionKey } from '@hctl/contracts';
import { EMPLOYMENT_TYPES, HEALTH_REQUIREMENTS, SKILL_LEVELS } from '@hctl/contracts/constants';
import { monthRange as range, shortDate } from '../../lib/dates';
import { optionLabel } from '../../lib/option-label';
import type { SectionUi } from './types';

/** A single day an entry names, in full ("Apr 30, 2028"). */
const day = (v?: string | null) => (v ? shortDate(v) : null);

const std = (plural: string, singular: string) => ({
  list: `/individual/${plural}`,
  create: { path: `/individual/${plural}`, method: 'POST' as const },
  update: (id: number) => ({ path: `/individual/${singular}/${id}`, method: 'POST' as const }),
  remove: (id: number) => `/individual/${singular}/${id}`,
  visibility: (id: number) => ({ path: `/individual/${singular}-visibility/${id}`, method: 'POST' as const }),
});

/** The individual profile's sections (spec §5), for the editor, the public profile and the dashboard. */
export const SECTION_UI: (SectionUi & { key: ProfileSectionKey })[] = [
  {
    key: 'work_experiences',
    title: 'Work experience',
    item: 'work experience',
    ...std('work-experiences', 'work-experience'),
    fields: [
      { name: 'title', label: 'Job title', required: true },
      { name: 'employer', label: 'Employer', required: true },
      { name: 'employment_type', label: 'Employment type', type: 'select', options: EMPLOYMENT_TYPES },
      { name: 'location', label: 'Location' },
      { name: 'start_date', label: 'Start date', type: 'date' },
      { name: 'end_date', label: 'End date', type: 'date' },
      { name: 'is_current', label: 'I work here now', type: 'checkbox' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
    headline: (i) => `${i.title} · ${i.employer}`,
    detail: (i) => [range(i.start_date, i.end_date, i.is_current), i.location].filter(Boolean).join(' · '),
  },
  {
    key: 'educations',
    title: 'Education',
    item: 'education',
    ...std('educations', 'education'),
    fields: [
      { name: 'school', label: 'School', required: true },
      { name: 'degree', label: 'Degree' },
      { name: 'field_of_study', label: 'Field of study' },
      { name: 'start_date', label: 'Start date', type: 'date' },
      { name: 'end_date', label: 'End date', type: 'date' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
    headline: (i) => i.school,
    detail: (i) =>
      [[i.degree, i.field_of_study].filter(Boolean).join(', '), range(i.start_date, i.end_date)]
        .filter(Boolean)
        .join(' · '),
  },
  {
    key: 'licenses',
    title: 'Licenses',
    item: 'license',
    ...std('licenses', 'license'),
    update: (id) => ({ path: `/individual/licenses/${id}`, method: 'POST' }),
    fields: [
      { name: 'license_type', label: 'License type', required: true, placeholder: 'RN' },
      { name: 'license_number', label: 'License number', required: true },
      {
        name: 'issuing_authority',
        label: 'Issuing state or authority',
        required: true,
        placeholder: 'Texas Board of Nursing',
      },
      { name: 'state', label: 'State' },
      { name: 'npi_number', label: 'NPI (optional)', placeholder: '10 digits' },
      { name: 'issue_date', label: 'Issue date', type: 'date' },
      { name: 'expiry_date', label: 'Expiry date', type: 'date' },
    ],
    headline: (i) => `${i.license_type} · ${i.license_number}`,
    detail: (i) =>
      [i.issuing_authority, i.expiry_date ? `expires ${day(i.expiry_date)}` : null]
        .filter(Boolean)
        .join(' · '),
  },
  {
    key: 'certificates',
    title: 'Certificates',
    item: 'certificate',
    ...std('certificates', 'certificate'),
    fields: [
      { name: 'name', label: 'Certificate', required: true, placeholder: 'BLS Provider' },
      { name: 'issuing_organization', label: 'Issuing organization' },
      { name: 'credential_id', label: 'Credential ID' },
      { name: 'credential_url', label: 'Credential link' },
      { name: 'issue_date', label: 'Issue date', type: 'date' },
      { name: 'expiry_date', label: 'Expiry date', type: 'date' },
    ],
    headline: (i) => i.name,
    detail: (i) =>
      [i.issuing_organization, i.expiry_date ? `expires ${day(i.expiry_date)}` : null]
        .filter(Boolean)
        .join(' · '),
  },
  {
    key: 'skills',
    title: 'Skills',
    item: 'skill',
    ...std('skills', 'skill'),
    fields: [
      { name: 'name', label: 'Skill', required: true },
      { name: 'level', label: 'Level', type: 'select', options: SKILL_LEVELS },
      { name: 'years', label: 'Years', type: 'number' },
    ],
    headline: (i) => i.name,
    detail: (i) => [i.level, i.years != null ? `${i.years} years` : null].filter(Boolean).join(' · '),
  },
  {
    key: 'awards',
    title: 'Awards',
    item: 'award',
    ...std('awards', 'award'),
    fields: [
      { name: 'title', label: 'Award', required: true },
      { name: 'issuer', label: 'Issuer' },
      { name: 'awarded_on', label: 'Date', type: 'date' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
    headline: (i) => i.title,
    detail: (i) => [i.issuer, day(i.awarded_on)].filter(Boolean).join(' · '),
  },
  {
    key: 'publications',
    title: 'Publications',
    item: 'publication',
    list: '/individual/publications',
    create: { path: '/individual/publications', method: 'PUT' },
    update: (id) => ({ path: `/individual/publications/${id}`, method: 'PUT' }),
    remove: (id) => `/individual/publication/${id}`,
    visibility: (id) => ({ path: `/individual/publication-visibility/${id}`, method: 'PUT' }),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'publisher', label: 'Publisher or journal' },
      { name: 'published_on', label: 'Published on', type: 'date' },
      { name: 'url', label: 'Link' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
    headline: (i) => i.title,
    detail: (i) => [i.publisher, day(i.published_on)].filter(Boolean).join(' · '),
  },
  {
    key: 'health_requirements',
    title: 'Health requirements',
    item: 'health record',
    ...std('health-requirements', 'health-requirement'),
    fields: [
      {
        name: 'requirement',
        label: 'Requirement',
        type: 'select',
        options: HEALTH_REQUIREMENTS,
        required: true,
      },
      { name: 'completed_on', label: 'Date completed', type: 'date', required: true },
      { name: 'expires_on', label: 'Valid until', type: 'date' },
      { name: 'notes', label: 'Notes' },
      { name: 'document_id', label: 'Document (PDF, JPG or PNG)', type: 'document' },
    ],
    headline: (i) => optionLabel(i.requirement),
    // The document is private: the API signs its link for the owner alone (null for anyone else).
    link: (i) => (i.document_url ? { href: i.document_url, label: 'View document' } : null),
    detail: (i) =>
      [`completed ${day(i.completed_on)}`, i.expires_on ? `valid until ${day(i.expires_on)}` : null]
        .filter(Boolean)
        .join(' · '),
  },
];
