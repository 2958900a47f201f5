import { z } from 'zod';
import { INDIVIDUAL_VISIBILITY_FIELDS, LANGUAGES, SOCIAL_LINKS } from '../common/constants';
import { addressFields } from '../common/fields';

export const accountView = z.object({
  id: z.number(),
  user_id: z.number(),
  slug: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  phone_number: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  occupation: z.string().nullable(),
  specialty: z.string().nullable(),
  about: z.string().nullable(),
  ...addressFields,
  zip_code: z.string().nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  /** Only the links the owner gave (a blank one is not stored). */
  social_links: z.partialRecord(z.enum(SOCIAL_LINKS), z.string()),
  profile_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  category: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AccountView = z.infer<typeof accountView>;

/** `individual/profiles`: the account with the profile type chosen at /choose (null until then). */
export const accountProfilesView = z.object({
  account: accountView,
  category: z.string().nullable(),
  has_address: z.boolean(),
});
export type AccountProfilesView = z.infer<typeof accountProfilesView>;

export const phoneCodeSentView = z.object({ otp_sent: z.literal(true) });
export type PhoneCodeSentView = z.infer<typeof phoneCodeSentView>;

/** Which fields and sections of the public profile others see (every field, defaults filled in). */
export const visibilityMap = z.record(z.enum(INDIVIDUAL_VISIBILITY_FIELDS), z.boolean());

export const publicProfileView = z.object({
  slug: z.string(),
  name: z.string(),
  profile_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  specialty: z.string().nullable(),
  occupation: z.string().nullable(),
  about: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  ...addressFields,
  languages: z.array(z.string()),
  social_links: z.record(z.string(), z.string()),
  is_owner: z.boolean(),
  member_since: z.string(),
});
export type PublicProfileView = z.infer<typeof publicProfileView>;
