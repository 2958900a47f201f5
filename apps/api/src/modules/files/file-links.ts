import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileUrl } from './files.mapper';

/** How long a signed file link opens the file: long enough to click, short enough to leak little. */
export const FILE_LINK_TTL_SECONDS = 15 * 60;

/** Turns a file id into the URL one viewer may open it by. */
export type FileLink = (fileId: number) => string;

/** The query of a signed link, as it arrives (unchecked strings). */
export interface FileLinkQuery {
  viewer?: string;
  exp?: string;
  sig?: string;
}

/**
 * Short-lived signed URLs for private files, so a plain link (an <a href>, a new tab) opens a
 * file the browser cannot send a bearer token for. The signature (HMAC-SHA256 with APP_KEY) binds
 * the file, the viewer it was issued to and the expiry; the file is then served exactly as it
 * would be to that viewer, whose access is checked again when the link is opened.
 */
export class FileLinks {
  constructor(
    private key: string,
    private now: () => Date,
  ) {}

  private sign(fileId: number, viewerId: number, exp: number) {
    return createHmac('sha256', this.key)
      .update(`file-link:${fileId}:${viewerId}:${exp}`)
      .digest('base64url');
  }

  /** The link `viewerId` may open `fileId` by for the next FILE_LINK_TTL_SECONDS. */
  url(fileId: number, viewerId: number) {
    const exp = Math.floor(this.now().getTime() / 1000) + FILE_LINK_TTL_SECONDS;
    return `${fileUrl(fileId)}?viewer=${viewerId}&exp=${exp}&sig=${this.sign(fileId, viewerId, exp)}`;
  }

  /** Links for one viewer, for mappers that list several files. */
  forViewer(viewerId: number): FileLink {
    return (fileId) => this.url(fileId, viewerId);
  }

  /** The viewer a link for `fileId` was issued to; null when absent, forged, for another file or expired. */
  viewerOf(fileId: number, q: FileLinkQuery): number | null {
    if (!q.viewer || !q.exp || !q.sig) return null;
    if (!/^\d{1,15}$/.test(q.viewer) || !/^\d{1,15}$/.test(q.exp)) return null;
    const viewerId = Number(q.viewer);
    const exp = Number(q.exp);
    if (exp * 1000 <= this.now().getTime()) return null;
    const expected = Buffer.from(this.sign(fileId, viewerId, exp));
    const given = Buffer.from(q.sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return viewerId;
  }
}
