import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  HEALTH_REQUIREMENTS,
  INDIVIDUAL_VISIBILITY_FIELDS,
  SKILL_LEVELS,
} from '../common/constants';
import { httpUrl } from '../common/url';
import { isValidNpi } from './npi';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may not be longer than ${max} characters.`);
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `May not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
const day = z
  .union([z.iso.date({ message: 'Use the date format YYYY-MM-DD.' }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v));
const url = z
  .union([httpUrl, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v));

/** Ranged items must not end before they start. */
const ordered =
  <K1 extends string, K2 extends string>(from: K1, to: K2, message: string) =>
  (v: Record<K1 | K2, string | null | undefined>, ctx: z.RefinementCtx) => {
    if (v[from] && v[to] && v[to]! < v[from]!) ctx.addIssue({ code: 'custom', path: [to], message });
  };

export const awardBody = z.object({
  title: text('title', 160),
  issuer: optText(160),
  awarded_on: day,
  description: optText(2000),
});

export const certificateBody = z
  .object({
    name: text('certificate name', 160),
    issuing_organization: optText(160),
    credential_id: optText(80),
    credential_url: url,
    issue_date: day,
    expiry_date: day,
  })
  .superRefine(ordered('issue_date', 'expiry_date', 'The expiry date must be after the issue date.'));

export const LICENSE_STATUSES = ['unverified', 'pending', 'verified', 'expired'] as const;
export const licenseBody = z
  .object({
    license_type: text('license type', 120),
    license_number: text('license number', 60),
    issuing_authority: text('issuing state or authority', 160),
    state: optText(40),
    npi_number: z
      .union([
        z.literal(''),
        z.null(),
        z.string().trim().refine(isValidNpi, 'This is not a valid NPI (10 digits with a valid check digit).'),
      ])
      .optional()
      .transform((v) => (v === '' ? null : v)),
    issue_date: day,
    expiry_date: day,
  })
  .superRefine(ordered('issue_date', 'expiry_date', 'The expiry date must be after the issue date.'));

export const educationBody = z
  .object({
    school: text('school', 160),
    degree: optText(160),
    field_of_study: optText(160),
    start_date: day,
    end_date: day,
    description: optText(2000),
  })
  .superRefine(ordered('start_date', 'end_date', 'The end date must be after the start date.'));

export const skillBody = z.object({
  name: text('skill', 80),
  level: z.enum(SKILL_LEVELS).nullable().optional(),
  years: z.number().int().min(0).max(60).nullable().optional(),
});
/** Several skills at once (spec: 'Your skills has been added successfully.'), or one. */
export const skillsCreateBody = z.union([
  z.object({
    skills: z.array(skillBody).min(1, 'Add at least one skill.').max(50, 'Add at most 50 skills at once.'),
  }),
  skillBody.transform((s) => ({ skills: [s] })),
]);

export const workExperienceBody = z
  .object({
    title: text('job title', 160),
    employer: text('employer', 160),
    employment_type: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
    location: optText(160),
    start_date: day,
    end_date: day,
    is_current: z.boolean().optional().default(false),
    description: optText(4000),
  })
  .superRefine(ordered('start_date', 'end_date', 'The end date must be after the start date.'));

export const publicationBody = z.object({
  title: text('title', 255),
  publisher: optText(160),
  published_on: day,
  url,
  description: optText(2000),
});

export const healthRequirementBody = z
  .object({
    requirement: z.enum(HEALTH_REQUIREMENTS, { message: 'Choose a requirement from the list.' }),
    completed_on: z.iso.date({ message: 'Use the date format YYYY-MM-DD.' }),
    expires_on: day,
    notes: optText(500),
    document_id: z.number().int().positive().nullable().optional(),
  })
  .superRefine(ordered('completed_on', 'expires_on', 'The expiry date must be after the date completed.'));

export const visibilityBody = z
  .object(
    Object.fromEntries(INDIVIDUAL_VISIBILITY_FIELDS.map((f) => [f, z.boolean().optional()])) as Record<
      (typeof INDIVIDUAL_VISIBILITY_FIELDS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();
export type VisibilitySettings = Record<(typeof INDIVIDUAL_VISIBILITY_FIELDS)[number], boolean>;

export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export type AwardBody = z.input<typeof awardBody>;
export type CertificateBody = z.input<typeof certificateBody>;
export type LicenseBody = z.input<typeof licenseBody>;
export type EducationBody = z.input<typeof educationBody>;
export type SkillBody = z.input<typeof skillBody>;
export type WorkExperienceBody = z.input<typeof workExperienceBody>;
export type PublicationBody = z.input<typeof publicationBody>;
export type HealthRequirementBody = z.input<typeof healthRequirementBody>;

/** Proposals from a parsed resume; each list is saved through the section's create call. */
export interface ResumeProposal {
  educations: EducationBody[];
  work_experiences: WorkExperienceBody[];
  skills: SkillBody[];
  licenses: LicenseBody[];
  certificates: CertificateBody[];
  text_preview: string;
}
export const RESUME_IMPORT_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
