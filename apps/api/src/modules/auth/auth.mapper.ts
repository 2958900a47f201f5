import type { SessionView } from '@hctl/contracts';
import type { schema } from '@hctl/db';
import { iso } from '../../lib/pagination';
import type { UserRow } from './auth.repository';

type IndividualRow = typeof schema.individualDetails.$inferSelect;

export const fullName = (u: Pick<UserRow, 'first_name' | 'last_name'>) =>
  `${u.first_name} ${u.last_name}`.trim();

export function toSessionUser(u: UserRow) {
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

export const maskPhone = (p: string) => {
  const digits = p.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
};
