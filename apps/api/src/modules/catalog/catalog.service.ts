import {
  type AppConfigView,
  type CATEGORY_MODES,
  type CategoryListingView,
  type CategoryView,
  SPECIALTIES,
  type SpecialtyView,
  type SubCategoryView,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { JobsService } from '../jobs/jobs.service';
import type { ServicesService } from '../services/services.service';
import { toCategory, toSubCategory } from './catalog.mapper';
import { catalogRepository as repo } from './catalog.repository';

// A fixed list: built once, every request gets the same array.
const specialties: SpecialtyView[] = SPECIALTIES.map((name, i) => ({ id: i + 1, name }));

/** The spec's fixed lists, the service taxonomy, a category page's listings and the public app settings. */
export class CatalogService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db'>,
    private readonly settings: { blogUrl: string | undefined; testPayments: boolean },
    private readonly jobs: Pick<JobsService, 'published'>,
    private readonly services: Pick<ServicesService, 'byCategory'>,
  ) {}

  specialties() {
    return specialties;
  }

  async categories(): Promise<CategoryView[]> {
    return (await repo.categories(this.deps.db)).map(toCategory);
  }

  /** `sub-categories/{id}`: a category's sub-categories, by its numeric id or page slug. */
  async subCategories(key: string): Promise<SubCategoryView[]> {
    const rows = await repo.subCategories(this.deps.db, key);
    if (!rows) throw notFound('Category not found.');
    return rows.map(toSubCategory);
  }

  /**
   * A category page (`category/{id}/{mode}`, id = page slug or numeric id): its open jobs when it is
   * a job category, and its latest service posts and requests, one page of each.
   */
  async category(
    key: string,
    mode: (typeof CATEGORY_MODES)[number],
    page: number,
    perPage: number,
  ): Promise<CategoryListingView> {
    const row = await repo.category(this.deps.db, key);
    if (!row) throw notFound('Category not found.');
    const wants = (m: (typeof CATEGORY_MODES)[number]) => mode === 'all' || mode === m;
    const [jobs, servicePost, serviceRequest] = await Promise.all([
      wants('jobs') && row.job_category
        ? this.jobs.published({ category: row.job_category }, page, perPage)
        : [],
      wants('services') ? this.services.byCategory(row.id, 'post', page, perPage) : [],
      wants('service-requests') ? this.services.byCategory(row.id, 'request', page, perPage) : [],
    ]);
    return { jobs, servicePost, serviceRequest, category: toCategory(row) };
  }

  appConfig(): AppConfigView {
    return { blog_url: this.settings.blogUrl ?? null, test_payments: this.settings.testPayments };
  }
}
