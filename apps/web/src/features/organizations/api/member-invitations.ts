import type { OrgInvitationView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** GET /organization/{slug}/users/invities-list: invitations not answered yet. */
export const fetchMemberInvitations = async (slug: string) =>
  (await get<OrgInvitationView[]>(`/organization/${slug}/users/invities-list`)).data;

export const memberInvitationsQuery = (slug: string) =>
  queryOptions({
    queryKey: organizationsKeys.invitations(slug),
    queryFn: () => fetchMemberInvitations(slug),
  });
