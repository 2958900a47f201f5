import type { applicationSentView } from '@hctl/contracts';
import type { z } from 'zod';
import { upload } from '../../../lib/upload';

/** POST /organization/{slug}/job/apply/: the application (multipart: fields, answers, an optional resume). */
export const applyToJob = (v: { orgSlug: string | undefined; form: FormData }) =>
  upload<z.infer<typeof applicationSentView>>(`/organization/${v.orgSlug}/job/apply/`, v.form);
