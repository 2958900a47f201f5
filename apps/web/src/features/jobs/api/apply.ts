import type { ApplicationSentView } from '@hctl/contracts';
import { upload } from '../../../lib/upload';

/** POST /organization/{slug}/job/apply/: the application (multipart: fields, answers, an optional resume). */
export const applyToJob = (v: { orgSlug: string | undefined; form: FormData }) =>
  upload<ApplicationSentView>(`/organization/${v.orgSlug}/job/apply/`, v.form);
