import type { Row } from './table';

// Columns as in table.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/** Individual accounts only: their own favourites. */
const INDIVIDUAL = '401 ok ok ok 403 ok ok 403 403';
const A_ONLY_INDIVIDUAL = '401 404 ok 404 403 404 404 403 403';
/** Any member of O: the organization's favourites are shared by its team. */
const MEMBER = '401 404 404 404 ok ok ok 404 404';

export const FAVOURITES_ROWS: Record<string, Row> = {
  'GET /api/v1/individual/favorites-listing': { expect: INDIVIDUAL, call: () => ({ query: '?filter=job' }) },
  'GET /api/v1/individual/:slug/favorites-listing': {
    expect: A_ONLY_INDIVIDUAL,
    call: (w) => ({ params: { slug: w.A.slug } }),
  },
  'GET /api/v1/organization/:slug/favorites-listing': {
    expect: MEMBER,
    call: (w) => ({ params: { slug: w.slug }, query: '?filter=profile' }),
  },
  // The save call toggles: each allowed caller flips it, which is still a success.
  'POST /api/v1/individual/:slug/:mode/:target/save': {
    expect: A_ONLY_INDIVIDUAL,
    call: (w) => ({ params: { slug: w.A.slug, mode: 'organization', target: w.slug } }),
  },
  'POST /api/v1/organization/:slug/:mode/:target/save': {
    expect: MEMBER,
    call: (w) => ({ params: { slug: w.slug, mode: 'profile', target: w.A.slug } }),
  },
};
