import type { Limit } from '../../lib/throttle';

const min = 60_000;
/** Abuse limits: failures or sends per window, per account (keyed by e-mail) and per IP. */
export const LIMITS = {
  loginAccount: { name: 'login-acct', max: 5, windowMs: 15 * min },
  loginIp: { name: 'login-ip', max: 30, windowMs: 15 * min },
  otpSendAccount: { name: 'otp-send-acct', max: 3, windowMs: 10 * min },
  otpSendIp: { name: 'otp-send-ip', max: 10, windowMs: 10 * min },
  otpVerifyIp: { name: 'otp-verify-ip', max: 20, windowMs: 10 * min },
  resetAccount: { name: 'reset-acct', max: 3, windowMs: 60 * min },
  resetIp: { name: 'reset-ip', max: 10, windowMs: 60 * min },
  registerIp: { name: 'register-ip', max: 20, windowMs: 60 * min },
  verifyResend: { name: 'verify-resend', max: 3, windowMs: 10 * min },
  /** Sign-up and verification mails to one address (sign-ups and resends together), whoever asks. */
  accountMailRecipient: { name: 'acct-mail-rcpt', max: 5, windowMs: 60 * min },
} satisfies Record<string, Limit>;

export const OTP_TTL_MS = 10 * min;
export const OTP_MAX_TRIES = 5;
export const RESET_TTL_MS = 60 * min;
export const VERIFY_TTL_MS = 60 * min;
/**
 * Register, password-request and the sign-in code sends answer no sooner than this after their
 * throttles, whether or not the e-mail has an account: above the time either path takes, so the
 * answer's timing does not tell them apart.
 */
export const NEUTRAL_ANSWER_FLOOR_MS = 150;
