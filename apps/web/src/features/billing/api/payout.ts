import type { PayoutResultView } from '@hctl/contracts';
import { idempotent, post } from '../../../lib/api-client';

/** POST /{role}/{slug}/payout: cashes tokens out to the payout account (one Idempotency-Key per attempt). */
export const payout = (v: { role: 'individual' | 'organization'; slug: string; tokens: number }) =>
  post<PayoutResultView>(`/${v.role}/${v.slug}/payout`, { token_use: v.tokens }, idempotent());
