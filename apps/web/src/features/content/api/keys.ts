export const contentKeys = {
  featuredJobs: ['feature-jobs'] as const,
  category: (id: string) => ['category', id] as const,
};
