import type { OrgItemView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';
import type { OrgParts } from './org-part';

/** What saving a part answers: the part as saved (a facility entry for 'about-facility'). */
type Saved = Omit<OrgParts, 'about-facility' | 'about-facility/media' | 'video'> & {
  'about-facility': OrgItemView;
};

/** POST /organization/{slug}/{part}: saves one part of the profile (or adds a facility entry). */
export const saveOrgPart = <P extends keyof Saved>(v: { slug: string; part: P; body: unknown }) =>
  api<Saved[P]>('POST', `/organization/${v.slug}/${v.part}`, v.body);
