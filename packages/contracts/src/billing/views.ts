import { z } from 'zod';
import { planView } from '../auth/session';
import { REWARDS } from '../common/constants';
import { paginated } from '../common/envelope';

export const PAYMENT_PURPOSES = [
  'subscription',
  'renewal',
  'job_promotion',
  'job_flat_fee',
  'service_promotion',
  'gallery_promotion',
  'ad_promotion',
  'quotation_offer',
  'token_top_up',
] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const LEDGER_KINDS = [
  'reward',
  'spend',
  'hold',
  'release',
  'capture',
  'payout',
  'payout_return',
  'top_up',
] as const;
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

/** A saved card; test-gateway tokens are shortened, the card number itself is never kept. */
export const billingMethodView = z.object({
  id: z.number(),
  payment_method_id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  primary: z.boolean(),
  created_at: z.string(),
});
export type BillingMethodView = z.infer<typeof billingMethodView>;

/** One line of the billing history (amounts in dollars). */
export const paymentView = z.object({
  id: z.number(),
  amount: z.number(),
  currency: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  failure_message: z.string().nullable(),
  /** "Visa •••• 4242", or null when the card is gone. */
  card: z.string().nullable(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** Which gateway the web app collects cards for (Stripe Elements or the test card form). */
export const billingConfigView = z.object({
  gateway: z.enum(['test', 'stripe']),
  publishable_key: z.string().nullable(),
  token_value: z.number(),
});
export type BillingConfigView = z.infer<typeof billingConfigView>;

/** The test gateway's answer to card details: what Stripe.js would hand the browser. */
export const testPaymentMethodView = z.object({ payment_method_id: z.string() });

/** What a purchase costs, tokens first (dollars and token counts). */
export const paymentQuoteView = z.object({
  price: z.number(),
  token_value: z.number(),
  token_balance: z.number(),
  used_tokens: z.number(),
  remaining_tokens: z.number(),
  remaining_amount: z.number(),
});
export type PaymentQuote = z.infer<typeof paymentQuoteView>;

/**
 * What a paid purchase took, tokens first then the card, and the wallet after: the fields of every
 * answer to a payment (promotions, accepted offers). Spread it into the answer's object.
 */
export const purchasePaidShape = {
  purchase_id: z.number(),
  used_tokens: z.number(),
  charged_amount: z.number(),
  remaining_tokens: z.number(),
  remaining_amount: z.number(),
  token_balance: z.number(),
};

/** A plan as offered to one organization: `is_current` marks the one it is on. */
export const organizationPlanView = planView.extend({ is_current: z.boolean() });
/** A plan by id or slug, or every plan when the path names an audience. */
export const organizationPlansView = z.union([z.array(organizationPlanView), organizationPlanView]);

/** What moving to a plan involves for the payer (the checkout page). */
export const planCheckoutView = z.object({
  plan: planView,
  current_plan: planView.nullable(),
  is_current: z.boolean(),
  amount_due: z.number(),
  renews_at: z.string().nullable(),
  billing_methods: z.array(billingMethodView),
  requires_billing_method: z.boolean(),
  /**
   * What the change charges now, in cents: an upgrade's price less the credit for the unused part
   * of the current paid period; 0 for a downgrade, which waits for the period's end.
   */
  charge_now_cents: z.number().optional(),
  /** The credit for the unused part of the current paid plan (upgrades only), in cents. */
  credit_cents: z.number().optional(),
  /** When the plan takes over: now for an upgrade, the current period's end for a downgrade. */
  starts_at: z.string().optional(),
});
export type PlanCheckoutView = z.infer<typeof planCheckoutView>;

/** The plan the payer has just moved to, with the subscription that holds it. */
export const planChangeView = planView.extend({
  start_date: z.string(),
  ends_at: z.string().nullable(),
  billing_method_id: z.number().nullable(),
  transaction_id: z.string().nullable(),
  billing_method: billingMethodView.nullable(),
  /** True when the change waits for the current period's end (a downgrade); `start_date` is then. */
  scheduled: z.boolean().optional(),
  /** What was charged now, in cents (0 for a downgrade or when the credit covered the price). */
  charged_cents: z.number().optional(),
  /** The credit for the unused part of the plan left, in cents. */
  credit_cents: z.number().optional(),
});
export type PlanChangeView = z.infer<typeof planChangeView>;

export const walletHistoryItem = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  /** Positive in, negative out. */
  tokens: z.number(),
  /**
   * Income for work done: a quotation offer's payment released to its provider (kind `release`).
   * False for every other movement, among them the releases that give a payer's own tokens back
   * (a declined card, an offer no longer open when its payment arrived, a dispute refunded).
   */
  earned: z.boolean(),
  created_at: z.string(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItem>;

/** The token wallet: balance, what a token is worth, and a page of movements. */
export const walletView = z.object({
  total_tokens: z.number(),
  token_value: z.number(),
  payout_value: z.number(),
  payout_minimum: z.number(),
  ...paginated(walletHistoryItem).shape,
});
export type WalletView = z.infer<typeof walletView>;

export const topUpView = z.object({ total_tokens: z.number(), payment_id: z.number() });
export type TopUpView = z.infer<typeof topUpView>;

export const payoutView = z.object({
  id: z.number(),
  tokens: z.number(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type PayoutView = z.infer<typeof payoutView>;

export const payoutResultView = z.object({ payout: payoutView, total_tokens: z.number() });
export type PayoutResultView = z.infer<typeof payoutResultView>;

/** Whether the payout account can receive money; if not, where to finish onboarding. */
export const payoutAccountView = z.object({
  verified: z.boolean(),
  status: z.enum(['pending', 'verified']),
  onboarding_url: z.string().nullable(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountView>;

export const rewardCountView = z.object({
  rewards_count: z.number(),
  total_tokens: z.number(),
  /** How many rewards were granted (not tokens). */
  rewards_earned: z.number(),
});
export type RewardCountView = z.infer<typeof rewardCountView>;

export const rewardHistoryItem = z.object({
  id: z.number(),
  /** The reward's key ('' for a grant without one). */
  reward: z.string(),
  description: z.string(),
  tokens: z.number(),
  created_at: z.string(),
});
export type RewardHistoryItem = z.infer<typeof rewardHistoryItem>;

const rewardKey = z.enum(REWARDS.map((r) => r.key) as [RewardKeyOf, ...RewardKeyOf[]]);
type RewardKeyOf = (typeof REWARDS)[number]['key'];

/** Every reward with how often the caller earned it, and their referral link. */
export const rewardListingView = z.object({
  referral_code: z.string().nullable(),
  referral_link: z.string().nullable(),
  rewards: z.array(
    z.object({
      key: rewardKey,
      title: z.string(),
      description: z.string(),
      tokens: z.number(),
      earned: z.number(),
    }),
  ),
});
export type RewardListingView = z.infer<typeof rewardListingView>;

export const webhookReceiptView = z.object({ received: z.literal(true), duplicate: z.boolean() });

export type TestPaymentMethodView = z.infer<typeof testPaymentMethodView>;
