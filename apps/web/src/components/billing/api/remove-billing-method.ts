import { del } from '../../../lib/api-client';
import { ownerQuery } from './owner';

/** DELETE /billing-method/{id}[?slug]. */
export const removeBillingMethod = (v: { id: number; slug?: string | null }) =>
  del<null>(`/billing-method/${v.id}${ownerQuery(v.slug)}`);
