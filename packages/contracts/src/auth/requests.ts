import { z } from 'zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }).max(191));
const password = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(128, 'The password may not be longer than 128 characters.')
  .regex(/[A-Za-z]/, 'The password must contain a letter.')
  .regex(/[0-9]/, 'The password must contain a number.');
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} is required.`)
    .max(80, `The ${label} may not be longer than 80 characters.`);
const otp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code has 6 digits.');
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number.');
/** Optional form fields: an empty input means "not given". */
export const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((v) => (v === '' ? undefined : v) as z.output<T> | undefined);
/** Clearable form fields: an empty input clears the value (null). */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' ? null : v) as z.output<T> | null | undefined);
const boolish = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(1), z.literal(0)])
  .transform((v) => v === true || v === 'true' || v === 1);

export const loginBody = z.object({
  email,
  password: z.string().min(1, 'The password is required.').max(128),
  remember: boolish.optional().default(false),
  is_otp: boolish.optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const activateLoginBody = z.object({
  email,
  password: z.string().min(1, 'The password is required.').max(128),
  remember: boolish.optional().default(false),
});

export const emailOnlyBody = z.object({ email });
export const verifyOtpBody = z.object({ email, otp, remember: boolish.optional().default(false) });

export const passwordRequestBody = z.object({ email });
export const passwordUpdateBody = z
  .object({
    email,
    token: z.string().min(10).max(200),
    password,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });

const registerBase = {
  first_name: name('first name'),
  last_name: name('last name'),
  email,
  password,
  password_confirmation: z.string(),
  phone_number: blankToUndefined(phoneNumber),
  referral_code: blankToUndefined(z.string().trim().max(64)),
  terms: z.literal(true, { message: 'You must accept the terms and conditions.' }),
};
const confirmed = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const confirmIssue = {
  path: ['password_confirmation'],
  message: 'The password confirmation does not match.',
};

export const individualRegisterBody = z.object(registerBase).refine(confirmed, confirmIssue);
export const organizationRegisterBody = z
  .object({
    ...registerBase,
    company_name: z.string().trim().min(2, 'The company name is required.').max(120),
  })
  .refine(confirmed, confirmIssue);
export type IndividualRegisterBody = z.input<typeof individualRegisterBody>;
export type OrganizationRegisterBody = z.input<typeof organizationRegisterBody>;

export const emailResendBody = z.object({ email: email.optional() });

export const verifyEmailParams = z.object({
  id: z.coerce.number().int().positive(),
  hash: z.string().regex(/^[a-f0-9]{40}$/),
});
export const verifyEmailQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[a-f0-9]{64}$/),
});

export const withdrawalBody = z.object({
  password: z.string().min(1, 'The password is required.').max(128),
  reason: z.string().trim().max(500).optional(),
});
export const accountActiveBody = z.object({
  is_active: boolish,
  password: z.string().min(1, 'The password is required.').max(128),
});
export const deleteAccountBody = z.object({
  password: z.string().min(1, 'The password is required.').max(128),
});

export const phoneOtpRequestBody = z.object({ phone_number: phoneNumber });
export const phoneOtpVerifyBody = z.object({ otp, enable_two_factor: boolish.optional().default(false) });
