import { z } from 'zod';
import { phoneNumber } from '../auth/requests';
import { emailAddress, personFields } from '../common/fields';

export const contactBody = z.object({
  ...personFields,
  phone_number: phoneNumber.optional().or(z.literal('')),
  find_us: z.string().trim().max(120).optional(),
  message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters).').max(5000),
});
export type ContactBody = z.input<typeof contactBody>;

export const newsletterBody = z.object({
  email: emailAddress,
});
