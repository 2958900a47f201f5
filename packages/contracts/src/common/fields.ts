import { z } from 'zod';
import { APPROVAL_STATUSES } from './constants';

/** An IANA time zone the runtime knows ("America/Chicago"): times are shown to people in it. */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A positive id the form picks (a person, a service, a quotation): `what` names it in the error. */
export const chosenId = (what: string) =>
  z.coerce
    .number({ message: `Choose ${what}.` })
    .int()
    .positive(`Choose ${what}.`);

/** A client-made id (UUID) for one send: a retry or a double click with the same id sends once. */
export const clientId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - or _.');

/** An e-mail address as typed into a form: trimmed and lower-cased. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));

/** Who fills in a form about themselves (the contact form, a job application): name and e-mail. */
export const personFields = {
  first_name: z.string().trim().min(1, 'The first name is required.').max(80),
  last_name: z.string().trim().min(1, 'The last name is required.').max(80),
  email: emailAddress,
};

/** An organization as a card or a list row shows and links it: its page's slug, its name and its logo. */
export const organizationCardFields = {
  slug: z.string(),
  company_name: z.string(),
  company_profile_image: z.string().nullable(),
};

/** Where an organization stands: the super admin's review, and whether it is active or archived. */
export const organizationStandingFields = {
  approval_status: z.enum(APPROVAL_STATUSES),
  /** Only set while the organization is rejected. */
  approval_comment: z.string().nullable(),
  status: z.enum(['active', 'deactive']),
  is_archived: z.boolean(),
};

/** A street address as a profile shows it (each part optional). */
export const addressFields = {
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
};

/** A stored file as a link serves it: `url` serves the bytes, with their type and size. */
export const servedFileFields = {
  url: z.string(),
  mime: z.string(),
  size: z.number(),
};
