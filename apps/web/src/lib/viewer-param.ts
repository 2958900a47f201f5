import type { useAuth } from './auth-store';

/** Spec §6: who looks at a public page, as its `{role}_slug=` parameter ('' for a visitor). */
export const viewerParam = (auth: ReturnType<typeof useAuth>) =>
  auth.isAuthenticated && auth.slug
    ? `${auth.role === 'organization' ? 'organization' : 'individual'}_slug=${auth.slug}`
    : '';
