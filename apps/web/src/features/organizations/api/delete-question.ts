import { api } from '../../../lib/api-client';

/** DELETE /organization/{slug}/question-bank/{uuid}/delete. */
export const deleteQuestion = (v: { slug: string; uuid: string }) =>
  api<null>('DELETE', `/organization/${v.slug}/question-bank/${v.uuid}/delete`);
