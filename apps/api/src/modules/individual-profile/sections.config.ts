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

const std = (plural: string, singular: string) => ({
  list: `/${plural}`,
  show: `/${singular}/:id`,
  create: { path: `/${plural}`, methods: ['POST'] as Method[] },
  update: { path: `/${singular}/:id`, methods: ['POST'] as Method[] },
  remove: `/${singular}/:id`,
  visibility: { path: `/${singular}-visibility/:id`, methods: ['POST'] as Method[] },
});

export const SECTIONS: SectionDef[] = [
  {
    key: 'awards',
    label: 'Award',
    opNames: { one: 'Award', many: 'Awards' },
    view: awardView,
    body: awardBody,
    ...std('awards', 'award'),
    // Spec: 'PUT awards' besides the POST create.
    create: { path: '/awards', methods: ['POST', 'PUT'] },
    visibilityField: 'awards',
    order: 'awarded_on',
  },
  {
    key: 'certificates',
    label: 'Certificate',
    opNames: { one: 'Certificate', many: 'Certificates' },
    view: certificateView,
    body: certificateBody,
    ...std('certificates', 'certificate'),
    visibilityField: 'certificates',
    order: 'expiry_date',
  },
  {
    key: 'licenses',
    label: 'License',
    opNames: { one: 'License', many: 'Licenses' },
    view: licenseView,
    body: licenseBody,
    ...std('licenses', 'license'),
    // endpoints.tsv: update at licenses/{id}, show/delete at license/{id}.
    update: { path: '/licenses/:id', methods: ['POST'] },
    visibilityField: 'licenses',
    order: 'expiry_date',
  },
  {
    key: 'educations',
    label: 'Education',
    opNames: { one: 'Education', many: 'Educations' },
    view: educationView,
    body: educationBody,
    ...std('educations', 'education'),
    visibilityField: 'educations',
    order: 'start_date',
  },
  {
    key: 'skills',
    label: 'Skill',
    opNames: { one: 'Skill', many: 'Skills' },
    view: skillView,
    batchCreateBody: skillsCreateBody,
    body: skillBody,
    ...std('skills', 'skill'),
    visibilityField: 'skills',
    order: 'name',
  },
  {
    key: 'work_experiences',
    label: 'Work experience',
    opNames: { one: 'WorkExperience', many: 'WorkExperiences' },
    view: workExperienceView,
    body: workExperienceBody,
    ...std('work-experiences', 'work-experience'),
    visibilityField: 'work_experiences',
    order: 'start_date',
  },
  {
    key: 'publications',
    label: 'Publication',
    opNames: { one: 'Publication', many: 'Publications' },
    view: publicationView,
    body: publicationBody,
    list: '/publications',
    show: '/publication/:id',
    // Spec: PUT creates and updates; POST is the resume-import create variant.
    create: { path: '/publications', methods: ['PUT', 'POST'] },
    update: { path: '/publications/:id', methods: ['PUT'] },
    remove: '/publication/:id',
    visibility: { path: '/publication-visibility/:id', methods: ['PUT'] },
    visibilityField: 'publications',
    order: 'published_on',
    publishesProfile: true,
  },
  {
    key: 'health_requirements',
    label: 'Health requirement',
    opNames: { one: 'HealthRequirement', many: 'HealthRequirements' },
    view: healthRequirementView,
    body: healthRequirementBody,
    ...std('health-requirements', 'health-requirement'),
    visibilityField: null,
    order: 'completed_on',
  },
];

export const sectionByKey = (key: ProfileSectionKey) => SECTIONS.find((s) => s.key === key)!;
