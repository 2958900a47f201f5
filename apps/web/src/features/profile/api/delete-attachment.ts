import { del } from '../../../lib/api-client';

/** DELETE /individual/resume-letter/{id}. */
export const deleteAttachment = (id: number) => del<null>(`/individual/resume-letter/${id}`);
