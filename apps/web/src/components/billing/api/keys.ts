/** Billing query keys shared by the billing components and the billing feature (which adds its own). */
export const billingKeys = {
  all: ['billing'] as const,
  config: ['billing', 'config'] as const,
  methods: (slug?: string | null) => ['billing', 'methods', slug ?? null] as const,
  history: (slug: string | null | undefined, page: number) =>
    ['billing', 'history', slug ?? null, page] as const,
  /** Wallets, rewards and payouts (the top-up dialog refreshes them). */
  wallets: ['wallet'] as const,
  checkout: (plan: string, slug?: string | null) => ['billing', 'checkout', plan, slug ?? null] as const,
};
