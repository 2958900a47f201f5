import { type ResumeImportView, resumeProposalView } from '@hctl/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { Upload } from '../../plugins/uploads';
import type { FilesService } from '../files/files.service';
import type { SectionsService } from '../individual-profile/sections.service';
import { type KnownItems, withoutKnown } from './known-items';
import { HttpResumeParser, LocalResumeParser, type ResumeParser } from './resume.parser';
import { toResumeImportView as toView } from './resume-import.mapper';
import { type ResumeImportRow, resumeImportRepository as repo } from './resume-import.repository';

/** The profile's own items, read to leave out of a proposal what is already there. */
export type ProfileItems = Pick<SectionsService, 'list'>;

/** Upload → queued parse job → proposal the user reviews; failures are stored with a message. */
export class ResumeImportService {
  private parser: ResumeParser;

  constructor(
    private deps: AppDeps,
    private files: FilesService,
    private profile: ProfileItems,
    private log?: FastifyBaseLogger,
  ) {
    const { RESUME_PARSER_URL, RESUME_PARSER_KEY } = deps.config;
    this.parser = RESUME_PARSER_URL
      ? new HttpResumeParser(RESUME_PARSER_URL, RESUME_PARSER_KEY ?? '')
      : new LocalResumeParser();
  }

  async start(userId: number, upload: Upload) {
    const file = await this.files.store(userId, 'resume_import', upload);
    const row = await repo.insert(this.deps.db, userId, file.id);
    try {
      await this.deps.queues
        .get('resume-import')
        .add('parse', { id: row.id }, { jobId: `resume-${row.id}`, attempts: 2 });
    } catch (err) {
      this.log?.warn({ err }, 'queue unavailable; parsing the resume in the request');
      await this.process(row.id);
    }
    return {
      message: 'We are reading your resume…',
      data: await this.present((await repo.byId(this.deps.db, row.id))!),
    };
  }

  async get(userId: number, id: number): Promise<ResumeImportView> {
    const r = await repo.ownById(this.deps.db, userId, id);
    if (!r) throw notFound('Resume import not found.');
    return this.present(r);
  }

  /**
   * The import as its owner reviews it: the proposal is checked against the profile on every read,
   * so an item saved since (or before) the resume was read is not proposed again.
   */
  private async present(r: ResumeImportRow): Promise<ResumeImportView> {
    const view = toView(r);
    if (view.proposal) view.proposal = withoutKnown(view.proposal, await this.known(r.user_id));
    return view;
  }

  private async known(userId: number): Promise<KnownItems> {
    const [skills, certificates, licenses] = await Promise.all([
      this.profile.list('skills', userId),
      this.profile.list('certificates', userId),
      this.profile.list('licenses', userId),
    ]);
    return {
      skills: skills.map((i) => String((i as { name: string }).name)),
      certificates: certificates.map((i) => String((i as { name: string }).name)),
      licenses: licenses.map((i) => String((i as { license_number: string }).license_number)),
    };
  }

  /** The job: parse the stored file; any failure ends in status 'failed' with a readable message. */
  async process(id: number) {
    const r = await repo.byId(this.deps.db, id);
    if (!r || r.status === 'done') return;
    await repo.setStatus(this.deps.db, id, { status: 'processing', error: null });
    try {
      const file = await this.files.ownFile(r.user_id, r.file_id, ['resume_import']);
      const data = file ? await this.deps.storage.get(file.storage_key) : null;
      if (!file || !data) throw new Error('The uploaded file is no longer available.');
      const proposal = await this.parser.parse(
        data,
        file.mime === 'application/pdf' ? 'pdf' : 'docx',
        file.original_name,
      );
      // A proposal the page could not show (a parser slip) fails the import instead of every read of it.
      const checked = resumeProposalView.safeParse(proposal);
      if (!checked.success) {
        this.log?.error({ importId: id, issues: checked.error.issues }, 'resume proposal out of shape');
        throw new Error('We could not read this resume. Add your details by hand, or try another file.');
      }
      await repo.setStatus(this.deps.db, id, { status: 'done', proposal });
    } catch (err) {
      const message = (err as Error).message || 'We could not read this resume.';
      await repo.setStatus(this.deps.db, id, { status: 'failed', error: message.slice(0, 500) });
    }
  }
}
