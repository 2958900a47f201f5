import { individualRegisterBody, organizationRegisterBody } from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * The sign-in, sign-up and password forms' validation. Loaded on demand (lib/lazy-resolver) so
 * zod stays out of these public pages' first load.
 */
export const loginSchema = z.object({
  email: z.email('Enter a valid e-mail address.'),
  password: z.string().min(1, 'The password is required.'),
  remember: z.boolean(),
  is_otp: z.boolean(),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const resetSchema = z
  .object({
    password: z
      .string()
      .min(8, 'The password must be at least 8 characters.')
      .regex(/[A-Za-z]/, 'Add a letter.')
      .regex(/[0-9]/, 'Add a number.'),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  });
export type ResetForm = z.infer<typeof resetSchema>;
export type RegisterForm = z.input<typeof organizationRegisterBody>;

// Each page types its own form; the resolver here is generic.
const r = (schema: z.ZodType<any, any>) => zodResolver(schema) as unknown as Resolver<any>;
export const resolvers = {
  login: r(loginSchema),
  individualRegister: r(individualRegisterBody),
  organizationRegister: r(organizationRegisterBody),
  passwordRequest: r(z.object({ email: z.email('Enter a valid e-mail address.') })),
  passwordReset: r(resetSchema),
};
