import { z } from 'zod';
import { phoneNumber } from '../auth/requests';

export const contactBody = z.object({
  first_name: z.string().trim().min(1, 'The first name is required.').max(80),
  last_name: z.string().trim().min(1, 'The last name is required.').max(80),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  phone_number: phoneNumber.optional().or(z.literal('')),
  find_us: z.string().trim().max(120).optional(),
  message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters).').max(5000),
});
export type ContactBody = z.input<typeof contactBody>;

export const newsletterBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
});
