export type FileKind = 'image' | 'document' | 'video';
export interface Detected {
  ext:
    | 'jpg'
    | 'png'
    | 'gif'
    | 'webp'
    | 'pdf'
    | 'doc'
    | 'docx'
    | 'mp4'
    | 'mov'
    | 'webm'
    | 'ogg'
    | 'avi'
    | 'mpeg';
  mime: string;
  kind: FileKind;
}

const startsWith = (b: Buffer, bytes: number[], offset = 0) => bytes.every((x, i) => b[offset + i] === x);

/**
 * The type a file really is, from its bytes — never from its name or the browser's claim.
 * Returns null for anything we do not accept (spec §5 images: jpg, jpeg, gif, png; documents: PDF, DOCX).
 */
export function detectFileType(b: Buffer): Detected | null {
  if (b.length < 8) return null;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png', kind: 'image' };
  if (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a')
    return { ext: 'gif', mime: 'image/gif', kind: 'image' };
  // Videos of spec §5 (mp4, mov/qt, webm, ogg/ogv, avi, mpeg).
  if (b.toString('latin1', 4, 8) === 'ftyp') {
    const brand = b.toString('latin1', 8, 12);
    return brand === 'qt  '
      ? { ext: 'mov', mime: 'video/quicktime', kind: 'video' }
      : { ext: 'mp4', mime: 'video/mp4', kind: 'video' };
  }
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return { ext: 'webm', mime: 'video/webm', kind: 'video' };
  if (b.toString('latin1', 0, 4) === 'OggS') return { ext: 'ogg', mime: 'video/ogg', kind: 'video' };
  // Message attachments also take WebP images and legacy Word documents.
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp', kind: 'image' };
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && isWordBinary(b))
    return { ext: 'doc', mime: 'application/msword', kind: 'document' };
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'AVI ')
    return { ext: 'avi', mime: 'video/x-msvideo', kind: 'video' };
  if (startsWith(b, [0x00, 0x00, 0x01, 0xba]) || startsWith(b, [0x00, 0x00, 0x01, 0xb3]))
    return { ext: 'mpeg', mime: 'video/mpeg', kind: 'video' };
  if (b.toString('latin1', 0, 5) === '%PDF-')
    return { ext: 'pdf', mime: 'application/pdf', kind: 'document' };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && isSafeDocx(b)) {
    return {
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      kind: 'document',
    };
  }
  return null;
}

/**
 * A .doc is an OLE compound file with a "WordDocument" stream. The container alone also holds
 * Excel, PowerPoint and MSI installers, so the stream's name (UTF-16 in the directory) decides.
 */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
export const isWordBinary = (b: Buffer) => b.includes(WORD_STREAM);

const MAX_ENTRIES = 2000;
const MAX_UNCOMPRESSED = 50 * 1024 * 1024;
const MAX_RATIO = 200;

/**
 * A DOCX is a zip holding word/document.xml. Reads the central directory only and refuses zip
 * bombs (huge declared sizes or ratios), path traversal names and encrypted entries.
 */
export function isSafeDocx(b: Buffer) {
  const eocd = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > b.length) return false;
  const entries = b.readUInt16LE(eocd + 10);
  let p = b.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES || p >= b.length) return false;
  let total = 0;
  let hasDocument = false;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) return false;
    const flags = b.readUInt16LE(p + 8);
    const compressed = b.readUInt32LE(p + 20);
    const size = b.readUInt32LE(p + 24);
    const nameLen = b.readUInt16LE(p + 28);
    const extraLen = b.readUInt16LE(p + 30);
    const commentLen = b.readUInt16LE(p + 32);
    const name = b.toString('utf8', p + 46, p + 46 + nameLen);
    if (flags & 0x1) return false;
    if (name.includes('..') || name.startsWith('/') || name.includes('\\')) return false;
    if (size > 0 && compressed > 0 && size / compressed > MAX_RATIO) return false;
    total += size;
    if (total > MAX_UNCOMPRESSED) return false;
    if (name === 'word/document.xml') hasDocument = true;
    p += 46 + nameLen + extraLen + commentLen;
  }
  return hasDocument;
}

/** The extension of each type we accept, by MIME type (what a stored file row keeps). */
const EXT_OF_MIME: Record<string, Detected['ext']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
  'video/x-msvideo': 'avi',
  'video/mpeg': 'mpeg',
};
export const extOfMime = (mime: string): string => EXT_OF_MIME[mime] ?? 'bin';

/**
 * A file name safe to show and to send back in Content-Disposition: the stem the user chose, with
 * the extension of what the bytes really are (`ext`, from detectFileType) and no other dot, so a
 * PDF uploaded as `cv.pdf.exe` is `cv_pdf.pdf` and a PNG named `photo.png.html` is `photo_png.png`.
 */
export function safeName(name: string, ext: string) {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const stem = base
    .replace(/[^\w\- ()]/g, '_')
    .replace(/^[_ ]+|[_ ]+$/g, '')
    .slice(0, 120 - ext.length - 1);
  return `${stem || 'file'}.${ext}`;
}
