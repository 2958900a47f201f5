import type { QuotationDisputeResolutionView, ResolveQuotationDisputeBody } from '@hctl/contracts';
import { idempotent, post } from '../../../lib/api-client';

/** GET: the open disputes of quotation offers (an admin list: AdminListScreen reads it by its path). */
export const QUOTATION_DISPUTES_PATH = '/admin/quotation-disputes';

/**
 * POST /admin/quotation-disputes/{offer}/resolve: release (pay the provider) or refund (the buyer),
 * with the reason both sides read. One Idempotency-Key per click: a retried request decides once.
 */
export const resolveQuotationDispute = ({
  offerId,
  ...body
}: ResolveQuotationDisputeBody & { offerId: number }) =>
  post<QuotationDisputeResolutionView>(`${QUOTATION_DISPUTES_PATH}/${offerId}/resolve`, body, idempotent());
