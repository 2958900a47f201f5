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
  // A service's photos, videos and documents are shown on its public page.
  'service_media',
  'service_document',
  // A peer recommendation's video is shown on the recommended person's public profile.
  'recommendation_video',
  // An advertisement's images and video are shown in its placements.
  'ad_media',
];

export const isPublicKind = (kind: FileRow['kind']) => PUBLIC_KINDS.includes(kind);
