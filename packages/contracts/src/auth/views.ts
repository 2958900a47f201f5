import { z } from 'zod';
import { otpChallenge, sessionView } from './session';

/** `submit-login`: a session, or the code challenge when a one-time code is required first. */
export const loginResultView = z.union([sessionView, otpChallenge]);
export type LoginResultView = z.infer<typeof loginResultView>;
export type OtpChallenge = z.infer<typeof otpChallenge>;

/** `sent-otp-login`, `generate-otp`: the same answer whether or not the account exists. */
export const loginCodeSentView = z.object({
  otp_sent: z.literal(true),
  /** Masked, when the code went by SMS to a verified phone. */
  phone_number: z.string().nullable(),
});
export type LoginCodeSentView = z.infer<typeof loginCodeSentView>;

/** Sign-up and e-mail verification answer with the address concerned. */
export const accountEmailView = z.object({ email: z.string() });
export type AccountEmailView = z.infer<typeof accountEmailView>;
