import type { Row } from './table';

// Columns as in table.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/** Individual accounts only: their own favourites. */
const INDIVIDUAL = '401 ok ok ok 403 ok ok 403 403';
const A_ONLY_INDIVIDUAL = '401 404 ok 404 403 404 404 403 403';
/** Any member of O: the organization's favourites are shared by its team (the individual form: A's own). */
const MEMBER = '401 404 404 404 ok ok ok 404 404';

export const FAVOURITES_ROWS: Record<string, Row> = {
  'GET /api/v1/:role/favorites-listing': {
    expect: INDIVIDUAL,
    call: () => ({ params: { role: 'individual' }, query: '?filter=job' }),
  },
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
