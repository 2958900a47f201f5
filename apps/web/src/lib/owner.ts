import { useParams } from 'react-router';

/** Whose things a screen manages: the person themselves or an organization (the spec's `{mode}`). */
export interface Owner {
  role: 'individual' | 'organization';
  slug: string;
}

/** The owner a screen's path names: `/individual/:slug/…` or an organization's `:slug` / `:orgSlug`. */
export function useOwner(role: string | undefined): Owner {
  const { slug = '', orgSlug } = useParams();
  return { role: role === 'organization' ? 'organization' : 'individual', slug: orgSlug ?? slug };
}
