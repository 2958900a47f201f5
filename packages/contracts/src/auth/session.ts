import { z } from 'zod';
import { organizationStandingFields } from '../common/fields';

export const roleName = z.enum(['individual', 'organization', 'super-admin']);
export type RoleName = z.infer<typeof roleName>;

export const sessionUser = z.object({
  id: z.number(),
  slug: z.string(),
  role: roleName,
  is_active: z.boolean(),
  category: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  email_verified_at: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const individualDetails = z.object({
  user_id: z.number(),
  id: z.number(),
  address: z.string().nullable(),
  profile_image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const organizationSummary = z.object({
  id: z.number(),
  slug: z.string(),
  company_name: z.string(),
  ...organizationStandingFields,
  is_owner: z.boolean(),
  basic_info: z.object({ company_profile_image: z.string().nullable() }),
  /** What the caller may do in the organization (organization/{slug}/show only). */
  permissions: z.array(z.string()).optional(),
  created_at: z.string(),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

export const planView = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  audience: z.enum(['individual', 'organization']),
  amount: z.number(),
  interval: z.enum(['month', 'year']),
  has_question_access: z.boolean(),
  has_promotion_access: z.boolean(),
  job_limit: z.number().nullable(),
  features: z.array(z.string()),
});
export type PlanView = z.infer<typeof planView>;

export const currentPlan = planView.extend({
  start_date: z.string().nullable(),
  billing_method_id: z.number().nullable(),
  transaction_id: z.string().nullable(),
  /** When the paid period ends (it renews then, or a scheduled change applies); null: no period. */
  ends_at: z.string().nullable().optional(),
  /** The plan a downgrade the payer chose moves to when the period ends; absent: none scheduled. */
  next_plan: z.object({ name: z.string(), slug: z.string() }).nullable().optional(),
  /** When `next_plan` takes over (the current period's end). */
  changes_at: z.string().nullable().optional(),
});

/** Spec §3 session view; `api_token` is absent while an OTP challenge is pending. */
export const sessionView = z.object({
  api_token: z.string().nullable(),
  user: sessionUser,
  individual_details: individualDetails.nullable(),
  userDetails: z.object({
    name: z.string(),
    role: roleName,
    individual_detail: z.object({ profile_image: z.string().nullable() }).nullable(),
  }),
  otp_sent: z.boolean(),
  phone_number: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionView>;

export const otpChallenge = z.object({
  api_token: z.null(),
  user: z.object({ email: z.string() }),
  individual_details: z.null(),
  otp_sent: z.literal(true),
  phone_number: z.string().nullable(),
});

export type CurrentPlanView = z.infer<typeof currentPlan>;
