import type {
  BillingMethodView,
  PaymentQuote,
  PaymentView,
  PayoutView,
  PlanView,
  WalletHistoryItem,
} from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { del, get, post, put } from '../../../lib/api-client';

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
const q = (slug?: string | null) => (slug ? `?slug=${encodeURIComponent(slug)}` : '');

export const billingConfigQuery = () =>
  queryOptions({
    queryKey: ['billing', 'config'],
    queryFn: async () =>
      (
        await get<{ gateway: 'test' | 'stripe'; publishable_key: string | null; token_value: number }>(
          '/billing/config',
        )
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const billingMethodsQuery = (slug?: string | null) =>
  queryOptions({
    queryKey: ['billing', 'methods', slug ?? null],
    queryFn: async () => (await get<BillingMethodView[]>(`/billing-method${q(slug)}`)).data,
  });

export const billingHistoryQuery = (slug: string | null | undefined, page: number) =>
  queryOptions({
    queryKey: ['billing', 'history', slug ?? null, page],
    queryFn: async () =>
      (await get<Page<PaymentView>>(`/billing-method/history?page=${page}${slug ? `&slug=${slug}` : ''}`))
        .data,
  });

export interface WalletData extends Page<WalletHistoryItem> {
  total_tokens: number;
  token_value: number;
  payout_value: number;
  payout_minimum: number;
}
export const walletQuery = (slug: string | null | undefined, page: number) =>
  queryOptions({
    queryKey: ['wallet', slug ?? null, page],
    queryFn: async () =>
      (await get<WalletData>(`/token-wallet?page=${page}${slug ? `&slug=${slug}` : ''}`)).data,
  });

export interface RewardListing {
  referral_code: string | null;
  referral_link: string | null;
  rewards: { key: string; title: string; description: string; tokens: number; earned: number }[];
}
export const rewardListingQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'rewards'],
    queryFn: async () => (await get<RewardListing>('/individual/reward/listing')).data,
  });

export const payoutHistoryQuery = (role: 'individual' | 'organization', slug: string, page: number) =>
  queryOptions({
    queryKey: ['wallet', 'payouts', role, slug, page],
    queryFn: async () => (await get<Page<PayoutView>>(`/${role}/${slug}/payout-history?page=${page}`)).data,
  });

export interface Checkout {
  plan: PlanView;
  current_plan: PlanView | null;
  is_current: boolean;
  amount_due: number;
  renews_at: string | null;
  billing_methods: BillingMethodView[];
  requires_billing_method: boolean;
}
export const checkoutQuery = (plan: string, slug?: string | null) =>
  queryOptions({
    queryKey: ['billing', 'checkout', plan, slug ?? null],
    queryFn: async () => (await get<Checkout>(`/subscription/subscription_plans/${plan}${q(slug)}`)).data,
  });

export const paymentQuoteQuery = (
  slug: string,
  job: string,
  kind: 'promote' | 'flat-fee',
  useTokens: boolean,
) =>
  queryOptions({
    queryKey: ['billing', 'quote', slug, job, kind, useTokens],
    queryFn: async () =>
      (
        await get<PaymentQuote>(
          `/organization/${slug}/job/${job}/payment-quote?kind=${kind}&use_tokens=${useTokens}`,
        )
      ).data,
  });

export const billingApi = {
  tokenizeTestCard: (card: { number: string; exp_month: number; exp_year: number; cvc: string }) =>
    post<{ payment_method_id: string }>('/billing/test-gateway/payment-methods', card),
  add: (paymentMethodId: string, slug?: string | null, makePrimary = false) =>
    post<BillingMethodView>(`/billing-method${q(slug)}`, {
      payment_method_id: paymentMethodId,
      make_primary: makePrimary,
    }),
  primary: (id: number, slug?: string | null) =>
    put<BillingMethodView>(`/billing-method/${id}/primary${q(slug)}`),
  remove: (id: number, slug?: string | null) => del<null>(`/billing-method/${id}${q(slug)}`),
  changePlan: (planId: number, billingMethodId: number | null, slug?: string | null) =>
    post<PlanView>(`/subscription/subscription_plans/${planId}/change`, {
      billing_method_id: billingMethodId,
      slug: slug ?? null,
    }),
  topUp: (tokens: number, billingMethodId: number, slug?: string | null) =>
    post<{ total_tokens: number }>('/token-wallet/top-up', {
      tokens,
      billing_method_id: billingMethodId,
      slug: slug ?? null,
    }),
  connect: (role: 'individual' | 'organization', slug: string) =>
    get<{ verified: boolean; status: string; onboarding_url: string | null }>(
      `/${role}/${slug}/connect-accounnt-verify`,
    ),
  payout: (role: 'individual' | 'organization', slug: string, tokens: number) =>
    post<{ total_tokens: number }>(`/${role}/${slug}/payout`, { token_use: tokens }),
  payJob: (
    slug: string,
    job: string,
    kind: 'promote' | 'flat-fee',
    billingMethodId: number | null,
    useTokens: boolean,
  ) =>
    post<{ used_tokens: number; charged_amount: number; remaining_tokens: number; remaining_amount: number }>(
      `/organization/${slug}/job/${job}/${kind}${kind === 'promote' ? `?slug=${slug}` : ''}`,
      { billing_method_id: billingMethodId, use_tokens: useTokens },
    ),
};
