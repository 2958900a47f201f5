import type { SavedAttachmentsView, UploadedFileView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { Upload } from '../../plugins/uploads';
import type { AnalyticsPort } from '../analytics/analytics.port';
import { type FileLinkQuery, FileLinks, type LinkViewer } from './file-links';
import { toFileView, toSavedAttachments } from './files.mapper';
import { type FileRow, filesRepository as repo } from './files.repository';
import { isPublicKind } from './public-kinds';

// Other modules link to the files they store by these URLs (plain for public files, signed otherwise).
export type { FileLink, LinkViewer } from './file-links';
export { fileUrl } from './files.mapper';

const ATTACHMENT_KINDS: FileRow['kind'][] = ['resume', 'cover_letter'];

/** Files whose reads by others count as document views (the owner's analytics/documents). */
const DOCUMENT_KINDS: FileRow['kind'][] = ['resume', 'cover_letter', 'health_document'];

/** Whether a viewer may read a private file they do not own (another module's rule). */
export type FileReadRule = (fileId: number, viewerId: number) => Promise<boolean>;
/** Whether a link granted to an organization's side opens a private file (another module's rule). */
export type FileGrantRule = (fileId: number, orgId: number) => Promise<boolean>;

export class FilesService {
  /** Signed links to private files, for the viewer a response is made for. */
  readonly links: FileLinks;
  /** Kinds of private files that other modules share beyond their owner, with their rule. */
  private readRules = new Map<FileRow['kind'], FileReadRule>();
  /** Kinds whose links may be granted to an organization's side, with the rule that opens them. */
  private orgRules = new Map<FileRow['kind'], FileGrantRule>();

  constructor(
    private deps: AppDeps,
    private analytics: AnalyticsPort,
  ) {
    this.links = new FileLinks(deps.config.appKey, () => deps.clock.now());
  }

  /**
   * Lets a module share its kind of private file with more readers than the owner (messaging: a
   * conversation's participants read its attachments). The files module still serves the bytes.
   * `orgRule` decides the links granted to an organization's side (`links.forOrganization`).
   */
  shareKind(kind: FileRow['kind'], rule: FileReadRule, orgRule?: FileGrantRule) {
    this.readRules.set(kind, rule);
    if (orgRule) this.orgRules.set(kind, orgRule);
  }

  /** Stores the bytes, then the row; a failed insert removes the bytes again. */
  async store(userId: number, kind: FileRow['kind'], upload: Upload) {
    const key = await this.deps.storage.put(upload.type.ext, upload.data);
    try {
      return await repo.insert(this.deps.db, {
        user_id: userId,
        kind,
        original_name: upload.name,
        mime: upload.type.mime,
        size: upload.data.length,
        storage_key: key,
      });
    } catch (err) {
      await this.deps.storage.remove(key);
      throw err;
    }
  }

  /**
   * The file for the caller (bearer token) or, without one, for the viewer a valid signed link was
   * issued to: a person, or an organization's side. A forged or expired link is answered like a
   * missing file.
   */
  async read(id: number, caller: AuthContext | null, link: FileLinkQuery = {}) {
    const viewer: LinkViewer | null = caller
      ? { kind: 'user', id: caller.userId }
      : this.links.viewerOf(id, link);
    const viewerId = viewer?.kind === 'user' ? viewer.id : null;
    const row = await repo.byId(this.deps.db, id);
    if (!row) throw notFound('File not found.');
    const allowed =
      isPublicKind(row.kind) ||
      (viewer?.kind === 'org' && (await this.orgRules.get(row.kind)?.(row.id, viewer.id)) === true) ||
      (viewerId !== null && row.user_id === viewerId) ||
      // A resume or cover letter sent with an application is readable by that job's hiring team.
      (viewerId !== null &&
        ATTACHMENT_KINDS.includes(row.kind) &&
        (await repo.sentToTeamOf(this.deps.db, row.id, viewerId))) ||
      (viewerId !== null && (await this.readRules.get(row.kind)?.(row.id, viewerId)) === true);
    if (!allowed) throw notFound('File not found.');
    const data = await this.deps.storage.get(row.storage_key);
    if (!data) throw notFound('File not found.');
    // Someone else opening a person's resume, cover letter or health document: analytics/documents.
    if (DOCUMENT_KINDS.includes(row.kind) && row.user_id !== viewerId)
      this.analytics.record({
        kind: 'document_view',
        ownerKey: `user:${row.user_id}`,
        subjectId: row.id,
        viewerUserId: viewerId,
      });
    return { row, data };
  }

  /**
   * A public file whose type is an image, for the image route: its id and type, and its bytes on
   * demand (a cached variant needs no original). Null for anything else, private files included.
   */
  async publicImage(id: number) {
    const row = await repo.byId(this.deps.db, id);
    if (!row || !isPublicKind(row.kind) || !row.mime.startsWith('image/')) return null;
    return { id: row.id, mime: row.mime, bytes: () => this.deps.storage.get(row.storage_key) };
  }

  async ownFile(userId: number, id: number, kinds: FileRow['kind'][]) {
    const row = await repo.byId(this.deps.db, id);
    if (!row || row.user_id !== userId || !kinds.includes(row.kind)) return null;
    return row;
  }

  async attachments(userId: number): Promise<SavedAttachmentsView> {
    return toSavedAttachments(
      await repo.listOwn(this.deps.db, userId, ATTACHMENT_KINDS),
      this.links.forViewer(userId),
    );
  }

  async saveAttachment(userId: number, kind: 'resume' | 'cover_letter', upload: Upload) {
    const data: UploadedFileView = toFileView(
      await this.store(userId, kind, upload),
      this.links.forViewer(userId),
    );
    return {
      message: kind === 'resume' ? 'Your resume has been saved.' : 'Your cover letter has been saved.',
      data,
    };
  }

  /** A document (PDF or image) backing a health requirement record; private to its owner. */
  async saveHealthDocument(userId: number, upload: Upload) {
    const data: UploadedFileView = toFileView(
      await this.store(userId, 'health_document', upload),
      this.links.forViewer(userId),
    );
    return { message: 'The document has been uploaded.', data };
  }

  /** Removes files just stored for a request that was then refused, so they are not left orphaned. */
  async discard(userId: number, ids: number[], kinds: FileRow['kind'][] = ATTACHMENT_KINDS) {
    for (const id of ids) {
      const row = await repo.removeOwn(this.deps.db, userId, id, kinds);
      if (row) await this.deps.storage.remove(row.storage_key);
    }
  }

  async removeAttachment(userId: number, id: number) {
    const row = await repo.removeOwn(this.deps.db, userId, id, ATTACHMENT_KINDS);
    if (!row) throw notFound('File not found.');
    await this.deps.storage.remove(row.storage_key);
    return { message: 'The file has been deleted.', data: null };
  }
}
