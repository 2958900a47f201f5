import {
  awardBody,
  awardView,
  certificateBody,
  certificateView,
  educationBody,
  educationView,
  healthRequirementBody,
  healthRequirementView,
  licenseBody,
  licenseView,
  type ProfileSectionKey,
  publicationBody,
  publicationView,
  skillBody,
  skillsCreateBody,
  skillView,
  workExperienceBody,
  workExperienceView,
} from '@hctl/contracts';
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One profile section: its body and item view, the spec's paths and methods (endpoints.tsv), and
 * the visibility field of spec §9 that hides the whole section from others. Its table is the
 * repository's business (sections.repository.ts, by `key`).
 */
export interface SectionDef {
  key: ProfileSectionKey;
  label: string;
  /** PascalCase names in its operationIds: `listProfile${many}`, `getProfile${one}`… */
  opNames: { one: string; many: string };
  body: z.ZodType;
  /** Creating takes several items at once (skills): this body, answered with the created list. */
  batchCreateBody?: z.ZodType;
  view: z.ZodType;
  /** Paths under /individual. */
  list: string;
  show: string;
  create: { path: string; methods: Method[] };
  update: { path: string; methods: Method[] };
  remove: string;
  visibility: { path: string; methods: Method[] };
  /** Spec §9 visibility field gating the section for other viewers (null: per item only). */
  visibilityField: string | null;
  /** The column lists are ordered by (newest first). */
  order: string;
  /** Publishing follows changes to publications (spec §4). */
  publishesProfile?: boolean;
}

/**
 * A section on the usual paths (`/<plural>` to list and create, `/<singular>/:id` for one item, POST to
 * write), named in operationIds after its label ('Work experience': `listProfileWorkExperiences`) and
 * hidden as a whole by the visibility field named like its key.
 */
const section = (
  key: ProfileSectionKey,
  label: string,
  schemas: Pick<SectionDef, 'view' | 'body' | 'batchCreateBody'>,
  order: string,
): SectionDef => {
  const plural = key.replaceAll('_', '-');
  const singular = plural.slice(0, -1);
  const one = label.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
  return {
    key,
    label,
    opNames: { one, many: `${one}s` },
    ...schemas,
    list: `/${plural}`,
    show: `/${singular}/:id`,
    create: { path: `/${plural}`, methods: ['POST'] },
    update: { path: `/${singular}/:id`, methods: ['POST'] },
    remove: `/${singular}/:id`,
    visibility: { path: `/${singular}-visibility/:id`, methods: ['POST'] },
    visibilityField: key,
    order,
  };
};

export const SECTIONS: SectionDef[] = [
  {
    ...section('awards', 'Award', { view: awardView, body: awardBody }, 'awarded_on'),
    // Spec: 'PUT awards' besides the POST create.
    create: { path: '/awards', methods: ['POST', 'PUT'] },
  },
  section('certificates', 'Certificate', { view: certificateView, body: certificateBody }, 'expiry_date'),
  {
    ...section('licenses', 'License', { view: licenseView, body: licenseBody }, 'expiry_date'),
    // endpoints.tsv: update at licenses/{id}, show/delete at license/{id}.
    update: { path: '/licenses/:id', methods: ['POST'] },
  },
  section('educations', 'Education', { view: educationView, body: educationBody }, 'start_date'),
  section('skills', 'Skill', { view: skillView, batchCreateBody: skillsCreateBody, body: skillBody }, 'name'),
  section(
    'work_experiences',
    'Work experience',
    { view: workExperienceView, body: workExperienceBody },
    'start_date',
  ),
  {
    ...section(
      'publications',
      'Publication',
      { view: publicationView, body: publicationBody },
      'published_on',
    ),
    // Spec: PUT creates and updates; POST is the resume-import create variant.
    create: { path: '/publications', methods: ['PUT', 'POST'] },
    update: { path: '/publications/:id', methods: ['PUT'] },
    visibility: { path: '/publication-visibility/:id', methods: ['PUT'] },
    publishesProfile: true,
  },
  {
    ...section(
      'health_requirements',
      'Health requirement',
      { view: healthRequirementView, body: healthRequirementBody },
      'completed_on',
    ),
    // Hidden per item only.
    visibilityField: null,
  },
];

export const sectionByKey = (key: ProfileSectionKey) => SECTIONS.find((s) => s.key === key)!;
