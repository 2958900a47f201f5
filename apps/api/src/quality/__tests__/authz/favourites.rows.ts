import { A_ONLY_INDIVIDUAL, INDIVIDUAL, MEMBER } from './outcomes';
import type { Row } from './table';

export const FAVOURITES_ROWS: Record<string, Row> = {
  'GET /api/v1/:role/favorites-listing': {
    expect: INDIVIDUAL,
    call: () => ({ params: { role: 'individual' }, query: '?filter=job' }),
  },
  // The organization's favourites are shared by its team (the individual form: A's own).
  'GET /api/v1/:role/:slug/favorites-listing': {
    expect: MEMBER,
    call: (w) => ({ params: { role: 'organization', slug: w.slug }, query: '?filter=profile' }),
  },
  // The save call toggles: each allowed caller flips it, which is still a success.
  'POST /api/v1/:role/:slug/:mode/:target/save': {
    expect: A_ONLY_INDIVIDUAL,
    call: (w) => ({ params: { role: 'individual', slug: w.A.slug, mode: 'organization', target: w.slug } }),
  },
};
