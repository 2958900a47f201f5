import { sharedKeys } from '../../../lib/api/keys';

export const organizationsKeys = {
  /** Every organization list (owned, assigned, a person's companies). */
  lists: sharedKeys.organizations,
  companies: (filter: 'active' | 'archived') => [...sharedKeys.organizations, 'companies', filter] as const,
  /** The organization's show data; its editable parts live under it. */
  organization: sharedKeys.organization,
  part: (slug: string, part: string) => [...sharedKeys.organization(slug), part] as const,
  publicProfile: (slug: string) => ['organization-profile', slug] as const,
  publicProfileFor: (slug: string, viewer: string) => ['organization-profile', slug, viewer] as const,
  permissionCatalogue: ['permissions'] as const,
  roles: (slug: string) => ['org-roles', slug] as const,
  members: (slug: string) => ['org-members', slug] as const,
  invitations: (slug: string) => ['org-invites', slug] as const,
  questionBank: sharedKeys.questionBank,
};
