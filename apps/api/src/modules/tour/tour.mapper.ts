import type { TourView } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import type { TourRow } from './tour.repository';

/** A user who never opened the tour has no row: they are at its start. */
export const toTourView = (row: TourRow | null): TourView => ({
  status: (row?.status ?? 'not_started') as TourView['status'],
  current_page: row?.current_page ?? null,
  current_step: row?.current_step ?? 0,
  completed_pages: row?.completed_pages ?? [],
  updated_at: iso(row?.updated_at),
});
