import {
  awardBody,
  certificateBody,
  educationBody,
  healthRequirementBody,
  licenseBody,
  publicationBody,
  skillBody,
  workExperienceBody,
} from '@hctl/contracts';
import { schema } from '@hctl/db';
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One profile section: its table, body schema, the spec's paths and methods (endpoints.tsv),
 * and the visibility field of spec §9 that hides the whole section from others.
 */
export interface SectionDef {
  key: string;
  label: string;
  table: any;
  body: z.ZodType;
  /** Paths under /individual. */
  list: string;
  show: string;
  create: { path: string; methods: Method[] };
  update: { path: string; methods: Method[] };
  remove: string;
  visibility: { path: string; methods: Method[] };
  /** Spec §9 visibility field gating the section for other viewers (null: per item only). */
  visibilityField: string | null;
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
    table: schema.awards,
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
    table: schema.certificates,
    body: certificateBody,
    ...std('certificates', 'certificate'),
    visibilityField: 'certificates',
    order: 'expiry_date',
  },
  {
    key: 'licenses',
    label: 'License',
    table: schema.licenses,
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
    table: schema.educations,
    body: educationBody,
    ...std('educations', 'education'),
    visibilityField: 'educations',
    order: 'start_date',
  },
  {
    key: 'skills',
    label: 'Skill',
    table: schema.skills,
    body: skillBody,
    ...std('skills', 'skill'),
    visibilityField: 'skills',
    order: 'name',
  },
  {
    key: 'work_experiences',
    label: 'Work experience',
    table: schema.workExperiences,
    body: workExperienceBody,
    ...std('work-experiences', 'work-experience'),
    visibilityField: 'work_experiences',
    order: 'start_date',
  },
  {
    key: 'publications',
    label: 'Publication',
    table: schema.publications,
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
    table: schema.healthRequirements,
    body: healthRequirementBody,
    ...std('health-requirements', 'health-requirement'),
    visibilityField: null,
    order: 'completed_on',
  },
];

export const sectionByKey = (key: string) => SECTIONS.find((s) => s.key === key)!;
