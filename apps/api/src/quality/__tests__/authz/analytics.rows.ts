import type { Row } from './table';
import type { World } from './world';

// Columns as in table.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/** The calling individual's own analytics (slug-less): organization and super-admin accounts 403. */
const INDIVIDUAL = '401 ok ok ok 403 ok ok 403 403';
/** Organization O with the analytics permission (memberWith's role holds every permission). */
const ORG = '401 404 404 404 ok ok 403 404 404';
/** `analytics/{slug}/…` for A's own slug: anyone else is told it does not exist. */
const A_OWN = '401 404 ok 404 404 404 404 404 404';

const ofA = (w: World) => ({ params: { slug: w.A.slug } });

/** Rows of the analytics module's routes, spread into TABLE (organization O's slug by default). */
export const ANALYTICS_ROWS: Record<string, Row> = {
  'GET /api/v1/individual/analytics': { expect: INDIVIDUAL, call: () => ({ query: '?interval=day' }) },
  'GET /api/v1/organization/:slug/job/analytics': { expect: ORG },
  'GET /api/v1/analytics/total-profile-views': { expect: INDIVIDUAL },
  'GET /api/v1/analytics/services': { expect: INDIVIDUAL },
  'GET /api/v1/analytics/jobs': { expect: INDIVIDUAL },
  'GET /api/v1/analytics/documents': { expect: INDIVIDUAL },
  'GET /api/v1/analytics/:slug/total-profile-views': { expect: ORG },
  'GET /api/v1/analytics/:slug/services': { expect: A_OWN, call: ofA },
  'GET /api/v1/analytics/:slug/serviceGallery': { expect: ORG },
  'GET /api/v1/analytics/:slug/jobs': { expect: ORG },
  'GET /api/v1/analytics/:slug/advertisements': { expect: ORG },
};
