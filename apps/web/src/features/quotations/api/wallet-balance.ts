import type { PaymentQuote, WalletView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { billingKeys } from '../../../components/billing/api/keys';
import { get } from '../../../lib/api-client';

/**
 * GET /token-wallet (first page): the payer's token balance and what a token is worth. Kept under
 * the wallets key, so a top-up in the payment dialog refreshes it.
 */
export const walletBalanceQuery = (slug: string | null) =>
  queryOptions({
    queryKey: [...billingKeys.wallets, 'quotation-balance', slug] as const,
    queryFn: async () =>
      (await get<WalletView>(`/token-wallet?page=1${slug ? `&slug=${encodeURIComponent(slug)}` : ''}`)).data,
  });

/**
 * What accepting an offer will take, as accept-offer computes it: whole tokens first (up to the
 * balance), the card for the rest. A preview for the review step; the server's answer is the truth.
 */
export function offerQuote(
  price: number,
  wallet: Pick<WalletView, 'total_tokens' | 'token_value'>,
  useTokens = true,
) {
  const priceCents = Math.round(price * 100);
  const tokenCents = Math.round(wallet.token_value * 100);
  const needed = tokenCents > 0 ? Math.ceil(priceCents / tokenCents) : 0;
  const used = useTokens ? Math.min(wallet.total_tokens, needed) : 0;
  const remainingCents = Math.max(0, priceCents - used * tokenCents);
  const quote: PaymentQuote = {
    price,
    token_value: wallet.token_value,
    token_balance: wallet.total_tokens,
    used_tokens: used,
    remaining_tokens: wallet.total_tokens - used,
    remaining_amount: remainingCents / 100,
  };
  return quote;
}
