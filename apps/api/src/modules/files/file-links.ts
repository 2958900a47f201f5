import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileUrl } from './files.mapper';

/** How long a signed file link opens the file: long enough to click, short enough to leak little. */
export const FILE_LINK_TTL_SECONDS = 15 * 60;
/**
 * Expiries are rounded up to the minute, so a link stays the same for a minute (between 15 and 16
 * minutes of life): a list reloaded within it signs nothing again, and the browser's cache of the
 * file (keyed by URL) holds across reloads.
 */
const EXPIRY_STEP_SECONDS = 60;

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
  /** The links of the current expiry minute; a new minute starts a new map. */
  private issued = { exp: 0, urls: new Map<string, string>() };

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
    const earliest = this.now().getTime() / 1000 + FILE_LINK_TTL_SECONDS;
    const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    // A minute of links is bounded by what this process serves in it; the cap keeps a burst bounded too.
    if (this.issued.exp !== exp || this.issued.urls.size >= 50_000) this.issued = { exp, urls: new Map() };
    const key = `${fileId}:${viewerId}`;
    let url = this.issued.urls.get(key);
    if (!url) {
      url = `${fileUrl(fileId)}?viewer=${viewerId}&exp=${exp}&sig=${this.sign(fileId, viewerId, exp)}`;
      this.issued.urls.set(key, url);
    }
    return url;
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
