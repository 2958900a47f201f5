import type { TestPaymentMethodView } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST /billing/test-gateway/payment-methods: the offline test gateway's stand-in for Stripe.js. */
export const tokenizeTestCard = (card: {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}) => post<TestPaymentMethodView>('/billing/test-gateway/payment-methods', card);
