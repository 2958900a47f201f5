import { sharedKeys } from '../../../lib/api/keys';

export const accountsKeys = {
  /** Organizations the person owns (the root of every organization list). */
  ownedOrganizations: sharedKeys.organizations,
  assignedOrganizations: [...sharedKeys.organizations, 'assigned'] as const,
  specialties: ['specialty'] as const,
  visibility: ['visibility'] as const,
  invitations: ['my-invitations'] as const,
};
