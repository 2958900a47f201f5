import { z } from 'zod';
import { blankToNull, blankToUndefined, phoneNumber } from '../auth/requests';
import { INDIVIDUAL_CATEGORIES, LANGUAGES } from '../common/constants';
import { httpUrl as url } from '../common/url';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

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

export const publicProfileQuery = z.object({
  individual_slug: z.string().max(120).optional(),
  organization_slug: z.string().max(120).optional(),
});
