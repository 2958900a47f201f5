import type { TourView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get, post } from '../../lib/api-client';

export const tourKeys = { status: ['tour'] as const };

/** GET /tour-guide: where the signed-in account is in the guided tour. */
export const fetchTour = async () => (await get<TourView>('/tour-guide')).data;
export const tourQuery = () => queryOptions({ queryKey: tourKeys.status, queryFn: fetchTour });

/** POST /tour-guide/update: start, skip or complete the tour. */
export const updateTourStatus = (status: TourView['status']) =>
  post<TourView>('/tour-guide/update', { status });

/** POST /tour-guide/tour-progress: the step reached on a page. */
export const saveTourProgress = (b: { page: string; step: number; completed?: boolean }) =>
  post<TourView>('/tour-guide/tour-progress', b);
