import type { TourView } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { iso } from '../../lib/pagination';

const t = schema.tourProgress;

export class TourService {
  constructor(private deps: AppDeps) {}

  async get(userId: number): Promise<TourView> {
    const [row] = await this.deps.db.select().from(t).where(eq(t.user_id, userId)).limit(1);
    return {
      status: (row?.status ?? 'not_started') as TourView['status'],
      current_page: row?.current_page ?? null,
      current_step: row?.current_step ?? 0,
      completed_pages: row?.completed_pages ?? [],
      updated_at: iso(row?.updated_at),
    };
  }

  async setStatus(userId: number, status: TourView['status']) {
    await this.deps.db
      .insert(t)
      .values({ user_id: userId, status })
      .onConflictDoUpdate({ target: t.user_id, set: { status, updated_at: sql`now()` } });
    return { message: 'Tour status updated.', data: await this.get(userId) };
  }

  async progress(userId: number, page: string, step: number, completed?: boolean) {
    const current = await this.get(userId);
    const pages =
      completed && !current.completed_pages.includes(page)
        ? [...current.completed_pages, page]
        : current.completed_pages;
    const status = current.status === 'not_started' ? 'in_progress' : current.status;
    await this.deps.db
      .insert(t)
      .values({ user_id: userId, status, current_page: page, current_step: step, completed_pages: pages })
      .onConflictDoUpdate({
        target: t.user_id,
        set: {
          status,
          current_page: page,
          current_step: step,
          completed_pages: pages,
          updated_at: sql`now()`,
        },
      });
    return { message: 'Tour progress saved.', data: await this.get(userId) };
  }
}
