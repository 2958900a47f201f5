import type { TopUpView } from '@hctl/contracts';
import { idempotent, post } from '../../../lib/api-client';

/** POST /token-wallet/top-up: buys tokens with a saved card (one Idempotency-Key per attempt). */
export const topUp = (v: { tokens: number; billingMethodId: number; slug?: string | null }) =>
  post<TopUpView>(
    '/token-wallet/top-up',
    {
      tokens: v.tokens,
      billing_method_id: v.billingMethodId,
      slug: v.slug ?? null,
    },
    idempotent(),
  );
