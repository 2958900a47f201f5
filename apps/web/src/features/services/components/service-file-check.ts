import {
  SERVICE_DOCUMENT_TYPES,
  SERVICE_IMAGE_TYPES,
  SERVICE_LIMITS,
  SERVICE_VIDEO_TYPES,
} from '@hctl/contracts';

type Ext = (typeof SERVICE_IMAGE_TYPES | typeof SERVICE_VIDEO_TYPES | typeof SERVICE_DOCUMENT_TYPES)[number];

const BY_MIME: Record<string, Ext> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpeg',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/ogg': 'ogg',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
const BY_NAME: Record<string, Ext> = { jpeg: 'jpg', mpg: 'mpeg', ogv: 'ogg', qt: 'mov' };

/** The type a chosen file claims (its browser type, else its name's extension); the API checks its bytes. */
function claimedType(file: File): string {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_MIME[file.type] ?? BY_NAME[ext] ?? ext;
}

const MB = 1024 * 1024;
/** "JPG, PNG or GIF", as the API lists accepted types. */
const typeList = (types: readonly string[]) => {
  const labels = types.map((t) => t.toUpperCase());
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0];
};

/**
 * The API's refusal of a service's file, said before anything is uploaded: the same types and sizes
 * (SERVICE_LIMITS) and the same words ("photo.png is larger than 8 MB."). Null for a file it accepts
 * by its claimed type; the API still checks the bytes.
 */
export function serviceFileProblem(file: File, group: 'media' | 'document'): string | null {
  const type = claimedType(file);
  const accepted: readonly string[] =
    group === 'media' ? [...SERVICE_IMAGE_TYPES, ...SERVICE_VIDEO_TYPES] : SERVICE_DOCUMENT_TYPES;
  if (!accepted.includes(type))
    return `${file.name} is not an accepted file: upload a file of type ${typeList(accepted)}.`;
  const max = (SERVICE_IMAGE_TYPES as readonly string[]).includes(type)
    ? SERVICE_LIMITS.imageBytes
    : (SERVICE_VIDEO_TYPES as readonly string[]).includes(type)
      ? SERVICE_LIMITS.videoBytes
      : SERVICE_LIMITS.documentBytes;
  return file.size > max ? `${file.name} is larger than ${max / MB} MB.` : null;
}
