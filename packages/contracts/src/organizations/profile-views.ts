import { z } from 'zod';
import { ORG_ITEM_KINDS, QUESTION_TYPES } from '../common/constants';
import { addressFields, organizationStandingFields } from '../common/fields';
import { featuredJobView } from '../jobs/views';

/** The account card of the profile editor (name, tagline, logo, approval and publication). */
export const orgAccountView = z.object({
  id: z.number(),
  slug: z.string(),
  company_name: z.string(),
  tagline: z.string().nullable(),
  company_profile_image: z.string().nullable(),
  ...organizationStandingFields,
  is_published: z.boolean(),
  published_at: z.string().nullable(),
});
export type OrgAccountView = z.infer<typeof orgAccountView>;

export const orgContactView = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  contact_person: z.string().nullable(),
  ...addressFields,
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type OrgContactView = z.infer<typeof orgContactView>;

export const orgBasicView = z.object({
  industry_type: z.string().nullable(),
  company_size: z.string().nullable(),
  founded_year: z.number().nullable(),
  mission: z.string().nullable(),
  about: z.string().nullable(),
  health_care_facility: z.string().nullable(),
  languages: z.array(z.string()),
});
export type OrgBasicView = z.infer<typeof orgBasicView>;

/** What visitors see of the profile, per field (every field of ORGANIZATION_VISIBILITY_FIELDS; true unless hidden). */
export const orgVisibilityView = z.record(z.string(), z.boolean());
export type OrgVisibilityView = z.infer<typeof orgVisibilityView>;

/** A volunteer program, community, facility, research or about-facility entry. */
export const orgItemView = z.object({
  id: z.number(),
  kind: z.enum([...ORG_ITEM_KINDS, 'about_facility']),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  /** YYYY-MM-DD */
  start_date: z.string().nullable(),
  /** YYYY-MM-DD */
  end_date: z.string().nullable(),
  is_visible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrgItemView = z.infer<typeof orgItemView>;

export const orgVideoView = z.object({ video_url: z.string().nullable() });
export type OrgVideoView = z.infer<typeof orgVideoView>;

/** An about-facility photo or video; `url` serves the bytes. */
export const orgMediaView = z.object({
  id: z.number(),
  url: z.string(),
  mime: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type OrgMediaView = z.infer<typeof orgMediaView>;

/** A screening question of the organization's question bank. */
export const orgQuestionView = z.object({
  id: z.number(),
  uuid: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  is_required: z.boolean(),
  created_at: z.string(),
});
export type OrgQuestionView = z.infer<typeof orgQuestionView>;

/**
 * organization/profile/{slug}: the public profile. Fields the organization hides are null (lists
 * empty) for visitors; its team sees everything, and only the team gets `visibility`.
 */
export const orgPublicProfileView = orgAccountView.extend({
  is_team: z.boolean(),
  /** Its newest published jobs (up to PUBLIC_PROFILE_JOBS), each linking to its job page. */
  jobs: z.array(featuredJobView),
  industry_type: z.string().nullable(),
  company_size: z.string().nullable(),
  founded_year: z.number().nullable(),
  about: z.string().nullable(),
  mission: z.string().nullable(),
  health_care_facility: z.string().nullable(),
  languages: z.array(z.string()),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  contact_person: z.string().nullable(),
  ...addressFields,
  country: z.string().nullable(),
  video_url: z.string().nullable(),
  media: z.array(orgMediaView),
  about_facility: z.array(orgItemView),
  volunteers: z.array(orgItemView),
  communities: z.array(orgItemView),
  facilities: z.array(orgItemView),
  researches: z.array(orgItemView),
  can_message: z.boolean(),
  visibility: orgVisibilityView.optional(),
});
export type OrgPublicProfileView = z.infer<typeof orgPublicProfileView>;
