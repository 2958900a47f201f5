import { billingKeys as shared } from '../../../components/billing/api/keys';

export const billingKeys = {
  ...shared,
  quotes: ['billing', 'quote'] as const,
  quote: (slug: string, job: string, kind: 'promote' | 'flat-fee', useTokens: boolean) =>
    ['billing', 'quote', slug, job, kind, useTokens] as const,
  wallet: (slug: string | null | undefined, page: number) => ['wallet', slug ?? null, page] as const,
  rewards: ['wallet', 'rewards'] as const,
  payouts: (role: 'individual' | 'organization', slug: string, page: number) =>
    ['wallet', 'payouts', role, slug, page] as const,
};
