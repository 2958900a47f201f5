import type { OrgQuestionView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/question-bank/create. */
export const createQuestion = (v: {
  slug: string;
  question: { question: string; type: string; options: string[]; is_required: boolean };
}) => api<OrgQuestionView>('POST', `/organization/${v.slug}/question-bank/create`, v.question);
