export const contentKeys = {
  featuredJobs: ['feature-jobs'] as const,
  featuredServices: ['feature-services', 'home'] as const,
  category: (id: string, mode: string, page: number, perPage: number) =>
    ['category', id, mode, page, perPage] as const,
};
