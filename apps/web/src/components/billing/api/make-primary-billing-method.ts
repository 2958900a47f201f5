import type { BillingMethodView } from '@hctl/contracts';
import { put } from '../../../lib/api-client';
import { ownerQuery } from './owner';

/** PUT /billing-method/{id}/primary[?slug]. */
export const makePrimaryBillingMethod = (v: { id: number; slug?: string | null }) =>
  put<BillingMethodView>(`/billing-method/${v.id}/primary${ownerQuery(v.slug)}`);
