import { A_ONLY, INDIVIDUAL, ORG } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

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
  'GET /api/v1/analytics/:slug/services': { expect: A_ONLY, call: ofA },
  'GET /api/v1/analytics/:slug/serviceGallery': { expect: ORG },
  'GET /api/v1/analytics/:slug/jobs': { expect: ORG },
  'GET /api/v1/analytics/:slug/advertisements': { expect: ORG },
};
