import {
  SERVICE_DOCUMENT_TYPES,
  SERVICE_IMAGE_TYPES,
  SERVICE_LIMITS,
  SERVICE_VIDEO_TYPES,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../lib/errors';
import type { Detected } from '../../lib/file-types';
import { checkFile, type Upload } from '../../plugins/uploads';

/** Fields that are lists on the wire (`tags[]=a&tags[]=b`, or `tags` repeated, or one `tags`). */
const LIST_FIELDS = new Set(['tags', 'media_name', 'document_name']);
const MEDIA_FIELDS = new Set(['media', 'media[]']);
const DOCUMENT_FIELDS = new Set(['document', 'document[]', 'documents', 'documents[]']);

const MEDIA_TYPES: readonly Detected['ext'][] = [...SERVICE_IMAGE_TYPES, ...SERVICE_VIDEO_TYPES];
const DOCUMENT_TYPES: readonly Detected['ext'][] = SERVICE_DOCUMENT_TYPES;
const MB = 1024 * 1024;

export interface ServiceForm {
  /** Text fields, lists gathered into arrays; ready for the contracts schemas. */
  fields: Record<string, unknown>;
  /** Photos and videos, in the order sent, checked by content. */
  media: Upload[];
  /** PDF and DOCX documents, in the order sent, checked by content. */
  documents: Upload[];
}

/** `tags[]` → `tags`; repeated names and list fields become arrays. */
export function gatherFields(entries: [string, unknown][]) {
  const out: Record<string, unknown> = {};
  for (const [rawName, value] of entries) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const isList = LIST_FIELDS.has(name) || rawName.endsWith('[]') || Array.isArray(value);
    const values = Array.isArray(value) ? value : [value];
    if (isList) out[name] = [...((out[name] as unknown[] | undefined) ?? []), ...values];
    else if (name in out) out[name] = [...[out[name]].flat(), value];
    else out[name] = value;
  }
  for (const name of LIST_FIELDS) {
    // An empty list field (`tags[]=` with nothing) means an empty list, not one blank tag.
    if (Array.isArray(out[name])) out[name] = (out[name] as unknown[]).filter((v) => v !== '');
  }
  return out;
}

/** The size a file of each kind may have. */
const MAX_BYTES = {
  video: SERVICE_LIMITS.videoBytes,
  image: SERVICE_LIMITS.imageBytes,
  document: SERVICE_LIMITS.documentBytes,
} as const;
const check = (raw: { data: Buffer; name: string }, group: 'media' | 'document') =>
  checkFile(raw, group === 'media' ? MEDIA_TYPES : DOCUMENT_TYPES, (kind) => MAX_BYTES[kind]);

/**
 * A service form: JSON (no files) or multipart with photos and videos under `media[]`/`media` and
 * documents under `document[]`/`document`. Every file is checked by its bytes (never its name) and
 * size; a refused file is a 422 on `media` or `document` and nothing is stored.
 */
export async function readServiceForm(req: FastifyRequest): Promise<ServiceForm> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return { fields: gatherFields(Object.entries(body)), media: [], documents: [] };
  }
  const entries: [string, unknown][] = [];
  const raw = {
    media: [] as { data: Buffer; name: string }[],
    document: [] as { data: Buffer; name: string }[],
  };
  const maxFiles = SERVICE_LIMITS.maxMedia + SERVICE_LIMITS.maxDocuments;
  try {
    const parts = req.parts({
      // One more file than allowed is read, so "too many" is told apart from a broken form.
      limits: { files: maxFiles + 1, fileSize: SERVICE_LIMITS.videoBytes, fields: 200, parts: 250 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        if (MEDIA_FIELDS.has(part.fieldname)) raw.media.push({ data, name: part.filename });
        else if (DOCUMENT_FIELDS.has(part.fieldname)) raw.document.push({ data, name: part.filename });
      } else if (typeof part.value === 'string') {
        entries.push([part.fieldname, part.value]);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid({ media: `A file may not be larger than ${SERVICE_LIMITS.videoBytes / MB} MB.` });
    if (code === 'FST_FILES_LIMIT') throw invalid({ media: `Attach at most ${maxFiles} files.` });
    throw invalid({ media: 'The form could not be read. Check the files and try again.' });
  }
  if (raw.media.length > SERVICE_LIMITS.maxMedia)
    throw invalid({ media: `Attach at most ${SERVICE_LIMITS.maxMedia} photos and videos.` });
  if (raw.document.length > SERVICE_LIMITS.maxDocuments)
    throw invalid({ document: `Attach at most ${SERVICE_LIMITS.maxDocuments} documents.` });
  const errors: Record<string, string> = {};
  const media: Upload[] = [];
  const documents: Upload[] = [];
  for (const f of raw.media) {
    const r = check(f, 'media');
    if (typeof r === 'string') errors.media ??= r;
    else media.push(r);
  }
  for (const f of raw.document) {
    const r = check(f, 'document');
    if (typeof r === 'string') errors.document ??= r;
    else documents.push(r);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { fields: gatherFields(entries), media, documents };
}
