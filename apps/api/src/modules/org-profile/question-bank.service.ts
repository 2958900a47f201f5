import type { questionBody } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { prepared } from '../../lib/prepared';
import type { OrganizationsService } from '../organizations/organizations.service';

const q = schema.questionBank;
/** The organization's question bank, prepared (the job editor opens it every time). */
const bankOf = prepared((db) =>
  db
    .select()
    .from(q)
    .where(eq(q.organization_id, sql.placeholder('org')))
    .orderBy(asc(q.id))
    .prepare('question_bank_list'),
);
const toView = (r: typeof q.$inferSelect) => ({
  id: r.id,
  uuid: r.uuid,
  question: r.question,
  type: r.type,
  options: r.options,
  is_required: r.is_required,
  created_at: r.created_at.toISOString(),
});

/** Screening questions kept per organization, attached to jobs later (jobs permission). */
export class QuestionBankService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
  ) {}

  async list(slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'jobs');
    return (await bankOf(this.deps.db).execute({ org: org.id })).map(toView);
  }

  async create(slug: string, userId: number, body: z.output<typeof questionBody>) {
    const { org } = await this.orgs.authorize(slug, userId, 'jobs');
    const [row] = await this.deps.db
      .insert(q)
      .values({
        organization_id: org.id,
        ...body,
        options: body.type === 'multiple_choice' ? body.options : [],
      })
      .returning();
    return { message: 'The question has been added to your question bank.', data: toView(row) };
  }

  async remove(slug: string, userId: number, uuid: string) {
    const { org } = await this.orgs.authorize(slug, userId, 'jobs');
    const rows = await this.deps.db
      .delete(q)
      .where(and(eq(q.uuid, uuid), eq(q.organization_id, org.id)))
      .returning({ id: q.id });
    if (!rows.length) throw notFound('Question not found.');
    return { message: 'The question has been deleted.', data: null };
  }
}
