import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../lib/errors';
import { type Detected, detectFileType, type FileKind, safeName } from '../lib/file-types';

/** The largest single file any route accepts (videos); each route sets its own lower limit. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 20_000, parts: 25 },
  });
}

export interface Upload {
  data: Buffer;
  name: string;
  type: Detected;
  fields: Record<string, string>;
}

const LABEL: Record<Detected['ext'], string> = {
  jpg: 'JPG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WEBP',
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOCX',
  mp4: 'MP4',
  mov: 'MOV',
  webm: 'WEBM',
  ogg: 'OGG',
  avi: 'AVI',
  mpeg: 'MPEG',
};

/** "JPG, PNG or WEBP". */
const typeList = (accept: readonly Detected['ext'][]) => {
  const labels = accept.map((e) => LABEL[e]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0];
};
/** The refusal of a file whose content is not one of `accept`: "Upload a file of type JPG, PNG or WEBP." */
const wrongType = (accept: readonly Detected['ext'][]) => `Upload a file of type ${typeList(accept)}.`;

/**
 * One file of a form that carries several (attachments, a service's photos and videos, a group
 * post's media, an ad's images): checked by its bytes, never its name, against `accept`, then by
 * the size its kind allows. Returns the upload, or the refusal naming the file ("shift.txt is not
 * an accepted file: upload a file of type PDF or DOCX.").
 */
export function checkFile(
  raw: { data: Buffer; name: string },
  accept: readonly Detected['ext'][],
  maxBytes: number | ((kind: FileKind) => number),
): Upload | string {
  const type = detectFileType(raw.data);
  const name = raw.name || 'A file';
  if (!type || !accept.includes(type.ext))
    return `${name} is not an accepted file: upload a file of type ${typeList(accept)}.`;
  const max = typeof maxBytes === 'number' ? maxBytes : maxBytes(type.kind);
  if (raw.data.length > max) return `${name} is larger than ${max / 1048576} MB.`;
  return { data: raw.data, name: safeName(raw.name, type.ext), type, fields: {} };
}

/**
 * Reads the one file of a multipart request, checks it by content (magic bytes), extension
 * list and size, and returns it with the other form fields. Every refusal is a 422 on `field`.
 */
export async function readUpload(
  req: FastifyRequest,
  opts: { field?: string; accept: Detected['ext'][]; maxBytes: number },
): Promise<Upload> {
  const field = opts.field ?? 'file';
  if (!req.isMultipart())
    throw new AppError(415, 'Send the file as multipart/form-data.', 'unsupported_media_type');
  const fields: Record<string, string> = {};
  let file: { data: Buffer; name: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === field && !file) file = { data, name: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid({ [field]: `The file may not be larger than ${opts.maxBytes / 1048576} MB.` });
    // Anything else thrown while reading the parts is a malformed request (busboy: "Unexpected end of form").
    throw invalid({ [field]: 'The upload could not be read. Try again with a single file.' });
  }
  if (!file || file.data.length === 0) throw invalid({ [field]: 'Choose a file to upload.' });
  if (file.data.length > opts.maxBytes)
    throw invalid({ [field]: `The file may not be larger than ${opts.maxBytes / 1048576} MB.` });
  const type = detectFileType(file.data);
  if (!type || !opts.accept.includes(type.ext)) {
    throw invalid({ [field]: wrongType(opts.accept) });
  }
  return { data: file.data, name: safeName(file.name, type.ext), type, fields };
}

export interface FileSpec {
  accept: Detected['ext'][];
  maxBytes: number;
}

/**
 * Several optional files plus fields (e.g. an application's resume and cover letter). Every file
 * present is checked like `readUpload`; absent ones are simply missing from `files`.
 */
export async function readUploads(req: FastifyRequest, specs: Record<string, FileSpec>) {
  if (!req.isMultipart())
    throw new AppError(415, 'Send the form as multipart/form-data.', 'unsupported_media_type');
  const fields: Record<string, string> = {};
  const raw: Record<string, { data: Buffer; name: string }> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (specs[part.fieldname] && !raw[part.fieldname] && data.length > 0)
          raw[part.fieldname] = { data, name: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch {
    // Limits exceeded or a malformed body: either way the form cannot be read.
    throw invalid({ file: 'The upload could not be read. Check the files and try again.' });
  }
  const files: Record<string, Upload> = {};
  const errors: Record<string, string> = {};
  for (const [field, f] of Object.entries(raw)) {
    const spec = specs[field];
    const type = detectFileType(f.data);
    if (f.data.length > spec.maxBytes)
      errors[field] = `The file may not be larger than ${spec.maxBytes / 1048576} MB.`;
    else if (!type || !spec.accept.includes(type.ext)) errors[field] = wrongType(spec.accept);
    else files[field] = { data: f.data, name: safeName(f.name, type.ext), type, fields };
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { files, fields };
}

/**
 * Any number of files under the given field names (repeated fields such as `attachments`), in the
 * order sent, plus the form's text fields: at most `maxFiles` files, each checked like
 * `readUpload`. Every refusal is a 422 on `errorField`. A form with no file is fine (`files` empty).
 */
export async function readFiles(
  req: FastifyRequest,
  opts: {
    fields: string[];
    accept: Detected['ext'][];
    maxBytes: number;
    maxFiles: number;
    errorField: string;
  },
) {
  if (!req.isMultipart())
    throw new AppError(415, 'Send the form as multipart/form-data.', 'unsupported_media_type');
  const fields: Record<string, string> = {};
  const raw: { data: Buffer; name: string }[] = [];
  const tooBig = `A file may not be larger than ${opts.maxBytes / 1048576} MB.`;
  try {
    // One more file than allowed is read, so "too many" is told apart from a broken form.
    const parts = req.parts({ limits: { files: opts.maxFiles + 1, fileSize: opts.maxBytes } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (opts.fields.includes(part.fieldname) && data.length > 0) raw.push({ data, name: part.filename });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ [opts.errorField]: tooBig });
    if (code === 'FST_FILES_LIMIT')
      throw invalid({ [opts.errorField]: `Attach at most ${opts.maxFiles} files.` });
    throw invalid({ [opts.errorField]: 'The upload could not be read. Check the files and try again.' });
  }
  if (raw.length > opts.maxFiles)
    throw invalid({ [opts.errorField]: `Attach at most ${opts.maxFiles} files.` });
  const files: Upload[] = [];
  for (const f of raw) {
    const file = checkFile(f, opts.accept, opts.maxBytes);
    if (typeof file === 'string') throw invalid({ [opts.errorField]: file });
    file.fields = fields;
    files.push(file);
  }
  return { files, fields };
}
