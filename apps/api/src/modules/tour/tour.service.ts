import type { TourView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { toTourView } from './tour.mapper';
import { tourRepository as repo } from './tour.repository';

/** The guided tour's progress, one row per user. */
export class TourService {
  constructor(private deps: AppDeps) {}

  async get(userId: number): Promise<TourView> {
    return toTourView(await repo.byUser(this.deps.db, userId));
  }

  async setStatus(userId: number, status: TourView['status']) {
    await repo.upsert(this.deps.db, userId, { status });
    return { message: 'Tour status updated.', data: await this.get(userId) };
  }

  async progress(userId: number, page: string, step: number, completed?: boolean) {
    const current = await this.get(userId);
    const pages =
      completed && !current.completed_pages.includes(page)
        ? [...current.completed_pages, page]
        : current.completed_pages;
    const status = current.status === 'not_started' ? 'in_progress' : current.status;
    await repo.upsert(this.deps.db, userId, {
      status,
      current_page: page,
      current_step: step,
      completed_pages: pages,
    });
    return { message: 'Tour progress saved.', data: await this.get(userId) };
  }
}
