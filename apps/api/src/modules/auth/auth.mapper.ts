import type { LoginCodeSentView, OtpChallenge, SessionUser, SessionView } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import type { IndividualRow, UserRow } from './auth.repository';

export const fullName = (u: Pick<UserRow, 'first_name' | 'last_name'>) =>
  `${u.first_name} ${u.last_name}`.trim();

export const maskPhone = (p: string) => {
  const digits = p.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
};

export function toSessionUser(u: UserRow): SessionUser {
  return {
    id: u.id,
    slug: u.slug,
    role: u.role,
    is_active: u.is_active,
    category: u.category,
    email: u.email,
    name: fullName(u),
    email_verified_at: iso(u.email_verified_at),
    two_factor_enabled: u.two_factor_enabled,
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
  };
}

export function toSessionView(apiToken: string, u: UserRow, d: IndividualRow | null): SessionView {
  return {
    api_token: apiToken,
    user: toSessionUser(u),
    individual_details: d
      ? {
          user_id: d.user_id,
          id: d.id,
          address: d.address,
          profile_image: d.profile_image,
          created_at: d.created_at.toISOString(),
          updated_at: d.updated_at.toISOString(),
        }
      : null,
    userDetails: {
      name: fullName(u),
      role: u.role,
      individual_detail: d ? { profile_image: d.profile_image } : null,
    },
    otp_sent: false,
    phone_number: u.phone_number ? maskPhone(u.phone_number) : null,
  };
}

/** The password was right but a one-time code must follow: no token yet. */
export const toOtpChallenge = (u: Pick<UserRow, 'email'>, maskedPhone: string | null): OtpChallenge => ({
  api_token: null,
  user: { email: u.email },
  individual_details: null,
  otp_sent: true,
  phone_number: maskedPhone,
});

export const toLoginCodeSent = (maskedPhone: string | null): LoginCodeSentView => ({
  otp_sent: true,
  phone_number: maskedPhone,
});
