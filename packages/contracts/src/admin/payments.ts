import { z } from 'zod';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../billing/views';

const day = z.iso.date({ message: 'Use a date like 2026-01-31.' });

/** admin/receive-payment: card payments received (succeeded by default), newest first. */
export const adminPaymentsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(5),
    status: z
      .enum(PAYMENT_STATUSES, { message: 'Choose pending, succeeded, failed or refunded.' })
      .default('succeeded'),
    purpose: z.enum(PAYMENT_PURPOSES, { message: 'Choose a payment purpose.' }).optional(),
    search: z.string().trim().max(120).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date.',
      });
  });
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuery>;

export const adminPaymentView = z.object({
  id: z.number(),
  amount: z.number(),
  currency: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
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
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date.',
      });
  });
export type AdminPaymentSummaryQuery = z.output<typeof adminPaymentSummaryQuery>;

export const adminPaymentSummaryView = z.object({
  from: z.string(),
  to: z.string(),
  received: z.number(),
  payments: z.number(),
  failed: z.number(),
  refunded: z.number(),
  by_purpose: z.array(
    z.object({ purpose: z.enum(PAYMENT_PURPOSES), amount: z.number(), payments: z.number() }),
  ),
  /** Received per UTC day of the range, zero-filled (the trend chart). */
  daily: z.array(z.object({ day: z.string(), amount: z.number() })),
  /** Tokens spent on purchases in the range (the ledger's revenue account), not dollars. */
  tokens_spent: z.number(),
});
export type AdminPaymentSummaryView = z.infer<typeof adminPaymentSummaryView>;
