import { z } from 'zod';
import { inOrder, listQuery } from '../admin/list-query';
import { COMPLETION_STATES, QUOTATION_STATES } from './transitions';
import { quotationPartyView } from './views';

/**
 * Disputes of quotation offers (not in the spec): the buyer rejected the completed work, the
 * payment stays held in the offer's escrow account, and an admin with the `payments` permission
 * decides where it goes.
 */

/** What the admin decides: pay the held amount to the provider, or give it back to the buyer. */
export const DISPUTE_OUTCOMES = ['release', 'refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * admin/quotation-disputes: the open disputes, newest first (page 1, pageSize 5 by default like the
 * other admin lists); `search` matches the service's title and the parties' names, `from`/`to` the
 * day the dispute was opened (UTC, both ends included).
 */
export const adminQuotationDisputesQuery = listQuery.superRefine(inOrder);
export type AdminQuotationDisputesQuery = z.output<typeof adminQuotationDisputesQuery>;

/** One open dispute: the offer, its quotation and service, both sides, the money and the buyer's reason. */
export const adminQuotationDisputeView = z.object({
  offer_id: z.number(),
  quotation_id: z.number(),
  service: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  buyer: quotationPartyView,
  provider: quotationPartyView,
  /** Dollars: the offer's price. */
  amount: z.number(),
  amount_cents: z.number(),
  /** Tokens the offer's escrow account holds now (0 for a flexlink offer: nothing was paid yet). */
  held_tokens: z.number(),
  /** The buyer's reason for rejecting the completed work (null when none was recorded). */
  reason: z.string().nullable(),
  /** When the buyer rejected the completed work. */
  opened_at: z.string(),
});
export type AdminQuotationDisputeView = z.infer<typeof adminQuotationDisputeView>;

/** admin/quotation-disputes/{offer}/resolve: {offer} is the disputed offer's id. */
export const quotationDisputeParams = z.object({
  offer: z.coerce.number({ message: 'Not an offer id.' }).int().positive('Not an offer id.'),
});

/** The decision and why (both sides read the reason; it is kept in the audit log). */
export const resolveQuotationDisputeBody = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { message: 'Choose release (pay the provider) or refund (the buyer).' }),
  reason: z
    .string({ message: 'Give the reason for the decision.' })
    .trim()
    .min(1, 'Give the reason for the decision.')
    .max(1000, 'May not be longer than 1000 characters.'),
});
export type ResolveQuotationDisputeBody = z.input<typeof resolveQuotationDisputeBody>;

/** What the decision did: the offer's and quotation's states after it and the tokens it moved. */
export const quotationDisputeResolutionView = z.object({
  offer_id: z.number(),
  quotation_id: z.number(),
  outcome: z.enum(DISPUTE_OUTCOMES),
  completion: z.enum(COMPLETION_STATES),
  quotation_state: z.enum(QUOTATION_STATES),
  /** Tokens paid out of the escrow account: to the provider (release) or back to the buyer (refund). */
  tokens: z.number(),
  /** The audit-log entry of the decision. */
  audit_id: z.number(),
});
export type QuotationDisputeResolutionView = z.infer<typeof quotationDisputeResolutionView>;
