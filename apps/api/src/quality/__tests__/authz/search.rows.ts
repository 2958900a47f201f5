import { schema } from '@hctl/db';
import { A_ONLY_INDIVIDUAL, INDIVIDUAL, PUBLIC, SIGNED_IN } from './outcomes';
import type { Row } from './table';

const words = (q: string) => () => ({ query: `?q=${q}` });

/**
 * S1b: the search page and the searches of the kinds beside jobs, and the people picker. Public
 * searches are open to anyone: what each may see is decided inside the search (visibility tests).
 */
export const SEARCH_OTHERS_ROWS: Record<string, Row> = {
  'GET /api/v1/search': { expect: PUBLIC, call: words('nurse') },
  'GET /api/v1/search-service': { expect: PUBLIC, call: words('home') },
  'GET /api/v1/search-service-requests': { expect: PUBLIC, call: words('home') },
  'GET /api/v1/search-gallery': { expect: PUBLIC, call: words('clinic') },
  'GET /api/v1/search-profile': { expect: PUBLIC, call: words('nurse') },
  'GET /api/v1/search-organization': { expect: PUBLIC, call: words('clinic') },
  'GET /api/v1/search-groups': { expect: PUBLIC, call: words('nurses') },
  'GET /api/v1/search-users': { expect: SIGNED_IN, call: () => ({ query: '?title=te' }) },
  // S2: saved searches.
  'GET /api/v1/search-results': { expect: INDIVIDUAL },
  'POST /api/v1/save-search-result': {
    expect: INDIVIDUAL,
    call: () => ({ body: { search: 'icu nurse', kind: 'jobs', filters: { city: 'Boston' } } }),
  },
  'GET /api/v1/change-search-status/:id': {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => {
      const [s] = await w.ctx.db
        .insert(schema.savedSearches)
        .values({ user_id: w.A.id, name: 'Matrix', query: 'matrix', kind: 'jobs' })
        .returning();
      return { params: { id: s.id } };
    },
  },
};
