import type {
  BillingMethodView,
  PaymentView,
  PayoutView,
  RewardHistoryItem,
  WalletHistoryItem,
} from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import type { BillingMethodRow, PaymentRow } from './billing.repository';
import type { LedgerHistoryRow } from './ledger.repository';
import type { PayoutRow } from './wallet.repository';

export const cardLabel = (brand: string, last4: string) =>
  `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${last4}`;

export const toBillingMethod = (r: BillingMethodRow): BillingMethodView => ({
  id: r.id,
  payment_method_id: r.gateway_method_id.startsWith('pm_test_') ? `pm_test_…${r.last4}` : r.gateway_method_id,
  brand: r.brand,
  last4: r.last4,
  exp_month: r.exp_month,
  exp_year: r.exp_year,
  primary: r.is_primary,
  created_at: iso(r.created_at)!,
});

export const toPayment = (r: {
  payment: PaymentRow;
  brand: string | null;
  last4: string | null;
}): PaymentView => ({
  id: r.payment.id,
  amount: r.payment.amount_cents / 100,
  currency: r.payment.currency,
  purpose: r.payment.purpose,
  description: r.payment.description,
  status: r.payment.status,
  failure_message: r.payment.failure_message,
  card: r.brand && r.last4 ? cardLabel(r.brand, r.last4) : null,
  transaction_id: r.payment.gateway_payment_id,
  created_at: iso(r.payment.created_at)!,
});

export const toPayout = (r: PayoutRow): PayoutView => ({
  id: r.id,
  tokens: r.tokens,
  amount: r.amount_cents / 100,
  status: r.status,
  failure_message: r.failure_message,
  created_at: iso(r.created_at)!,
});

/**
 * A release is income only when an offer's escrow pays its provider for the work: the movement keyed
 * `escrow-release:offer:{id}` (quotations/escrow.ts). The other releases give a payer's own tokens
 * back: a purchase that failed, an offer paid after it closed, a dispute refunded to the buyer.
 */
const isEarning = (r: Pick<LedgerHistoryRow, 'kind' | 'key'>) =>
  r.kind === 'release' && r.key.startsWith('escrow-release:');

export const toWalletItem = (r: LedgerHistoryRow): WalletHistoryItem => ({
  id: r.id,
  kind: r.kind,
  description: r.description,
  tokens: r.tokens,
  earned: isEarning(r),
  created_at: iso(r.created_at)!,
});

export const rewardOf = (r: Pick<LedgerHistoryRow, 'reference'>) =>
  (r.reference as { reward?: string }).reward;

export const toRewardItem = (r: LedgerHistoryRow): RewardHistoryItem => ({
  id: r.id,
  reward: String(rewardOf(r) ?? ''),
  description: r.description,
  tokens: r.tokens,
  created_at: iso(r.created_at)!,
});
