import { z } from 'zod';
import { purchasePaidShape } from '../billing/views';
import { quotationOfferView } from './views';

/** The most one offer may ask: a typo should not hold thousands. */
export const OFFER_MAX_AMOUNT = 1_000_000;
/** Days an offer stays open unless the provider says otherwise (spec: offers expire). */
export const OFFER_EXPIRY_DAYS = 7;
/** Hours a temporarily accepted offer waits for its payment. */
export const OFFER_PAY_BY_HOURS = 48;
/** Days after "marked completed" when held money goes to the provider without the buyer's answer. */
export const AUTO_ACCEPT_DAYS = 3;

/** Forms send 1/0 or "true"/"false"; JSON sends booleans. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * A day that exists on the calendar. Date.parse rolls a day past the month's end over (2027-02-30
 * becomes March 2), so the parsed day must read back as the text it came from.
 */
const isCalendarDay = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

/**
 * send-offer/{id} ({id}: the quotation). `amount` in dollars, whole cents (the API also asks for
 * whole HCTL tokens, as the offer is held in tokens); `delivery_date` a day, not in the past.
 */
export const sendOfferBody = z.object({
  amount: z.coerce
    .number({ message: 'Enter the amount.' })
    .positive('Enter an amount above 0.')
    .max(OFFER_MAX_AMOUNT, `An offer may not be above $${OFFER_MAX_AMOUNT.toLocaleString('en-US')}.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use whole cents.'),
  description: z
    .string()
    .trim()
    .min(1, 'Describe what the offer includes.')
    .max(5000, 'A description may not be longer than 5,000 characters.'),
  delivery_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-31.')
    .refine(isCalendarDay, 'Use a real date (YYYY-MM-DD).'),
  expires_in_days: z.coerce.number().int().min(1, 'At least 1 day.').max(30, 'At most 30 days.').optional(),
});
export type SendOfferBody = z.input<typeof sendOfferBody>;

/** accept-offer/{id}: pay now, tokens first (unless `use_tokens` is false), then this card or the primary one. */
export const acceptOfferBody = z.object({
  billing_method_id: z.coerce.number().int().positive().nullish(),
  use_tokens: flag.default(true),
});
export type AcceptOfferBody = z.input<typeof acceptOfferBody>;

/** accept-reject-completed-service/{id}: the buyer's answer to "marked completed"; a rejection says why. */
export const completedServiceBody = z
  .object({
    status: z.enum(['accepted', 'rejected'], { message: 'Choose accepted or rejected.' }),
    reason: z.string().trim().max(2000, 'At most 2,000 characters.').optional(),
  })
  .superRefine((v, c) => {
    if (v.status === 'rejected' && !v.reason)
      c.addIssue({ code: 'custom', path: ['reason'], message: 'Say what is wrong with the service.' });
  });
export type CompletedServiceBody = z.input<typeof completedServiceBody>;

/** What a payment took (accept-offer): tokens, the card, and the wallet after. */
export const offerPaymentView = z.object({
  ...purchasePaidShape,
  /** Tokens now held for the offer until the buyer accepts the completed service. */
  held_tokens: z.number(),
});
export type OfferPaymentView = z.infer<typeof offerPaymentView>;

/** Every offer route's answer: the offer after the move, and the payment when one was made. */
export const offerAnswerView = z.object({
  offer: quotationOfferView,
  payment: offerPaymentView.nullable(),
  /** Tokens released to the provider by this move (accepting the completed service). */
  released_tokens: z.number(),
});
export type OfferAnswerView = z.infer<typeof offerAnswerView>;
