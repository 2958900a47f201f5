import { z } from 'zod';
import { paginated } from '../common/envelope';
import { serviceOwnerView } from '../services/views';
import { QUOTATION_KINDS, QUOTATION_SECTIONS } from './requests';
import {
  CALL_STATES,
  COMPLETION_STATES,
  OFFER_STATES,
  QUOTATION_MACHINES,
  QUOTATION_SIDES,
  QUOTATION_STATES,
  TRANSITION_ACTORS,
} from './transitions';

/**
 * A side of a quotation: a person or an organization, as a service's owner is shown (`id`: the user
 * id, or the organization id, as the service's `owner.id`).
 */
export const quotationPartyView = serviceOwnerView;
export type QuotationPartyView = z.infer<typeof quotationPartyView>;

/** The service the quotation is about (its card's summary). */
export const quotationServiceView = z.object({
  id: z.number(),
  kind: z.enum(['post', 'request', 'gallery']),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['active', 'archived']),
  fixed_price: z.number().nullable(),
  min_range: z.number().nullable(),
  max_range: z.number().nullable(),
});

/** A quotation from the viewer's side (spec §3: id, receiver_id, service_id, type, service_quotation_id). */
export const quotationView = z.object({
  id: z.number(),
  /** Same as `id` (the spec's name in send-message and messaging). */
  service_quotation_id: z.number(),
  type: z.enum(QUOTATION_KINDS),
  service_id: z.number(),
  /** The other side's id (user or organization), who the viewer writes to. */
  receiver_id: z.number(),
  state: z.enum(QUOTATION_STATES),
  /** The list it is in for the viewer. */
  section: z.enum(QUOTATION_SECTIONS),
  viewer_side: z.enum(QUOTATION_SIDES),
  buyer: quotationPartyView,
  provider: quotationPartyView,
  service: quotationServiceView,
  last_message: z
    .object({
      id: z.number(),
      preview: z.string(),
      sender_side: z.enum(QUOTATION_SIDES),
      created_at: z.string(),
    })
    .nullable(),
  unread: z.number(),
  is_trashed: z.boolean(),
  /** What the viewer may do to the quotation now (events of the TRANSITIONS table). */
  allowed_events: z.array(z.string()),
  created_at: z.string(),
  last_message_at: z.string(),
});
export type QuotationView = z.infer<typeof quotationView>;

/** A line of the conversation: a message, or the line of an offer, a call or a state change. */
export const quotationMessageView = z.object({
  id: z.number(),
  quotation_id: z.number(),
  seq: z.number(),
  kind: z.enum(['message', 'offer', 'event', 'call']),
  sender_side: z.enum(QUOTATION_SIDES),
  sender: z.object({ id: z.number(), name: z.string() }).nullable(),
  message: z.string(),
  offer_id: z.number().nullable(),
  call_id: z.number().nullable(),
  client_id: z.string().nullable(),
  created_at: z.string(),
});
export type QuotationMessageView = z.infer<typeof quotationMessageView>;

/** An offer with what the viewer may do to it (events of the offer and completion machines). */
export const quotationOfferView = z.object({
  id: z.number(),
  quotation_id: z.number(),
  /** Dollars. */
  amount: z.number(),
  amount_cents: z.number(),
  description: z.string(),
  delivery_date: z.string().nullable(),
  status: z.enum(OFFER_STATES),
  completion: z.enum(COMPLETION_STATES),
  expires_at: z.string().nullable(),
  pay_by: z.string().nullable(),
  marked_completed_at: z.string().nullable(),
  release_at: z.string().nullable(),
  allowed_events: z.object({ offer: z.array(z.string()), completion: z.array(z.string()) }),
  created_at: z.string(),
});
export type QuotationOfferView = z.infer<typeof quotationOfferView>;

/** The states a transition moved between, and the offer or call it moved. */
const transitionMoveFields = {
  from: z.string().nullable(),
  to: z.string(),
  offer_id: z.number().nullable(),
  call_id: z.number().nullable(),
};

/** A line of the history: one transition (who, when, from, to, the price then). */
export const quotationEventView = z.object({
  id: z.number(),
  machine: z.enum(QUOTATION_MACHINES),
  event: z.string(),
  actor: z.enum(TRANSITION_ACTORS),
  actor_user_id: z.number().nullable(),
  ...transitionMoveFields,
  /** Dollars, the offer's amount at the time (offer and completion moves). */
  amount: z.number().nullable(),
  created_at: z.string(),
});
export type QuotationEventView = z.infer<typeof quotationEventView>;

/** A call of the quotation (its token only for the two people in it). */
export const quotationCallSummaryView = z.object({
  id: z.number(),
  type: z.enum(['audio', 'video']),
  status: z.enum(CALL_STATES),
  caller_user_id: z.number(),
  created_at: z.string(),
});

/** messages/{id}/{kind}: the quotation, its conversation with offers inline, and its history. */
export const quotationThreadView = z.object({
  quotation: quotationView,
  messages: z.array(quotationMessageView),
  offers: z.array(quotationOfferView),
  calls: z.array(quotationCallSummaryView),
  history: z.array(quotationEventView),
});
export type QuotationThreadView = z.infer<typeof quotationThreadView>;

export const quotationListView = paginated(quotationView);
export type QuotationListView = z.infer<typeof quotationListView>;

/** total-messages: how many quotations each section holds for the viewer's side. */
export const quotationTotalsView = z.object({
  requested: z.number(),
  inprocess: z.number(),
  draft: z.number(),
  inactive: z.number(),
  trashed: z.number(),
});
export type QuotationTotalsView = z.infer<typeof quotationTotalsView>;

/** request-quote / draft-quote / send-message answers. */
export const quotationCreatedView = z.object({ quotation: quotationView, message: quotationMessageView });
export const quotationMessageSentView = z.object({ message: quotationMessageView });

/** The realtime payload of a transition on `private-quotation.{id}` (and the other side's notify channel). */
export const quotationChangedView = z.object({
  quotation_id: z.number(),
  machine: z.enum(QUOTATION_MACHINES),
  event: z.string(),
  ...transitionMoveFields,
});
export type QuotationChangedView = z.infer<typeof quotationChangedView>;
