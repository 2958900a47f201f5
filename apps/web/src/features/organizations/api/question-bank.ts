import type { OrgQuestionView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { organizationsKeys } from './keys';

/** GET /organization/{slug}/question-bank. */
export const fetchQuestionBank = async (slug: string) =>
  (await get<OrgQuestionView[]>(`/organization/${slug}/question-bank`)).data;

export const questionBankQuery = (slug: string) =>
  queryOptions({ queryKey: organizationsKeys.questionBank(slug), queryFn: () => fetchQuestionBank(slug) });
