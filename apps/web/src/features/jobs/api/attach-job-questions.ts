import type { JobQuestionsView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/{job}/create/job-questions: bank questions and new ones for the job. */
export const attachJobQuestions = (v: {
  slug: string;
  job: string;
  question_uuids: string[];
  questions: { question: string; type: 'text' | 'yes_no' }[];
}) =>
  api<JobQuestionsView>('POST', `/organization/${v.slug}/job/${v.job}/create/job-questions`, {
    question_uuids: v.question_uuids,
    questions: v.questions,
  });
