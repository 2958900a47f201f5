import type { ResumeProposal } from '@hctl/contracts';
import { type Executor, schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { Upload } from '../../plugins/uploads';
import type { FilesService } from '../files/files.service';
import { HttpResumeParser, LocalResumeParser, type ResumeParser } from './resume.parser';

const ri = schema.resumeImports;
type Row = typeof ri.$inferSelect;

const toView = (r: Row) => ({
  id: r.id,
  status: r.status,
  error: r.error,
  proposal: (r.proposal as ResumeProposal | null) ?? null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const setStatus = (db: Executor, id: number, values: Partial<typeof ri.$inferInsert>) =>
  db
    .update(ri)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(ri.id, id));

/** Upload → queued parse job → proposal the user reviews; failures are stored with a message. */
export class ResumeImportService {
  private parser: ResumeParser;

  constructor(
    private deps: AppDeps,
    private files: FilesService,
    private log?: FastifyBaseLogger,
  ) {
    const { RESUME_PARSER_URL, RESUME_PARSER_KEY } = deps.config;
    this.parser = RESUME_PARSER_URL
      ? new HttpResumeParser(RESUME_PARSER_URL, RESUME_PARSER_KEY ?? '')
      : new LocalResumeParser();
  }

  async start(userId: number, upload: Upload) {
    const file = await this.files.store(userId, 'resume_import', upload);
    const [row] = await this.deps.db.insert(ri).values({ user_id: userId, file_id: file.id }).returning();
    try {
      await this.deps.queues['resume-import'].add(
        'parse',
        { id: row.id },
        { jobId: `resume-${row.id}`, attempts: 2 },
      );
    } catch (err) {
      this.log?.warn({ err }, 'queue unavailable; parsing the resume in the request');
      await this.process(row.id);
    }
    return { message: 'We are reading your resume…', data: toView((await this.row(row.id))!) };
  }

  private async row(id: number) {
    const [r] = await this.deps.db.select().from(ri).where(eq(ri.id, id)).limit(1);
    return r ?? null;
  }

  async get(userId: number, id: number) {
    const [r] = await this.deps.db
      .select()
      .from(ri)
      .where(and(eq(ri.id, id), eq(ri.user_id, userId)))
      .limit(1);
    if (!r) throw notFound('Resume import not found.');
    return toView(r);
  }

  /** The job: parse the stored file; any failure ends in status 'failed' with a readable message. */
  async process(id: number) {
    const r = await this.row(id);
    if (!r || r.status === 'done') return;
    await setStatus(this.deps.db, id, { status: 'processing', error: null });
    try {
      const file = await this.files.ownFile(r.user_id, r.file_id, ['resume_import']);
      const data = file ? await this.deps.storage.get(file.storage_key) : null;
      if (!file || !data) throw new Error('The uploaded file is no longer available.');
      const proposal = await this.parser.parse(
        data,
        file.mime === 'application/pdf' ? 'pdf' : 'docx',
        file.original_name,
      );
      await setStatus(this.deps.db, id, { status: 'done', proposal });
    } catch (err) {
      const message = (err as Error).message || 'We could not read this resume.';
      await setStatus(this.deps.db, id, { status: 'failed', error: message.slice(0, 500) });
    }
  }
}
