import type { ReceivedOrgInvitationView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { accountsKeys } from './keys';

/** GET /individual/organization-invitations: pending team invitations for the signed-in person. */
export const fetchInvitations = async () =>
  (await get<ReceivedOrgInvitationView[]>('/individual/organization-invitations')).data;

export const invitationsQuery = () =>
  queryOptions({ queryKey: accountsKeys.invitations, queryFn: fetchInvitations });
