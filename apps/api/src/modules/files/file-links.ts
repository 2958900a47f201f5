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

/**
 * Who a link was issued to: a person, or an organization's side of a conversation (a grant, for
 * links pushed on a channel that several people read: messaging's org-chat).
 */
export type LinkViewer = { kind: 'user'; id: number } | { kind: 'org'; id: number };

/** The query of a signed link, as it arrives (unchecked strings). */
export interface FileLinkQuery {
  viewer?: string;
  exp?: string;
  sig?: string;
}

/** `12` for a person (the form links always had), `org:12` for an organization's grant. */
const viewerParam = (v: LinkViewer) => (v.kind === 'user' ? String(v.id) : `org:${v.id}`);
const parseViewer = (raw: string): LinkViewer | null => {
  const m = /^(org:)?(\d{1,15})$/.exec(raw);
  if (!m) return null;
  return { kind: m[1] ? 'org' : 'user', id: Number(m[2]) };
};

/**
 * Short-lived signed URLs for private files, so a plain link (an <a href>, a new tab) opens a
 * file the browser cannot send a bearer token for. The signature (HMAC-SHA256 with APP_KEY) binds
 * the file, the viewer it was issued to and the expiry; the file is then served exactly as it
 * would be to that viewer, whose access is checked again when the link is opened. A request that
 * carries a session is served as that session's person instead, whatever the link names.
 */
export class FileLinks {
  /** The links of the current expiry minute; a new minute starts a new map. */
  private issued = { exp: 0, urls: new Map<string, string>() };

  constructor(
    private key: string,
    private now: () => Date,
  ) {}

  // A person's viewer is digits and a grant's starts with `org:`: one can never pass for the other.
  private sign(fileId: number, viewer: string, exp: number) {
    return createHmac('sha256', this.key).update(`file-link:${fileId}:${viewer}:${exp}`).digest('base64url');
  }

  private link(fileId: number, viewer: LinkViewer) {
    const earliest = this.now().getTime() / 1000 + FILE_LINK_TTL_SECONDS;
    const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    // A minute of links is bounded by what this process serves in it; the cap keeps a burst bounded too.
    if (this.issued.exp !== exp || this.issued.urls.size >= 50_000) this.issued = { exp, urls: new Map() };
    const param = viewerParam(viewer);
    const key = `${fileId}:${param}`;
    let url = this.issued.urls.get(key);
    if (!url) {
      url = `${fileUrl(fileId)}?viewer=${param}&exp=${exp}&sig=${this.sign(fileId, param, exp)}`;
      this.issued.urls.set(key, url);
    }
    return url;
  }

  /** The link `viewerId` may open `fileId` by for the next FILE_LINK_TTL_SECONDS. */
  url(fileId: number, viewerId: number) {
    return this.link(fileId, { kind: 'user', id: viewerId });
  }

  /** Links for one viewer, for mappers that list several files. */
  forViewer(viewerId: number): FileLink {
    return (fileId) => this.link(fileId, { kind: 'user', id: viewerId });
  }

  /**
   * Links granted to an organization's side rather than to a person: they open while the module
   * that shares the kind says that side may read the file (FilesService.shareKind's `orgRule`).
   */
  forOrganization(orgId: number): FileLink {
    return (fileId) => this.link(fileId, { kind: 'org', id: orgId });
  }

  /** Who a link for `fileId` was issued to; null when absent, forged, for another file or expired. */
  viewerOf(fileId: number, q: FileLinkQuery): LinkViewer | null {
    if (!q.viewer || !q.exp || !q.sig) return null;
    const viewer = parseViewer(q.viewer);
    if (!viewer || !/^\d{1,15}$/.test(q.exp)) return null;
    const exp = Number(q.exp);
    if (exp * 1000 <= this.now().getTime()) return null;
    const expected = Buffer.from(this.sign(fileId, viewerParam(viewer), exp));
    const given = Buffer.from(q.sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return viewer;
  }
}
