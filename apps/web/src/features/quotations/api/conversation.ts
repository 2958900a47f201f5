import type {
  DraftQuoteBody,
  QuotationKind,
  QuotationMessageView,
  QuotationView,
  RequestQuoteBody,
} from '@hctl/contracts';
import { api, idempotent } from '../../../lib/api-client';

type Created = { quotation: QuotationView; message: QuotationMessageView };

/**
 * POST quotations/request-quote/{kind}: a new quotation (or the asker's draft with `is_draft`).
 * `client_id` is made once per form, so pressing Send again after a lost answer creates one.
 */
export const requestQuote = (v: { kind: QuotationKind; body: RequestQuoteBody }) =>
  api<Created>('POST', `/quotations/request-quote/${v.kind}`, v.body, idempotent());

/** PUT quotations/draft-quote/{id}: edit the draft's message; `send: true` sends it. */
export const updateDraft = (v: { id: number; body: DraftQuoteBody }) =>
  api<QuotationView>('PUT', `/quotations/draft-quote/${v.id}`, v.body, idempotent());

/** POST quotations/send-message/{kind}: the same `client_id` on every retry of one message. */
export const sendQuotationMessage = (v: {
  kind: QuotationKind;
  quotationId: number;
  message: string;
  clientId: string;
}) =>
  api<{ message: QuotationMessageView }>('POST', `/quotations/send-message/${v.kind}`, {
    service_quotation_id: v.quotationId,
    message: v.message,
    client_id: v.clientId,
  });

/** DELETE quotations/delete-chat/{id}: into the viewer's trash (the other side keeps it). */
export const trashQuotation = (id: number) =>
  api<unknown>('DELETE', `/quotations/delete-chat/${id}`, undefined, idempotent());

/** DELETE quotations/restore-chat/{id} (the spec's method): back out of the viewer's trash. */
export const restoreQuotation = (id: number) =>
  api<unknown>('DELETE', `/quotations/restore-chat/${id}`, undefined, idempotent());
