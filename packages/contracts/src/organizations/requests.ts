import { z } from 'zod';
import { blankToNull, phoneNumber } from '../auth/requests';
import {
  ADMIN_PERMISSION_KEYS,
  COMPANY_SIZES,
  INDUSTRY_TYPES,
  LANGUAGES,
  ORG_PERMISSION_KEYS,
  ORGANIZATION_VISIBILITY_FIELDS,
  QUESTION_TYPES,
} from '../common/constants';
import { emailAddress } from '../common/fields';
import { httpUrl } from '../common/url';

export const organizationListQuery = z.object({
  filter: z.enum(['all', 'active', 'archived']).default('active'),
  search: z.string().trim().max(120).optional(),
});
export const organizationSlugParams = z.object({ slug: z.string().min(1).max(140) });
export const organizationIdParams = z.object({ id: z.coerce.number().int().positive() });
export const archiveBody = z.object({ is_archived: z.boolean().optional() });

const name = z.string().trim().min(2, 'The organization name is required.').max(120);
const opt = (max: number) =>
  blankToNull(z.string().trim().max(max, `May not be longer than ${max} characters.`));
const link = blankToNull(httpUrl);
const day = blankToNull(z.iso.date({ message: 'Use the date format YYYY-MM-DD.' }));

export const searchNameQuery = z.object({
  name: z.string().trim().min(1, 'Type a name to search.').max(120),
});
export const orgCreateBody = z.object({
  company_name: name,
  industry_type: z.enum(INDUSTRY_TYPES, { message: 'Choose an industry type.' }).optional(),
});
export const orgAccountBody = z.object({ company_name: name, tagline: opt(160) });
export const orgContactBody = z.object({
  email: blankToNull(z.email({ message: 'Enter a valid e-mail address.' }).max(191)),
  phone: blankToNull(phoneNumber),
  website: link,
  contact_person: opt(120),
  address: opt(255),
  city: opt(120),
  state: opt(80),
  zip_code: blankToNull(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z -]{3,10}$/, 'Enter a valid ZIP code.'),
  ),
  country: opt(80),
});
export const orgBasicBody = z.object({
  industry_type: blankToNull(z.enum(INDUSTRY_TYPES, { message: 'Choose an industry type.' })),
  company_size: blankToNull(z.enum(COMPANY_SIZES, { message: 'Choose a company size.' })),
  founded_year: z
    .number()
    .int()
    .min(1800, 'Enter a real year.')
    .max(2100, 'Enter a real year.')
    .nullable()
    .optional(),
  mission: opt(2000),
  about: opt(5000),
  health_care_facility: opt(160),
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).optional(),
});
export const orgItemBody = z.object({
  title: z.string().trim().min(1, 'The title is required.').max(200),
  description: opt(5000),
  location: opt(160),
  url: link,
  start_date: day,
  end_date: day,
});
export const aboutFacilityBody = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(1, 'The title is required.').max(200),
  description: opt(5000),
});
export const questionBody = z
  .object({
    question: z.string().trim().min(5, 'Write the question (at least 5 characters).').max(500),
    type: z.enum(QUESTION_TYPES).default('text'),
    options: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
    is_required: z.boolean().default(true),
  })
  .refine((q) => q.type !== 'multiple_choice' || q.options.length >= 2, {
    path: ['options'],
    message: 'Give at least two options.',
  });
/** A role: its name and at least one permission from `keys`, the catalogue it is made from. */
const roleBodyOf = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({
    role_name: z.string().trim().min(2, 'The role name is required.').max(80),
    permissions: z
      .array(z.enum(keys, { message: 'Unknown permission.' }))
      .min(1, 'Choose at least one permission.'),
  });
export const roleBody = roleBodyOf(ORG_PERMISSION_KEYS);
export const inviteBody = z.object({
  slug: z.string().min(1).max(140),
  email: emailAddress,
  role_id: z.number().int().positive({ message: 'Choose a role.' }),
});
/** The signature the invitation e-mail's link carries: only its recipient can read the invitation. */
export const invitationLinkQuery = z.object({
  signature: z.string().regex(/^[0-9a-f]{64}$/, { message: 'This invitation link is incomplete.' }),
});
/** organization/{slug}/transfer-ownership (not in the spec): the team member who becomes the owner. */
export const transferOwnershipBody = z.object({
  member_id: z.number().int().positive({ message: 'Choose a team member.' }),
});
export const memberUpdateBody = z.object({
  role_id: z.number().int().positive({ message: 'Choose a role.' }),
});
export const acceptInviteBody = z.object({
  invitation_id: z.number().int().positive().optional(),
  role_name: z.string().trim().max(80).optional(),
  status: z.enum(['accepted', 'rejected'], { message: 'Answer accepted or rejected.' }),
});
export const orgStatusBody = z.object({
  status: z.enum(['active', 'deactive'], { message: 'Choose active or deactive.' }),
});
export const orgVisibilityBody = z
  .object(
    Object.fromEntries(ORGANIZATION_VISIBILITY_FIELDS.map((f) => [f, z.boolean().optional()])) as Record<
      (typeof ORGANIZATION_VISIBILITY_FIELDS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();
export const adminRoleBody = roleBodyOf(ADMIN_PERMISSION_KEYS);
export const assignRoleBody = z.object({
  user_id: z.number().int().positive(),
  role_id: z.number().int().positive(),
});
export type RoleBody = z.input<typeof roleBody>;
