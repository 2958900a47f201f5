import type { WalletView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /token-wallet: the balance, what tokens are worth, and one page of token movements. */
export const fetchWallet = async (slug: string | null | undefined, page: number) =>
  (await get<WalletView>(`/token-wallet?page=${page}${slug ? `&slug=${slug}` : ''}`)).data;

export const walletQuery = (slug: string | null | undefined, page: number) =>
  queryOptions({ queryKey: billingKeys.wallet(slug, page), queryFn: () => fetchWallet(slug, page) });
