/** Query keys of the network screens; a change invalidates `all` (lists on both tabs move together). */
export const networkKeys = {
  all: ['network'] as const,
  list: (kind: string, q: Record<string, unknown>) => ['network', kind, q] as const,
  recommendations: ['network', 'recommendations'] as const,
  recommendationList: (kind: string, q: Record<string, unknown>) =>
    ['network', 'recommendations', kind, q] as const,
};
