import type { AcceptOfferBody, CompletedServiceBody, OfferAnswerView, SendOfferBody } from '@hctl/contracts';
import { api, idempotent } from '../../../lib/api-client';

/**
 * The offer and completion moves. Each call carries a fresh Idempotency-Key (one per click): a
 * double click or a retried request moves the state once; the client retries a network failure
 * with the same key.
 */

/** POST quotations/send-offer/{id} ({id}: the quotation). */
export const sendOffer = (v: { quotationId: number; body: SendOfferBody }) =>
  api<OfferAnswerView>('POST', `/quotations/send-offer/${v.quotationId}`, v.body, idempotent());

/** PUT quotations/accept-offer/{id}: pay now (tokens first, the card for the rest); the amount is held. */
export const acceptOffer = (v: { offerId: number; body: AcceptOfferBody }) =>
  api<OfferAnswerView>('PUT', `/quotations/accept-offer/${v.offerId}`, v.body, idempotent());

/** PUT quotations/temporary-accept-offer/{id}: reserve it; the payment is due by `pay_by`. */
export const temporaryAcceptOffer = (offerId: number) =>
  api<OfferAnswerView>('PUT', `/quotations/temporary-accept-offer/${offerId}`, {}, idempotent());

/** PUT quotations/accept-flexlink-offer/{id}: accepted; the buyer's organization pays by link later. */
export const acceptFlexlinkOffer = (offerId: number) =>
  api<OfferAnswerView>('PUT', `/quotations/accept-flexlink-offer/${offerId}`, {}, idempotent());

/** PUT quotations/reject-offer/{id}. */
export const rejectOffer = (offerId: number) =>
  api<OfferAnswerView>('PUT', `/quotations/reject-offer/${offerId}`, {}, idempotent());

/** POST quotations/mark-as-completed/{id}: the provider says the work is done. */
export const markCompleted = (offerId: number) =>
  api<OfferAnswerView>('POST', `/quotations/mark-as-completed/${offerId}`, {}, idempotent());

/** PUT quotations/accept-reject-completed-service/{id}: the buyer's answer (a rejection says why). */
export const answerCompletion = (v: { offerId: number; body: CompletedServiceBody }) =>
  api<OfferAnswerView>(
    'PUT',
    `/quotations/accept-reject-completed-service/${v.offerId}`,
    v.body,
    idempotent(),
  );
