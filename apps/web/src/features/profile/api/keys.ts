import { sharedKeys } from '../../../lib/api/keys';

export const profileKeys = {
  publicProfiles: sharedKeys.publicProfile,
  publicProfile: (slug: string, viewer: string) => [...sharedKeys.publicProfile, slug, viewer] as const,
  attachments: sharedKeys.resumeLetter,
  resumeImport: (id: number | null) => ['resume-import', id] as const,
};
