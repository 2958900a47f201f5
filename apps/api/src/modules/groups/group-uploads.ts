import {
  GROUP_IMAGE_TYPES,
  GROUP_LIMITS,
  GROUP_MEDIA_LIMIT_MESSAGE,
  GROUP_VIDEO_TYPES,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../lib/errors';
import type { Detected } from '../../lib/file-types';
import { checkFile, type Upload } from '../../plugins/uploads';

const MEDIA_FIELDS = new Set(['media', 'media[]']);
/** Fields that are lists on the wire (`options[]=a&options[]=b`, or `options` repeated). */
const LIST_FIELDS = new Set(['options']);
const ACCEPT: readonly Detected['ext'][] = [...GROUP_IMAGE_TYPES, ...GROUP_VIDEO_TYPES];
const MB = 1024 * 1024;

export interface GroupPostForm {
  fields: Record<string, unknown>;
  /** Photos and videos in the order sent, checked by their bytes. */
  media: Upload[];
}

function gather(entries: [string, unknown][]) {
  const out: Record<string, unknown> = {};
  for (const [raw, value] of entries) {
    const name = raw.endsWith('[]') ? raw.slice(0, -2) : raw;
    const values = Array.isArray(value) ? value : [value];
    if (LIST_FIELDS.has(name) || raw.endsWith('[]') || Array.isArray(value))
      out[name] = [...((out[name] as unknown[] | undefined) ?? []), ...values];
    else out[name] = value;
  }
  if (Array.isArray(out.options)) out.options = (out.options as unknown[]).filter((v) => v !== '');
  return out;
}

/**
 * A post form: JSON (no media) or multipart with photos and videos under `media[]`. At most 5
 * (spec §5/§9: the sixth is refused with 'select only 5 items'); each is checked by its bytes —
 * JPG, PNG, GIF, WebP images up to 8 MB, MP4/MPEG/MOV/AVI/OGG/WebM videos up to 50 MB. A refused
 * file is a 422 on `media` and nothing is stored.
 */
export async function readGroupPostForm(req: FastifyRequest): Promise<GroupPostForm> {
  if (!req.isMultipart()) return { fields: gather(Object.entries((req.body ?? {}) as object)), media: [] };
  const entries: [string, unknown][] = [];
  const raw: { data: Buffer; name: string }[] = [];
  try {
    // One more file than allowed is read, so "too many" is told apart from a broken form.
    const parts = req.parts({
      limits: { files: GROUP_LIMITS.maxMedia + 1, fileSize: GROUP_LIMITS.videoBytes, fields: 50, parts: 60 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length && MEDIA_FIELDS.has(part.fieldname)) raw.push({ data, name: part.filename });
      } else if (typeof part.value === 'string') entries.push([part.fieldname, part.value]);
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT') throw invalid({ media: GROUP_MEDIA_LIMIT_MESSAGE });
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid({ media: `A file may not be larger than ${GROUP_LIMITS.videoBytes / MB} MB.` });
    throw invalid({ media: 'The form could not be read. Check the files and try again.' });
  }
  if (raw.length > GROUP_LIMITS.maxMedia) throw invalid({ media: GROUP_MEDIA_LIMIT_MESSAGE });
  const media: Upload[] = [];
  for (const f of raw) {
    const file = checkFile(f, ACCEPT, (kind) =>
      kind === 'video' ? GROUP_LIMITS.videoBytes : GROUP_LIMITS.imageBytes,
    );
    if (typeof file === 'string') throw invalid({ media: file });
    media.push(file);
  }
  return { fields: gather(entries), media };
}
