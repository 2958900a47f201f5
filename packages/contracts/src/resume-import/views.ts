import { z } from 'zod';
import { EMPLOYMENT_TYPES, SKILL_LEVELS } from '../common/constants';
import { RESUME_IMPORT_STATUSES } from '../profile/sections';

// Proposed items are section create bodies as the user will send them (ResumeProposal): only the
// fields a resume yielded are set, and the user reviews each before saving.
const maybe = z.string().nullable().optional();

const proposedEducation = z.object({
  school: z.string(),
  degree: maybe,
  field_of_study: maybe,
  start_date: maybe,
  end_date: maybe,
  description: maybe,
});

const proposedWorkExperience = z.object({
  title: z.string(),
  employer: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  location: maybe,
  start_date: maybe,
  end_date: maybe,
  is_current: z.boolean().optional(),
  description: maybe,
});

const proposedSkill = z.object({
  name: z.string(),
  level: z.enum(SKILL_LEVELS).nullable().optional(),
  years: z.number().nullable().optional(),
});

const proposedLicense = z.object({
  license_type: z.string(),
  license_number: z.string(),
  issuing_authority: z.string(),
  state: maybe,
  npi_number: maybe,
  issue_date: maybe,
  expiry_date: maybe,
});

const proposedCertificate = z.object({
  name: z.string(),
  issuing_organization: maybe,
  credential_id: maybe,
  credential_url: maybe,
  issue_date: maybe,
  expiry_date: maybe,
});

export const resumeProposalView = z.object({
  educations: z.array(proposedEducation),
  work_experiences: z.array(proposedWorkExperience),
  skills: z.array(proposedSkill),
  licenses: z.array(proposedLicense),
  certificates: z.array(proposedCertificate),
  text_preview: z.string(),
});

/** A resume import: queued → processing → done (with a proposal) or failed (with a message). */
export const resumeImportView = z.object({
  id: z.number(),
  status: z.enum(RESUME_IMPORT_STATUSES),
  error: z.string().nullable(),
  proposal: resumeProposalView.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResumeImportView = z.infer<typeof resumeImportView>;
