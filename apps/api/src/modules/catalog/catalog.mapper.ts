import type { CategoryView, SubCategoryView } from '@hctl/contracts';
import type { CategoryRow, SubCategoryRow } from './catalog.repository';

/** A category as its page names it: `id` is the page slug, `category_id` what services refer to. */
export const toCategory = (c: CategoryRow): CategoryView => ({
  id: c.slug,
  category_id: c.id,
  title: c.name,
  description: c.description,
  job_category: c.job_category,
  requires_license: c.requires_license,
  license_types: c.license_types,
});

export const toSubCategory = (s: SubCategoryRow): SubCategoryView => ({
  id: s.id,
  category_id: s.category_id,
  slug: s.slug,
  name: s.name,
});
