import type { MyJobInvitationView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /individual/job/invitation-list: invitations to apply. */
export const fetchMyJobInvitations = async () =>
  (await get<MyJobInvitationView[]>('/individual/job/invitation-list')).data;

export const myJobInvitationsQuery = () =>
  queryOptions({ queryKey: jobsKeys.myInvitations, queryFn: fetchMyJobInvitations });
