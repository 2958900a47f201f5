import type { InviteeView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/job/invitee-list: professionals invited to apply. */
export const fetchInvitees = async (slug: string) =>
  (await get<InviteeView[]>(`/organization/${slug}/job/invitee-list`)).data;

export const inviteesQuery = (slug: string) =>
  queryOptions({ queryKey: jobsKeys.invitees(slug), queryFn: () => fetchInvitees(slug) });
