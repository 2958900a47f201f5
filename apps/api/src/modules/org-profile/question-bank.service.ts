import type { OrgQuestionView, questionBody } from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { OrganizationRow } from '../organizations/organizations.service';
import { toQuestion } from './org-profile.mapper';
import { questionBankRepository as repo } from './question-bank.repository';

/** Screening questions kept per organization, attached to jobs later (jobs permission). */
export class QuestionBankService {
  constructor(private deps: AppDeps) {}

  async list(org: OrganizationRow): Promise<OrgQuestionView[]> {
    return (await repo.list(this.deps.db, org.id)).map(toQuestion);
  }

  async create(org: OrganizationRow, body: z.output<typeof questionBody>) {
    const row = await repo.insert(this.deps.db, {
      organization_id: org.id,
      ...body,
      options: body.type === 'multiple_choice' ? body.options : [],
    });
    return { message: 'The question has been added to your question bank.', data: toQuestion(row) };
  }

  async remove(org: OrganizationRow, uuid: string) {
    if (!(await repo.remove(this.deps.db, org.id, uuid))) throw notFound('Question not found.');
    return { message: 'The question has been deleted.', data: null };
  }
}
