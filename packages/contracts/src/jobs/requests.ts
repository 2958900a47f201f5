import { z } from 'zod';
import { blankToNull, phoneNumber } from '../auth/requests';
import {
  APPLICATION_STATUSES,
  BENEFITS,
  HEALTH_REQUIREMENTS,
  JOB_CATEGORIES,
  JOB_EMPLOYMENT_TYPES,
  JOB_SHIFTS,
  LANGUAGES,
  PAY_PERIODS,
  PIPELINE_STATUSES,
} from '../common/constants';
import { pageNumber } from '../common/envelope';
import { isTimeZone, personFields } from '../common/fields';
import { questionBody } from '../organizations/requests';

const opt = (max: number) =>
  blankToNull(z.string().trim().max(max, `May not be longer than ${max} characters.`));
const money = z.number().min(0, 'Pay cannot be negative.').max(10_000_000, 'Enter a realistic amount.');

/** A job as a candidate needs it to decide: role, shift, place, pay (transparent), benefits, requirements. */
export const jobBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'The job title is required.')
      .min(3, 'Use at least 3 characters for the job title.')
      .max(160),
    category: blankToNull(z.enum(JOB_CATEGORIES, { message: 'Choose a category.' })),
    specialty: opt(120),
    employment_type: z.enum(JOB_EMPLOYMENT_TYPES, { message: 'Choose an employment type.' }),
    shift: blankToNull(z.enum(JOB_SHIFTS, { message: 'Choose a shift.' })),
    shift_hours: opt(60),
    city: opt(120),
    state: opt(40),
    is_remote: z.boolean().default(false),
    pay_min: money.nullable().optional(),
    pay_max: money.nullable().optional(),
    pay_period: blankToNull(z.enum(PAY_PERIODS, { message: 'Choose a pay period.' })),
    benefits: z.array(z.enum(BENEFITS)).max(BENEFITS.length).default([]),
    required_licenses: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
    health_requirements: z.array(z.enum(HEALTH_REQUIREMENTS)).max(HEALTH_REQUIREMENTS.length).default([]),
    languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).default([]),
    description: z.string().trim().min(20, 'Describe the job (at least 20 characters).').max(20_000),
    directory_id: z.number().int().positive().nullable().optional(),
    status: z.enum(['draft', 'published']).default('published'),
  })
  .superRefine((v, ctx) => {
    if (v.pay_min != null && v.pay_max != null && v.pay_max < v.pay_min) {
      ctx.addIssue({
        code: 'custom',
        path: ['pay_max'],
        message: 'The maximum pay must be at least the minimum.',
      });
    }
    if ((v.pay_min != null || v.pay_max != null) && !v.pay_period) {
      ctx.addIssue({
        code: 'custom',
        path: ['pay_period'],
        message: 'Say whether the pay is per hour, shift, week, month or year.',
      });
    }
    if (!v.is_remote && !v.city && !v.state) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Give a location or mark the job remote.' });
    }
  });
export type JobBody = z.input<typeof jobBody>;

/** Spec §3 job filters: filter (default jobs), search, is_archived 0, page 1, perPage 5. */
export const jobListQuery = z.object({
  filter: z.enum(['jobs', 'draft', 'published', 'closed', 'all']).default('jobs'),
  search: z.string().trim().max(120).optional(),
  is_archived: z.coerce.number().int().min(0).max(1).default(0),
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(100).default(5),
  directory_id: z.coerce.number().int().positive().optional(),
});
export const publicJobsQuery = z.object({
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export const jobSlugParams = z.object({
  slug: z.string().min(1).max(140),
  jobSlug: z.string().min(1).max(160),
});
export const duplicateBody = z.object({ dir_id: z.number().int().positive().nullable().optional() });
export const directoryBody = z.object({
  name: z.string().trim().min(1, 'The folder name is required.').max(120),
});
export const jobQuestionsBody = z.object({
  question_uuids: z.array(z.uuid()).max(30).default([]),
  /** New questions, written like the question bank's. */
  questions: z.array(questionBody).max(30).default([]),
});
export const testimonialQuery = z.object({ type: z.enum(['question', 'testimonial']).default('question') });

/** Multipart fields of `organization/{slug}/job/apply/`, checked after the upload is parsed. */
export const applyFields = z.object({
  job_id: z.coerce.number().int().positive({ message: 'Choose the job.' }),
  ...personFields,
  phone_number: blankToNull(phoneNumber),
  resume_id: blankToNull(z.coerce.number().int().positive()),
  cover_letter_id: blankToNull(z.coerce.number().int().positive()),
  message_to_recruiter: blankToNull(z.string().trim().max(2000)),
  /** JSON object: question uid → answer. */
  answers: z
    .string()
    .max(20_000)
    .optional()
    .transform((v, ctx) => {
      if (!v) return {} as Record<string, string>;
      try {
        const parsed = JSON.parse(v);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          return Object.fromEntries(
            Object.entries(parsed).map(([k, x]) => [k, String(x).slice(0, 2000)]),
          ) as Record<string, string>;
        }
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'The answers are not readable.' });
      return z.NEVER;
    }),
});

export const applicantsQuery = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  search: z.string().trim().max(120).optional(),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const changeStatusQuery = z.object({
  status: z.enum(PIPELINE_STATUSES, { message: 'Unknown status.' }),
});
export const individualJobsQuery = z.object({ status: z.enum(APPLICATION_STATUSES).optional() });

export const INTERVIEW_MODES = ['video', 'phone', 'on-site'] as const;
export const interviewStoreBody = z.object({
  application_id: z.number().int().positive(),
  schedule_date: z.iso.datetime({ offset: true, message: 'Give the date and time.' }),
  timezone: z
    .string()
    .trim()
    .min(1, 'Choose a time zone.')
    .max(60)
    .refine(isTimeZone, 'Choose a time zone from the list (e.g. America/Chicago).'),
  mode: z.enum(INTERVIEW_MODES, { message: 'Choose video, phone or on-site.' }),
  location: blankToNull(z.string().trim().max(255)),
  notes: blankToNull(z.string().trim().max(2000)),
});
/** Organization side: confirm, reschedule (with a new date), no-show, cancel, complete. */
export const orgInterviewStatusBody = z
  .object({
    status: z.enum(['confirmed', 'rescheduled', 'no_show', 'cancelled', 'completed'], {
      message: 'Unknown interview status.',
    }),
    schedule_date: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((v) => v.status !== 'rescheduled' || v.schedule_date, {
    path: ['schedule_date'],
    message: 'Give the new date and time.',
  });
/** Candidate side: accept, reject, or request another time. */
export const candidateInterviewStatusBody = z.object({
  status: z.enum(['accepted', 'rejected', 'reschedule_requested'], { message: 'Unknown interview status.' }),
  schedule_date: z.iso.datetime({ offset: true }).optional(),
});
export const jobInvitationBody = z.object({
  user_slug: z.string().min(1).max(140),
  message: blankToNull(z.string().trim().max(2000)),
});
