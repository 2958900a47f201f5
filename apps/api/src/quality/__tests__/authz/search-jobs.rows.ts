import { PUBLIC } from './outcomes';
import type { Row } from './table';

/**
 * S1: job search, open to anyone: only open jobs of live organizations are ever found (visibility
 * tests in modules/search). `licensed_for_me` (401 visitors, 403 other account types) is tested
 * beside it.
 */
export const SEARCH_JOBS_ROWS: Record<string, Row> = {
  'GET /api/v1/search-job': {
    expect: PUBLIC,
    call: () => ({ query: '?q=nurse&category=nursing&sort=newest' }),
  },
};
