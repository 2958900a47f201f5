import { useEffect } from 'react';

/** Sets the document title and meta description (spec §2: pages with their own title and description). */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | HCTL`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
