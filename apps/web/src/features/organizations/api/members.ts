import type { OrgTeamMemberView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** GET /organization/{slug}/users: the team, owner included. */
export const fetchMembers = async (slug: string) =>
  (await get<OrgTeamMemberView[]>(`/organization/${slug}/users`)).data;

export const membersQuery = (slug: string) =>
  queryOptions({ queryKey: organizationsKeys.members(slug), queryFn: () => fetchMembers(slug) });
