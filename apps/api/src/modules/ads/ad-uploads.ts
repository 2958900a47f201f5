import { AD_IMAGE_TYPES, AD_LIMITS, AD_VIDEO_TYPES } from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/errors';
import { checkFile, type Upload } from '../../plugins/uploads';

const IMAGE_FIELDS = new Set(['ad_image', 'ad_image[]', 'images', 'images[]', 'image']);
const VIDEO_FIELDS = new Set(['ad_video']);
const LIST_FIELDS = new Set(['keep_images']);
const MB = 1024 * 1024;

export interface AdForm {
  /** Text fields (lists gathered into arrays), ready for `adCreateBody`. */
  fields: Record<string, unknown>;
  images: Upload[];
  video: Upload | null;
}

/**
 * The ad form: JSON (no files) or multipart with images under `ad_image[]` (up to 5; JPG, PNG, GIF
 * or WebP by their bytes) and one `ad_video` (spec §5's video types and size). A refused file is a
 * 422 on its field and nothing is stored.
 */
export async function readAdForm(req: FastifyRequest): Promise<AdForm> {
  if (!req.isMultipart()) {
    const ct = String(req.headers['content-type'] ?? '');
    if (req.body !== undefined && !ct.includes('json'))
      throw new AppError(415, 'Send the form as multipart/form-data or JSON.', 'unsupported_media_type');
    return { fields: { ...((req.body ?? {}) as Record<string, unknown>) }, images: [], video: null };
  }
  const fields: Record<string, unknown> = {};
  const rawImages: { data: Buffer; name: string }[] = [];
  let rawVideo: { data: Buffer; name: string } | null = null;
  // The file being read when the stream is cut at the video's size: its field says whose limit.
  let reading: { field: string; name: string } | null = null;
  try {
    const parts = req.parts({
      limits: { files: AD_LIMITS.maxImages + 2, fileSize: AD_LIMITS.videoBytes, fields: 40, parts: 60 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        reading = { field: part.fieldname, name: part.filename };
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        if (IMAGE_FIELDS.has(part.fieldname)) rawImages.push({ data, name: part.filename });
        else if (VIDEO_FIELDS.has(part.fieldname)) rawVideo ??= { data, name: part.filename };
      } else if (typeof part.value === 'string') {
        const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
        if (LIST_FIELDS.has(name)) fields[name] = [...((fields[name] as string[]) ?? []), part.value];
        else fields[name] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw reading && IMAGE_FIELDS.has(reading.field)
        ? invalid({ ad_image: `${reading.name} is larger than ${AD_LIMITS.imageBytes / MB} MB.` })
        : invalid({ ad_video: `A file may not be larger than ${AD_LIMITS.videoBytes / MB} MB.` });
    if (code === 'FST_FILES_LIMIT')
      throw invalid({ ad_image: `Attach at most ${AD_LIMITS.maxImages} images.` });
    throw invalid({ ad_image: 'The form could not be read. Check the files and try again.' });
  }
  if (rawImages.length > AD_LIMITS.maxImages)
    throw invalid({ ad_image: `Attach at most ${AD_LIMITS.maxImages} images.` });
  const errors: Record<string, string> = {};
  const images: Upload[] = [];
  for (const f of rawImages) {
    const image = checkFile(f, AD_IMAGE_TYPES, AD_LIMITS.imageBytes);
    if (typeof image === 'string') errors.ad_image ??= image;
    else images.push(image);
  }
  let video: Upload | null = null;
  if (rawVideo) {
    const checked = checkFile(rawVideo, AD_VIDEO_TYPES, AD_LIMITS.videoBytes);
    if (typeof checked === 'string') errors.ad_video = checked;
    else video = checked;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { fields, images, video };
}
