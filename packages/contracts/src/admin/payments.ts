import { z } from 'zod';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, paymentView } from '../billing/views';
import { day, inOrder, listQuery } from './list-query';

/** admin/receive-payment: card payments received (succeeded by default), newest first. */
export const adminPaymentsQuery = listQuery
  .extend({
    status: z
      .enum(PAYMENT_STATUSES, { message: 'Choose pending, succeeded, failed or refunded.' })
      .default('succeeded'),
    purpose: z.enum(PAYMENT_PURPOSES, { message: 'Choose a payment purpose.' }).optional(),
  })
  .superRefine(inOrder);
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuery>;

/** A line of the billing history (`paymentView`), with the gateway and who paid. */
export const adminPaymentView = paymentView
  .pick({ id: true, amount: true, currency: true, purpose: true, description: true, status: true })
  .extend({
    gateway: z.string(),
    payer: z.object({
      type: z.enum(['individual', 'organization']),
      name: z.string(),
      email: z.string().nullable(),
      slug: z.string().nullable(),
    }),
    created_at: z.string(),
  });
export type AdminPaymentView = z.infer<typeof adminPaymentView>;

/** admin/payment-summary: money in over a range (default: this month so far), from the payments table. */
export const adminPaymentSummaryQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine(inOrder);
export type AdminPaymentSummaryQuery = z.output<typeof adminPaymentSummaryQuery>;

/**
 * HCTL's money in over the range. Quotation offer payments (purpose `quotation_offer`) are not HCTL's:
 * they are held in escrow and paid to the provider, so `received`, `payments`, `refunded`, `by_purpose`
 * and `daily` leave them out and `held_for_quotations` shows them apart. `failed` counts every
 * declined card payment.
 */
export const adminPaymentSummaryView = z.object({
  from: z.string(),
  to: z.string(),
  /** Revenue: succeeded payments, quotation offer payments excepted (dollars). */
  received: z.number(),
  payments: z.number(),
  failed: z.number(),
  refunded: z.number(),
  /** Succeeded quotation offer payments: held for the providers, not revenue (dollars). */
  held_for_quotations: z.number(),
  by_purpose: z.array(
    z.object({ purpose: z.enum(PAYMENT_PURPOSES), amount: z.number(), payments: z.number() }),
  ),
  /** Received per UTC day of the range, zero-filled (the trend chart). */
  daily: z.array(z.object({ day: z.string(), amount: z.number() })),
  /** Tokens spent on purchases in the range (the ledger's revenue account), not dollars. */
  tokens_spent: z.number(),
});
export type AdminPaymentSummaryView = z.infer<typeof adminPaymentSummaryView>;
