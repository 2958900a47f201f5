import type { OrgQuestionView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/question-bank: questions to pick for a job. */
export const fetchQuestionBank = async (slug: string) =>
  (await get<OrgQuestionView[]>(`/organization/${slug}/question-bank`)).data;

export const questionBankQuery = (slug: string) =>
  queryOptions({ queryKey: jobsKeys.questionBank(slug), queryFn: () => fetchQuestionBank(slug) });
