import {
  type AppConfigView,
  CATEGORIES,
  type CATEGORY_MODES,
  type CategoryListingView,
  type CategoryView,
  JOB_CATEGORIES,
  SPECIALTIES,
  type SpecialtyView,
} from '@hctl/contracts';
import { notFound } from '../../lib/errors';
import type { JobsService } from '../jobs/jobs.service';

// Fixed lists: built once, every request gets the same array.
const specialties: SpecialtyView[] = SPECIALTIES.map((name, i) => ({ id: i + 1, name }));
const categories: CategoryView[] = [...CATEGORIES];
/** A category page's id (`nursing-jobs`) names the job category its jobs carry (`nursing`). */
const jobCategoryOf = (id: string) => JOB_CATEGORIES.find((k) => `${k}-jobs` === id);

/** The spec's fixed lists (contracts constants), a category page's listings and the public app settings. */
export class CatalogService {
  constructor(
    private readonly settings: { blogUrl: string | undefined; testPayments: boolean },
    private readonly jobs: Pick<JobsService, 'published'>,
  ) {}

  specialties() {
    return specialties;
  }

  categories() {
    return categories;
  }

  async category(
    id: string,
    mode: (typeof CATEGORY_MODES)[number],
    page: number,
    perPage: number,
  ): Promise<CategoryListingView> {
    const category = jobCategoryOf(id);
    if (!category) throw notFound('Category not found.');
    const jobs =
      mode === 'all' || mode === 'jobs' ? await this.jobs.published({ category }, page, perPage) : [];
    // servicePost and serviceRequest stay empty until the services module exists (spec §7 lists them).
    return { jobs, servicePost: [], serviceRequest: [] };
  }

  appConfig(): AppConfigView {
    return { blog_url: this.settings.blogUrl ?? null, test_payments: this.settings.testPayments };
  }
}
