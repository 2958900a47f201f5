import type { SavedAttachmentsView, UploadedFileView } from '@hctl/contracts';
import { extOfMime, safeName } from '../../lib/file-types';
import type { FileLink } from './file-links';
import type { FileRow } from './files.repository';
import { isPublicKind } from './public-kinds';

/** The plain URL of a file: enough for public files; private ones are linked with a signature (FileLinks). */
export const fileUrl = (id: number) => `/api/v1/files/${id}`;

/** A file as its owner sees it; `link` signs the URL for that owner. */
export const toFileView = (f: FileRow, link: FileLink): UploadedFileView => ({
  id: f.id,
  kind: f.kind,
  name: f.original_name,
  mime: f.mime,
  size: f.size,
  url: link(f.id),
  created_at: f.created_at.toISOString(),
});

export const toSavedAttachments = (rows: FileRow[], link: FileLink): SavedAttachmentsView => {
  const views = rows.map((r) => toFileView(r, link));
  return {
    resumes: views.filter((v) => v.kind === 'resume'),
    cover_letters: views.filter((v) => v.kind === 'cover_letter'),
    attachments: views,
  };
};

/**
 * Headers for serving a stored file: its own type, never sniffed, sandboxed if a browser renders
 * it; images and PDFs open in the browser, anything else downloads. Public images may be cached.
 */
export function downloadHeaders(row: FileRow) {
  const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
  return {
    'content-type': row.mime,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': isPublicKind(row.kind) ? 'public, max-age=86400' : 'private, no-store',
    // Named again from the stored type, so a row saved before names were normalized cannot
    // offer a misleading extension (`cv.pdf.exe`) either.
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${safeName(row.original_name, extOfMime(row.mime))}"`,
  };
}
