import type { AccountProfilesView, AccountView, PublicProfileView } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import { fullName } from '../auth/auth.mapper';
import type { DetailsRow as Details, UserRow as User } from './accounts.repository';

export type { Details, User };
/** What a public profile reads of the account. */
export type PublicUser = Pick<
  User,
  'id' | 'slug' | 'first_name' | 'last_name' | 'email' | 'phone_number' | 'is_active' | 'created_at'
>;

/**
 * Defaults for what others see: contact details (e-mail, phone, the street address) stay private
 * until the owner opens them; city and state are always public. Migration 0038 keeps the people's
 * search document to the same default.
 */
export const DEFAULT_VISIBILITY: Record<string, boolean> = {
  email: false,
  phone: false,
  address: false,
  about: true,
  reviews: true,
  occupation: true,
  educations: true,
  licenses: true,
  awards: true,
  certificates: true,
  work_experiences: true,
  publications: true,
  skills: true,
};

export const visibilityOf = (d: Details | null) => ({ ...DEFAULT_VISIBILITY, ...(d?.visibility ?? {}) });

export function toAccountView(u: User, d: Details | null): AccountView {
  return {
    id: d?.id ?? 0,
    user_id: u.id,
    slug: u.slug,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    name: fullName(u),
    phone_number: u.phone_number,
    phone_verified_at: iso(u.phone_verified_at),
    occupation: d?.occupation ?? null,
    specialty: d?.specialty ?? null,
    about: d?.about ?? null,
    address: d?.address ?? null,
    city: d?.city ?? null,
    state: d?.state ?? null,
    zip_code: d?.zip_code ?? null,
    languages: (d?.languages ?? []) as AccountView['languages'],
    social_links: (d?.social_links ?? {}) as AccountView['social_links'],
    profile_image: d?.profile_image ?? null,
    cover_image: d?.cover_image ?? null,
    category: u.category,
    is_published: d?.is_published ?? false,
    published_at: iso(d?.published_at),
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
  };
}

export const toAccountProfiles = (u: User, d: Details | null): AccountProfilesView => ({
  account: toAccountView(u, d),
  category: u.category,
  has_address: Boolean(d?.address),
});

export function toPublicProfile(u: PublicUser, d: Details, isOwner: boolean): PublicProfileView {
  const v = visibilityOf(d);
  const shown = <T>(field: string, value: T) => (isOwner || v[field] ? value : null);
  return {
    slug: u.slug,
    name: fullName(u),
    profile_image: d.profile_image,
    cover_image: d.cover_image,
    specialty: d.specialty,
    occupation: shown('occupation', d.occupation),
    about: shown('about', d.about),
    email: shown('email', u.email),
    phone_number: shown('phone', u.phone_number),
    address: shown('address', d.address),
    city: d.city,
    state: d.state,
    languages: d.languages,
    social_links: d.social_links,
    is_owner: isOwner,
    member_since: u.created_at.toISOString(),
  };
}
