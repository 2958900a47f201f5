import type { RoleName } from '@hctl/contracts';
import type { OrgPermission } from '@hctl/contracts/constants';
import type { OrganizationRow } from '../modules/organizations/organizations.repository';

/** The signed-in caller, resolved once per request from the bearer token. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  role: RoleName;
  email: string;
  slug: string;
  emailVerified: boolean;
}

/** What a route may require of the caller in the organization named by its `:slug`. */
export type OrgRequirement = OrgPermission | 'owner' | 'member';

/** The organization a route acts in, with what the caller may do there (owner: everything). */
export interface OrgAccess {
  org: OrganizationRow;
  isOwner: boolean;
  permissions: OrgPermission[];
}

/** An organization (null: none by that slug) with the caller's membership row and role permissions. */
export interface Membership {
  org: OrganizationRow | null;
  memberId: number | null;
  permissions: string[] | null;
}
