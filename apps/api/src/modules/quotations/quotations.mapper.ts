import {
  type AdminQuotationDisputeView,
  allowedEvents,
  type QuotationEventView,
  type QuotationMessageView,
  type QuotationOfferView,
  type QuotationSection,
  type QuotationSide,
  type QuotationView,
} from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import { type DisputeRow, REJECTION_LINE } from './offers.repository';
import type {
  ListedQuotation,
  PartyJson,
  QuotationCallRow,
  QuotationEventRow,
  QuotationMessageRow,
  QuotationOfferRow,
  QuotationRow,
} from './quotations.repository';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
/** JSON built in SQL gives timestamps as text without the ISO 'T' form: normalize. */
const isoText = (t: string) => new Date(t).toISOString();
const PREVIEW = 140;

/** The list a quotation is in for a side. */
export function sectionOf(q: QuotationRow, side: QuotationSide): QuotationSection {
  if ((side === 'buyer' ? q.buyer_trashed_at : q.provider_trashed_at) !== null) return 'trashed';
  switch (q.status) {
    case 'draft':
      return 'draft';
    case 'requested':
      return 'requested';
    case 'in_process':
      return 'inprocess';
    case 'completed':
      return 'inactive';
  }
}

const toParty = (p: PartyJson) => ({
  id: Number(p.id),
  role: p.role,
  slug: p.slug ?? '',
  name: p.name ?? '',
  image: p.image,
});

export function toQuotationView(r: ListedQuotation, side: QuotationSide): QuotationView {
  const q = r.quotation;
  const other = side === 'buyer' ? r.provider : r.buyer;
  const s = r.service;
  return {
    id: q.id,
    service_quotation_id: q.id,
    type: q.kind,
    service_id: q.service_id,
    receiver_id: Number(other.id),
    state: q.status,
    section: sectionOf(q, side),
    viewer_side: side,
    buyer: toParty(r.buyer),
    provider: toParty(r.provider),
    service: {
      id: Number(s.id),
      kind: s.kind,
      slug: s.slug,
      title: s.title,
      status: s.status,
      fixed_price: dollars(s.fixed_price_cents),
      min_range: dollars(s.min_range_cents),
      max_range: dollars(s.max_range_cents),
    },
    last_message: r.last_message
      ? {
          id: Number(r.last_message.id),
          preview: r.last_message.body.slice(0, PREVIEW),
          sender_side: r.last_message.sender_side,
          created_at: isoText(r.last_message.created_at),
        }
      : null,
    unread: Number(r.unread),
    is_trashed: (side === 'buyer' ? q.buyer_trashed_at : q.provider_trashed_at) !== null,
    allowed_events: allowedEvents('quotation', q.status, side).filter(
      // Only the author sends a draft.
      (e) => q.status !== 'draft' || side === q.created_side || e !== 'send',
    ),
    created_at: q.created_at.toISOString(),
    last_message_at: q.last_message_at.toISOString(),
  };
}

export function toMessageView(
  m: QuotationMessageRow,
  sender: { first_name: string | null; last_name: string | null } | null,
): QuotationMessageView {
  return {
    id: m.id,
    quotation_id: m.quotation_id,
    seq: m.seq,
    kind: m.kind,
    sender_side: m.sender_side,
    sender:
      m.sender_user_id !== null && sender
        ? { id: m.sender_user_id, name: `${sender.first_name ?? ''} ${sender.last_name ?? ''}`.trim() }
        : null,
    message: m.body,
    offer_id: m.offer_id,
    call_id: m.call_id,
    client_id: m.client_id,
    created_at: m.created_at.toISOString(),
  };
}

/** `q`: the offer's quotation (only an organization buyer may accept as flexlink, so only it is offered that). */
export function toOfferView(
  o: QuotationOfferRow,
  side: QuotationSide,
  q: Pick<QuotationRow, 'buyer_org_id'>,
): QuotationOfferView {
  return {
    id: o.id,
    quotation_id: o.quotation_id,
    amount: o.amount_cents / 100,
    amount_cents: o.amount_cents,
    description: o.description,
    delivery_date: o.delivery_date,
    status: o.status,
    completion: o.completion,
    expires_at: iso(o.expires_at),
    pay_by: iso(o.pay_by),
    marked_completed_at: iso(o.marked_completed_at),
    release_at: iso(o.release_at),
    allowed_events: {
      offer: allowedEvents('offer', o.status, side).filter(
        (e) => e !== 'accept_flexlink' || q.buyer_org_id !== null,
      ),
      // The completion machine runs once the offer is taken (paid, reserved or flexlink).
      completion: ['accepted', 'flexlink_accepted'].includes(o.status)
        ? allowedEvents('completion', o.completion, side)
        : [],
    },
    created_at: o.created_at.toISOString(),
  };
}

export const toEventView = (e: QuotationEventRow): QuotationEventView => ({
  id: e.id,
  machine: e.machine,
  event: e.event,
  actor: e.actor,
  actor_user_id: e.actor_user_id,
  from: e.from_state,
  to: e.to_state,
  offer_id: e.offer_id,
  call_id: e.call_id,
  amount: dollars(e.amount_cents),
  created_at: e.created_at.toISOString(),
});

export const toCallSummary = (c: QuotationCallRow) => ({
  id: c.id,
  type: c.type,
  status: c.status,
  caller_user_id: c.caller_user_id,
  created_at: c.created_at.toISOString(),
});

/** An open dispute for the admin's list; `heldTokens`: what the offer's escrow account holds now. */
export function toDisputeView(r: DisputeRow, heldTokens: number): AdminQuotationDisputeView {
  const reason = r.rejection_line?.slice(REJECTION_LINE.length).trim();
  return {
    offer_id: r.offer.id,
    quotation_id: r.offer.quotation_id,
    service: { id: Number(r.service_id), title: r.service_title, slug: r.service_slug },
    buyer: toParty(r.buyer),
    provider: toParty(r.provider),
    amount: r.offer.amount_cents / 100,
    amount_cents: r.offer.amount_cents,
    held_tokens: heldTokens,
    reason: reason || null,
    opened_at: new Date(r.opened_at).toISOString(),
  };
}
