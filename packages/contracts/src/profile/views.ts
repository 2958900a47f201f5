import { z } from 'zod';
import { publicProfileView, visibilityMap } from '../accounts';
import { LICENSE_STATUSES } from './sections';

/** Calendar days ('YYYY-MM-DD') as Postgres `date` columns give them. */
const day = z.string().nullable();
const optText = z.string().nullable();
const stamps = { created_at: z.string(), updated_at: z.string() };
/** Computed from the expiry date on every read, so an item shows expired from its expiry day on. */
const expiryState = { is_expired: z.boolean(), days_to_expiry: z.number().nullable() };

// Each section item is its row without user_id, keys in column order, then the computed fields.

export const awardView = z.object({
  id: z.number(),
  title: z.string(),
  issuer: optText,
  awarded_on: day,
  description: optText,
  is_visible: z.boolean(),
  ...stamps,
});

export const certificateView = z.object({
  id: z.number(),
  name: z.string(),
  issuing_organization: optText,
  credential_id: optText,
  credential_url: optText,
  issue_date: day,
  expiry_date: day,
  is_expired: z.boolean(),
  is_visible: z.boolean(),
  ...stamps,
  days_to_expiry: z.number().nullable(),
});

export const licenseView = z.object({
  id: z.number(),
  license_type: z.string(),
  license_number: z.string(),
  issuing_authority: z.string(),
  state: optText,
  npi_number: optText,
  issue_date: day,
  expiry_date: day,
  verification_status: z.enum(LICENSE_STATUSES),
  is_visible: z.boolean(),
  ...stamps,
  ...expiryState,
});

export const educationView = z.object({
  id: z.number(),
  school: z.string(),
  degree: optText,
  field_of_study: optText,
  start_date: day,
  end_date: day,
  description: optText,
  is_visible: z.boolean(),
  ...stamps,
});

export const skillView = z.object({
  id: z.number(),
  name: z.string(),
  level: optText,
  years: z.number().nullable(),
  is_visible: z.boolean(),
  ...stamps,
});

export const workExperienceView = z.object({
  id: z.number(),
  title: z.string(),
  employer: z.string(),
  employment_type: optText,
  location: optText,
  start_date: day,
  end_date: day,
  is_current: z.boolean(),
  description: optText,
  is_visible: z.boolean(),
  ...stamps,
});

export const publicationView = z.object({
  id: z.number(),
  title: z.string(),
  publisher: optText,
  published_on: day,
  url: optText,
  description: optText,
  is_visible: z.boolean(),
  ...stamps,
});

export const healthRequirementView = z.object({
  id: z.number(),
  requirement: z.string(),
  completed_on: z.string(),
  expires_on: day,
  notes: optText,
  document_id: z.number().nullable(),
  is_visible: z.boolean(),
  ...stamps,
  ...expiryState,
  /** The attached document's signed link, for its owner only (others get null: it is private). */
  document_url: z.string().nullable().optional(),
});

/** One item view per profile section, keyed (and ordered) as the public profile lists them. */
export const profileSectionViews = {
  awards: awardView,
  certificates: certificateView,
  licenses: licenseView,
  educations: educationView,
  skills: skillView,
  work_experiences: workExperienceView,
  publications: publicationView,
  health_requirements: healthRequirementView,
} as const;
export type ProfileSectionKey = keyof typeof profileSectionViews;
export type ProfileSectionItem<K extends ProfileSectionKey = ProfileSectionKey> = z.infer<
  (typeof profileSectionViews)[K]
>;

/** Every section's items on a profile; a section hidden from the viewer is an empty list. */
export const profileSectionsView = z.object({
  awards: z.array(awardView),
  certificates: z.array(certificateView),
  licenses: z.array(licenseView),
  educations: z.array(educationView),
  skills: z.array(skillView),
  work_experiences: z.array(workExperienceView),
  publications: z.array(publicationView),
  health_requirements: z.array(healthRequirementView),
});
export type ProfileSectionsView = z.infer<typeof profileSectionsView>;

/** The public profile with its sections; the owner also gets their visibility settings. */
export const individualPublicProfileView = publicProfileView.extend({
  ...profileSectionsView.shape,
  visibility: visibilityMap.optional(),
});
export type IndividualPublicProfileView = z.infer<typeof individualPublicProfileView>;

export const licenseTypeView = z.object({ code: z.string(), name: z.string() });

/** A super admin's verdict on a license. */
export const licenseVerificationView = z.object({
  id: z.number(),
  user_id: z.number(),
  verification_status: z.enum(LICENSE_STATUSES),
});
export type LicenseVerificationView = z.infer<typeof licenseVerificationView>;
