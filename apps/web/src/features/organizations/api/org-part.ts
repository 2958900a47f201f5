import type {
  OrgAccountView,
  OrgBasicView,
  OrgContactView,
  OrgItemView,
  OrgMediaView,
  OrgVideoView,
  OrgVisibilityView,
} from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** What GET /organization/{slug}/{part} answers, part by part (the profile editor's tabs). */
export interface OrgParts {
  account: OrgAccountView;
  contact: OrgContactView;
  basic: OrgBasicView;
  video: OrgVideoView;
  visibility: OrgVisibilityView;
  'about-facility': OrgItemView[];
  'about-facility/media': OrgMediaView[];
}

/** GET /organization/{slug}/{part}: one editable part of the organization's profile. */
export const fetchOrgPart = async <P extends keyof OrgParts>(slug: string, part: P) =>
  (await get<OrgParts[P]>(`/organization/${slug}/${part}`)).data;

export const orgPartQuery = <P extends keyof OrgParts>(slug: string, part: P) =>
  queryOptions({ queryKey: organizationsKeys.part(slug, part), queryFn: () => fetchOrgPart(slug, part) });
