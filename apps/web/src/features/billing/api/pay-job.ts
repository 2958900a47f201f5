import type { JobPaymentView } from '@hctl/contracts';
import { idempotent, post } from '../../../lib/api-client';

/**
 * POST /organization/{slug}/job/{job}/promote|flat-fee: pays with tokens first, then the card (one
 * Idempotency-Key per attempt).
 */
export const payJob = (v: {
  slug: string;
  job: string;
  kind: 'promote' | 'flat-fee';
  billingMethodId: number | null;
  useTokens: boolean;
}) =>
  post<JobPaymentView>(
    `/organization/${v.slug}/job/${v.job}/${v.kind}${v.kind === 'promote' ? `?slug=${v.slug}` : ''}`,
    { billing_method_id: v.billingMethodId, use_tokens: v.useTokens },
    idempotent(),
  );
