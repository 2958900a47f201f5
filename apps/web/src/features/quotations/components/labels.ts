import type {
  CompletionState,
  OfferState,
  QuotationKind,
  QuotationSection,
  QuotationState,
} from '@hctl/contracts';

export const SECTION_LABELS: Record<QuotationSection, string> = {
  requested: 'Requested',
  inprocess: 'In process',
  draft: 'Drafts',
  inactive: 'Inactive',
  trashed: 'Trash',
};

export const KIND_LABELS: Record<QuotationKind, string> = {
  service: 'Service posts',
  service_request: 'Service requests',
};

export const QUOTATION_STATE_LABELS: Record<QuotationState, string> = {
  draft: 'Draft',
  requested: 'Requested',
  in_process: 'In process',
  completed: 'Completed',
};

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  sent: 'Sent',
  accepted: 'Accepted and paid',
  temporarily_accepted: 'Temporarily accepted',
  flexlink_accepted: 'Accepted as flexlink',
  rejected: 'Rejected',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const OFFER_STATE_COLORS: Record<OfferState, string> = {
  sent: 'blue',
  accepted: 'teal',
  temporarily_accepted: 'yellow',
  flexlink_accepted: 'teal',
  rejected: 'red',
  expired: 'gray',
  withdrawn: 'gray',
};

export const COMPLETION_LABELS: Record<CompletionState, string> = {
  none: '',
  marked_completed: 'Marked completed: waiting for the buyer',
  accepted: 'Completion accepted: payment released',
  rejected: 'Completion rejected',
  auto_accepted: 'Completion accepted automatically: payment released',
  disputed: 'Completion rejected: in dispute',
  released: 'Dispute resolved: HCTL paid the provider',
  refunded: 'Dispute resolved: HCTL refunded the buyer',
};

/** What each event's button says (events of the TRANSITIONS table). */
export const EVENT_LABELS: Record<string, string> = {
  accept: 'Accept and pay',
  temporary_accept: 'Accept temporarily',
  accept_flexlink: 'Accept as flexlink',
  reject: 'Reject',
  mark_completed: 'Mark as completed',
};

/** Events shown in the history, in words. */
export const HISTORY_LABELS: Record<string, string> = {
  request: 'Quote requested',
  save_draft: 'Draft saved',
  send: 'Draft sent',
  offer_accepted: 'Offer accepted',
  offer_released: 'Reservation lapsed',
  complete: 'Quotation completed',
  send_offer: 'Offer sent',
  accept: 'Accepted',
  temporary_accept: 'Temporarily accepted',
  accept_flexlink: 'Accepted as flexlink',
  reject: 'Rejected',
  expire: 'Expired',
  withdraw: 'Withdrawn',
  mark_completed: 'Marked as completed',
  auto_accept: 'Accepted automatically',
  request_call: 'Call requested',
  start: 'Call started',
  end: 'Call ended',
  miss: 'Call missed',
  dispute_opened: 'Dispute opened',
  release: 'Dispute decided: paid to the provider',
  refund: 'Dispute decided: refunded to the buyer',
};

export const usd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
