import { z } from 'zod';
import { blankToNull, blankToUndefined, phoneNumber } from '../auth/requests';
import {
  INDIVIDUAL_CATEGORIES,
  INDIVIDUAL_VISIBILITY_FIELDS,
  LANGUAGES,
  SOCIAL_LINKS,
} from '../common/constants';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

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
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  social_links: z.record(z.enum(SOCIAL_LINKS), z.string()),
  profile_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  category: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AccountView = z.infer<typeof accountView>;

const url = z.url({ message: 'Enter a full link starting with https://' }).max(255);

export const accountUpdateBody = z.object({
  first_name: z.string().trim().min(1, 'The first name is required.').max(80),
  last_name: z.string().trim().min(1, 'The last name is required.').max(80),
  phone_number: blankToNull(phoneNumber),
  occupation: optionalText(120),
  specialty: optionalText(120),
  about: optionalText(5000),
  address: optionalText(255),
  city: optionalText(120),
  state: optionalText(80),
  zip_code: blankToNull(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z -]{3,10}$/, 'Enter a valid ZIP code.'),
  ),
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).optional(),
  social_links: z
    .object({
      facebook: blankToUndefined(url),
      twitter: blankToUndefined(url),
      instagram: blankToUndefined(url),
      linked_in: blankToUndefined(url),
    })
    .optional()
    .transform((v) =>
      v ? (Object.fromEntries(Object.entries(v).filter(([, x]) => x)) as Record<string, string>) : v,
    ),
});
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

export const chooseCategoryBody = z.object({
  category: z.enum(INDIVIDUAL_CATEGORIES, { message: 'Choose one of the options.' }),
  specialty: z.string().trim().max(120).optional(),
});

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
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  languages: z.array(z.string()),
  social_links: z.record(z.string(), z.string()),
  is_owner: z.boolean(),
  member_since: z.string(),
});
export type PublicProfileView = z.infer<typeof publicProfileView>;

export const publicProfileQuery = z.object({
  individual_slug: z.string().max(120).optional(),
  organization_slug: z.string().max(120).optional(),
});
