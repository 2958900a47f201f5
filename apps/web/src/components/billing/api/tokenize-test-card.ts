import type { testPaymentMethodView } from '@hctl/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';

/** POST /billing/test-gateway/payment-methods: the offline test gateway's stand-in for Stripe.js. */
export const tokenizeTestCard = (card: {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}) => post<z.infer<typeof testPaymentMethodView>>('/billing/test-gateway/payment-methods', card);
