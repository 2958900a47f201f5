import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { Upload } from '../../plugins/uploads';
import { type FileRow, filesRepository as repo } from './files.repository';

/** Kinds anyone may fetch; every other kind is only for its owner. */
const PUBLIC_KINDS: FileRow['kind'][] = [
  'profile_image',
  'cover_image',
  'org_logo',
  'org_video',
  'org_media',
];
const ATTACHMENT_KINDS: FileRow['kind'][] = ['resume', 'cover_letter'];

export const fileUrl = (id: number) => `/api/v1/files/${id}`;
export const toFileView = (f: FileRow) => ({
  id: f.id,
  kind: f.kind,
  name: f.original_name,
  mime: f.mime,
  size: f.size,
  url: fileUrl(f.id),
  created_at: f.created_at.toISOString(),
});

export class FilesService {
  constructor(private deps: AppDeps) {}

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

  async read(id: number, viewer: AuthContext | null) {
    const row = await repo.byId(this.deps.db, id);
    if (!row) throw notFound('File not found.');
    const allowed =
      PUBLIC_KINDS.includes(row.kind) ||
      row.user_id === viewer?.userId ||
      // A resume or cover letter sent with an application is readable by that job's hiring team.
      (viewer !== null &&
        ATTACHMENT_KINDS.includes(row.kind) &&
        (await repo.sentToTeamOf(this.deps.db, row.id, viewer.userId)));
    if (!allowed) throw notFound('File not found.');
    const data = await this.deps.storage.get(row.storage_key);
    if (!data) throw notFound('File not found.');
    return { row, data };
  }

  async ownFile(userId: number, id: number, kinds: FileRow['kind'][]) {
    const row = await repo.byId(this.deps.db, id);
    if (!row || row.user_id !== userId || !kinds.includes(row.kind)) return null;
    return row;
  }

  async attachments(userId: number) {
    const rows = await repo.listOwn(this.deps.db, userId, ATTACHMENT_KINDS);
    const views = rows.map(toFileView);
    return {
      resumes: views.filter((v) => v.kind === 'resume'),
      cover_letters: views.filter((v) => v.kind === 'cover_letter'),
      attachments: views,
    };
  }

  async removeAttachment(userId: number, id: number) {
    const row = await repo.removeOwn(this.deps.db, userId, id, ATTACHMENT_KINDS);
    if (!row) throw notFound('File not found.');
    await this.deps.storage.remove(row.storage_key);
    return { message: 'The file has been deleted.', data: null };
  }
}
