import type { Row } from './table';

// Columns as in table.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/** Anyone: only open jobs of live organizations are ever found (visibility tests in modules/search). */
const PUBLIC = 'ok ok ok ok ok ok ok ok ok';

/** S1: job search. `licensed_for_me` (401 visitors, 403 other account types) is tested beside it. */
export const SEARCH_JOBS_ROWS: Record<string, Row> = {
  'GET /api/v1/search-job': {
    expect: PUBLIC,
    call: () => ({ query: '?q=nurse&category=nursing&sort=newest' }),
  },
};
