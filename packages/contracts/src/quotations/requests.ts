import { z } from 'zod';
import { pageNumber } from '../common/envelope';
import { clientId, chosenId as positiveId } from '../common/fields';

export const QUOTATION_KINDS = ['service', 'service_request'] as const;
export type QuotationKind = (typeof QUOTATION_KINDS)[number];

const text = z
  .string()
  .trim()
  .min(1, 'Write a message.')
  .max(10_000, 'A message may not be longer than 10,000 characters.');
/** Forms send 1/0 or "true"/"false"; JSON sends booleans. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const quotationKindParams = z.object({ kind: z.enum(QUOTATION_KINDS) });
export const quotationIdParams = z.object({ id: z.coerce.number().int().positive() });
export const quotationMessagesParams = quotationIdParams.extend({ kind: z.enum(QUOTATION_KINDS) });

/**
 * request-quote/{kind}: kind service, the caller asks the owner of service post `service_id`;
 * kind service_request, the caller answers the owner of service request `service_id`. `receiver_id`
 * is that owner as the service shows it (`owner.id`: a user id, or an organization id when an
 * organization owns it). `organization_id`: the caller acts for this organization (needs its
 * `services` permission). `is_draft` keeps it as the caller's draft (nobody else sees it).
 */
export const requestQuoteBody = z.object({
  receiver_id: positiveId('who to ask'),
  service_id: positiveId('a service'),
  message: text,
  is_draft: flag.optional(),
  organization_id: z.coerce.number().int().positive().optional(),
  client_id: clientId.optional(),
});
export type RequestQuoteBody = z.input<typeof requestQuoteBody>;

/** draft-quote/{id}: edit the draft's message; `send: 1` sends it (the quotation becomes requested). */
export const draftQuoteBody = z.object({
  message: text.optional(),
  send: flag.optional(),
});
export type DraftQuoteBody = z.input<typeof draftQuoteBody>;

/** send-message/{kind}: a message in quotation `service_quotation_id`; `client_id` makes a retry send once. */
export const quotationSendMessageBody = z.object({
  service_quotation_id: positiveId('a quotation'),
  message: text,
  client_id: clientId.optional(),
});
export type QuotationSendMessageBody = z.input<typeof quotationSendMessageBody>;

export const QUOTATION_SECTIONS = ['requested', 'inprocess', 'draft', 'inactive', 'trashed'] as const;
export type QuotationSection = (typeof QUOTATION_SECTIONS)[number];

/**
 * {section}-messages/{type}/{id}/{kind}/{organization_id}: `type` is the side the viewer lists as,
 * `individual` (their own quotations) or `organization` (the quotations of organization
 * `organization_id`, which they act for with the `services` permission; 0 with individual);
 * `id` narrows to one service (0: all); `kind` is the quotation's kind.
 */
export const quotationSectionParams = z.object({
  type: z.enum(['individual', 'organization']),
  id: z.coerce.number().int().min(0),
  kind: z.enum(QUOTATION_KINDS),
  organization_id: z.coerce.number().int().min(0),
});
export type QuotationSectionParams = z.output<typeof quotationSectionParams>;
/** Page numbers (spec: page, perPage): a side has hundreds of quotations at most. */
export const quotationListQuery = z.object({
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

/** total-messages/{type}/{id}/{kind}: the same lists' counts; `?organization_id=` with type organization. */
export const quotationTotalsParams = quotationSectionParams.omit({ organization_id: true });
export const quotationTotalsQuery = z.object({
  organization_id: z.coerce.number().int().min(0).default(0),
});
