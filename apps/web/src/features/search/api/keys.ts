/** Query keys of the search screens; each search is keyed by its whole query string. */
export const searchKeys = {
  all: ['search'] as const,
  /** GET search: the tab counts and the `all` tab's top hits, by words and viewer. */
  overview: (qs: string) => ['search', 'overview', qs] as const,
  /** One kind's page of results (GET search-job, search-service, …). */
  kind: (path: string, qs: string) => ['search', 'kind', path, qs] as const,
  saved: ['search', 'saved'] as const,
};
