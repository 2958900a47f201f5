import type { BillingMethodView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';
import { ownerQuery } from './owner';

/** POST /billing-method[?slug]: saves a card from its gateway payment method id. */
export const addBillingMethod = (v: {
  paymentMethodId: string;
  slug?: string | null;
  makePrimary?: boolean;
}) =>
  post<BillingMethodView>(`/billing-method${ownerQuery(v.slug)}`, {
    payment_method_id: v.paymentMethodId,
    make_primary: v.makePrimary ?? false,
  });
