import { z } from 'zod';
import { pageNumber } from '../common/envelope';

const slug = z.string().trim().min(1).max(140);
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** `?slug=` selects an organization's billing; without it the caller's own. */
export const ownerQuery = z.object({ slug: slug.optional() });

export const addBillingMethodBody = z.object({
  /** The gateway's payment method id (Stripe `pm_…`, or the test gateway's token). */
  payment_method_id: z
    .string({ message: 'Add a card to continue.' })
    .trim()
    .min(3, 'Add a card to continue.')
    .max(200, 'The card reference is not valid.'),
  make_primary: z.boolean().optional(),
});
export const billingMethodParams = z.object({ id });

/** Local test gateway only: turns test card details into a payment method id, like Stripe.js does. */
export const testCardBody = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a valid card number.')),
  exp_month: z.coerce.number().int().min(1, 'Enter a valid month.').max(12, 'Enter a valid month.'),
  exp_year: z.coerce.number().int().min(2000, 'Enter a valid year.').max(2100, 'Enter a valid year.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
});

export const planParam = z.object({ plan: z.string().trim().min(1).max(80) });
export const orgPlanParams = z.object({ slug, plan: z.string().trim().min(1).max(80) });
export const changePlanParams = z.object({ id: z.string().trim().min(1).max(80) });
export const changePlanBody = z.object({
  /** Null for the Basic Plan (spec §4); required for a paid plan. */
  billing_method_id: id.nullable().optional(),
  slug: slug.nullable().optional(),
});

export const walletQuery = z.object({
  page: pageNumber,
  slug: slug.optional(),
});
export const rewardCountQuery = z.object({ org_slug: slug.optional() });
export const roleSlugParams = z.object({ role: z.enum(['individual', 'organization']), slug });
export const payoutBody = z.object({
  token_use: z.coerce
    .number({ message: 'Enter how many tokens to pay out.' })
    .int('Enter a whole number of tokens.')
    .positive('Enter how many tokens to pay out.')
    .max(10_000_000, 'That is more tokens than a payout can hold.'),
});
/** How many tokens one top-up buys, at least and at most (the wallet's "Buy tokens" field checks the same). */
export const TOP_UP_TOKENS = { min: 10, max: 100_000 } as const;
export const topUpBody = z.object({
  tokens: z.coerce
    .number({ message: 'Enter how many tokens to buy.' })
    .int('Enter a whole number of tokens.')
    .min(TOP_UP_TOKENS.min, `Buy at least ${TOP_UP_TOKENS.min} tokens.`)
    .max(TOP_UP_TOKENS.max, `Buy at most ${TOP_UP_TOKENS.max.toLocaleString('en-US')} tokens.`),
  billing_method_id: id,
  slug: slug.nullable().optional(),
});

/** Pay for a promotion or a flat-fee publication: tokens first, then the card for the rest. */
export const jobPaymentBody = z.object({
  billing_method_id: id.nullable().optional(),
  use_tokens: z.boolean().default(true),
});
export const paymentQuoteQuery = z.object({
  kind: z.enum(['promote', 'flat-fee']),
  use_tokens: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(true),
});
