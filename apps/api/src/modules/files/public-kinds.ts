import type { FileRow } from './files.repository';

/**
 * Kinds anyone may fetch; every other kind is only for its owner (and the readers a module shares
 * it with). The one list that says a file is public: `GET /files/:id` serves these to anyone and
 * lets browsers cache them, and the image route resizes those whose type is an image.
 */
export const PUBLIC_KINDS: readonly FileRow['kind'][] = [
  'profile_image',
  'cover_image',
  'org_logo',
  'org_video',
  'org_media',
];

export const isPublicKind = (kind: FileRow['kind']) => PUBLIC_KINDS.includes(kind);
