/**
 * Offers and their completion (spec §4 "Offers: sent, accepted, temporarily accepted, accepted as
 * flexlink offer, rejected. Service marked completed then accepted or rejected"). What the offer
 * states mean here (also in the contracts' TRANSITIONS table and docs/quotations.md):
 * - accepted: the buyer pays now, tokens first and a card for the rest (PurchasesService, purpose
 *   'quotation_offer'); the whole price is HELD in the offer's escrow account of the token ledger;
 * - temporarily accepted: reserved without payment; the buyer pays by `pay_by` (48 h) with
 *   accept-offer, or the reservation lapses (the offer expires, the quotation is requested again);
 * - accepted as flexlink: the buyer's organization pays later through a payment link; no money moves
 *   now (the offer's state and history row are what the admin's flexlink report lists);
 * - marked completed: held money goes to the provider's wallet when the buyer accepts, or by itself
 *   3 days later; a rejection opens a dispute (completion 'disputed', money stays held, a
 *   'dispute_opened' history row for the admin);
 * - disputed: an admin with the `payments` permission decides (admin/quotation-disputes, not in the
 *   spec): 'release' pays the held money to the provider (completion 'released'), 'refund' gives it
 *   back to the buyer's wallet as tokens (completion 'refunded'); either way the quotation is completed.
 * Routes address offers by the OFFER's id, except send-offer/{id}, which names the quotation.
 */
import {
  type AdminQuotationDisputesQuery,
  type AdminQuotationDisputeView,
  AUTO_ACCEPT_DAYS,
  type acceptOfferBody,
  allowedEvents,
  type CompletedServiceBody,
  type CompletionState,
  findTransition,
  OFFER_EXPIRY_DAYS,
  OFFER_PAY_BY_HOURS,
  type OfferAnswerView,
  type Page,
  type QuotationDisputeResolutionView,
  type RealtimeEnvelope,
  type resolveQuotationDisputeBody,
  type sendOfferBody,
} from '@hctl/contracts';
import type { OwnerKey, Tx } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { AppError, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { AuditLogService } from '../admin/audit-log.service';
import type { PurchaseApplier } from '../billing/billing.jobs';
import { orgOwnerKey, personalOwner, userOwnerKey } from '../billing/billing-owner';
import type { PurchasesService } from '../billing/purchases.service';
import type { NotificationsPort, NotifyReceipt } from '../notifications/notifications.port';
import type { RealtimePort } from '../realtime/realtime.port';
import type { Escrow } from './escrow';
import { disputeNotices, offerNoticeOf } from './offer.notices';
import { REJECTION_LINE, offersRepository as repo } from './offers.repository';
import type { QuotationAccessService } from './quotation-access';
import { type ArmedTimer, armTimer, disarmTimer, type QuotationTimers } from './quotations.jobs';
import { toDisputeView, toOfferView } from './quotations.mapper';
import {
  type QuotationOfferRow,
  type QuotationRow,
  quotationsRepository as quotationsRepo,
} from './quotations.repository';
import type { QuotationsService } from './quotations.service';
import {
  ILLEGAL_TRANSITION,
  illegalTransition,
  type QuotationTransitions,
  type TransitionBy,
  type TransitionTarget,
} from './transitions';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Answer<T> = { message: string; data: T };
/** What a settled offer purchase says (the sweep hands the whole row). */
export type OfferPurchase = Omit<Parameters<PurchaseApplier>[0], 'purpose' | 'reference_id'>;

export interface OffersPorts {
  access: QuotationAccessService;
  transitions: QuotationTransitions;
  lines: Pick<QuotationsService, 'appendLine' | 'tellOtherSide'>;
  notifications: Pick<NotificationsPort, 'publish'>;
  timers: QuotationTimers;
  realtime: Pick<RealtimePort, 'emit'>;
  purchases: Pick<PurchasesService, 'pay' | 'ownerFor' | 'tokenValueCents'>;
  escrow: Escrow;
  /** The admin module's audit log (read when a dispute is decided: the admin module is built later). */
  auditLog: () => Pick<AuditLogService, 'record'>;
}

/** What a transaction leaves to do after commit: the realtime events it recorded and the timers it armed. */
class AfterCommit {
  envelopes: RealtimeEnvelope[] = [];
  timers: ArmedTimer[] = [];
  receipts: NotifyReceipt[] = [];
  constructor(private p: Pick<OffersPorts, 'realtime' | 'timers' | 'notifications'>) {}
  async flush() {
    if (this.envelopes.length) this.p.realtime.emit(this.envelopes);
    for (const r of this.receipts) this.p.notifications.publish(r);
    if (this.timers.length) await this.p.timers.schedule(...this.timers);
  }
}

/** 409 for a move the table allows in this state but whose guard does not hold (nothing else is allowed). */
const guardFailed = (message: string) => new AppError(409, message, ILLEGAL_TRANSITION, { allowed: '' });
/** The states whose offer the completion machine runs on (taken: paid or as flexlink). */
const TAKEN: QuotationOfferRow['status'][] = ['accepted', 'flexlink_accepted'];

const providerKey = (q: QuotationRow): OwnerKey =>
  q.provider_org_id !== null ? orgOwnerKey(q.provider_org_id) : userOwnerKey(q.provider_user_id!);
/** The buyer's wallet: the one that paid (an organization buyer pays from the organization's). */
const buyerKey = (q: QuotationRow): OwnerKey =>
  q.buyer_org_id !== null ? orgOwnerKey(q.buyer_org_id) : userOwnerKey(q.buyer_user_id!);

interface Located {
  quotation: QuotationRow;
  offer: QuotationOfferRow;
  side: 'buyer' | 'provider';
  orgId: number | null;
  by: TransitionBy;
}

/** Why an admin cannot decide an offer, in the words of its completion state (never the state's name). */
const NOT_IN_DISPUTE: Record<Exclude<CompletionState, 'disputed'>, string> = {
  none: 'This offer is not in dispute: the provider has not marked the work as completed yet.',
  marked_completed: 'This offer is not in dispute: the buyer has not answered the completed work yet.',
  accepted: 'This offer is not in dispute: the buyer accepted the work.',
  auto_accepted: 'This offer is not in dispute: the work was accepted automatically.',
  rejected: 'This offer is not in dispute: the buyer rejected the work.',
  released: 'This dispute was already decided: the provider was paid.',
  refunded: 'This dispute was already decided: the buyer was refunded.',
};

export class OffersService {
  constructor(
    private deps: AppDeps,
    private p: OffersPorts,
  ) {
    p.timers.register('offer_expiry', (tx, id) => this.onDeadline(tx, id, 'offer_expiry'));
    p.timers.register('temporary_deadline', (tx, id) => this.onDeadline(tx, id, 'temporary_deadline'));
    p.timers.register('auto_accept', (tx, id) => this.onDeadline(tx, id, 'auto_accept'));
  }

  /** billing's sweep settles an offer payment whose process died after the charge (modules/index.ts). */
  async applyPurchase(p: Parameters<PurchaseApplier>[0], tx: Tx): Promise<() => Promise<void>> {
    const after = new AfterCommit(this.p);
    await this.settlePayment(tx, p.reference_id, p, { actor: 'buyer', userId: p.user_id }, after);
    // The sweep runs this once its transaction committed: subscribers see the payment live.
    return () => after.flush();
  }

  /** send-offer/{id} ({id}: the quotation): the provider's offer; an earlier open offer is withdrawn. */
  async send(userId: number, quotationId: number, body: z.output<typeof sendOfferBody>) {
    const amountCents = Math.round(body.amount * 100);
    const v = this.p.purchases.tokenValueCents;
    if (amountCents % v)
      throw invalid({
        amount: `Use steps of $${(v / 100).toFixed(2)}: an offer is paid and held in whole HCTL tokens.`,
      });
    const now = this.deps.clock.now();
    if (body.delivery_date < now.toISOString().slice(0, 10))
      throw invalid({ delivery_date: 'Choose a delivery date from today on.' });
    const expiresAt = new Date(now.getTime() + (body.expires_in_days ?? OFFER_EXPIRY_DAYS) * DAY_MS);
    return this.inTransaction(async (tx, after) => {
      const access = await this.p.access.side(quotationId, userId, tx);
      const by: TransitionBy = { actor: access.side, userId };
      const status = this.p.transitions.initialState('offer', 'send_offer', access.side);
      if (access.quotation.status !== 'requested')
        throw guardFailed(
          access.quotation.status === 'draft'
            ? 'Send the quotation before making an offer.'
            : 'An offer of this quotation is already taken; no new offer can be sent.',
        );
      for (const old of await repo.sent(tx, quotationId)) {
        await this.move(
          tx,
          after,
          { machine: 'offer', quotation: access.quotation, offer: old },
          'withdraw',
          by,
        );
        await disarmTimer(tx, 'offer_expiry', old.id);
      }
      const offer = await repo.insert(tx, {
        quotation_id: quotationId,
        created_by: userId,
        amount_cents: amountCents,
        description: body.description,
        delivery_date: body.delivery_date,
        status,
        expires_at: expiresAt,
      });
      await this.move(
        tx,
        after,
        { machine: 'offer', quotation: access.quotation, offer },
        'send_offer',
        by,
        true,
      );
      after.timers.push(await armTimer(tx, 'offer_expiry', offer.id, expiresAt));
      const line = await this.p.lines.appendLine(tx, access.quotation, {
        kind: 'offer',
        body: body.description,
        senderUserId: userId,
        senderSide: access.side,
        offerId: offer.id,
      });
      after.envelopes.push(...line.envelopes);
      after.receipts.push(
        await this.p.lines.tellOtherSide(tx, access.quotation, access.side, userId, {
          type: 'offer.received',
          title: (service) => `New offer of $${(amountCents / 100).toFixed(2)} for ${service}`,
          body: body.description.slice(0, 140),
        }),
      );
      return this.answer('Offer sent.', offer, access);
    });
  }

  /**
   * accept-offer/{id}: the buyer pays now (a sent offer, or one they reserved) and the price is held.
   * Refusals that cost nothing come first (the side, the state, the organization's billing
   * permission); then PurchasesService: tokens first, the chosen or primary card for the rest,
   * 400 payment_required when nothing covers it. A twin request waits behind the first one's
   * purchase row (409 while it runs) and is refused by `check` once the offer has moved.
   */
  async accept(auth: AuthContext, offerId: number, body: z.output<typeof acceptOfferBody>) {
    const peeked = await this.peek(offerId, auth.userId);
    const { offer, side } = peeked;
    if (!findTransition('offer', offer.status, 'accept', side))
      throw illegalTransition('offer', offer.status, 'accept', side);
    const payer =
      peeked.orgId === null
        ? personalOwner(auth)
        : await this.p.purchases.ownerFor(
            auth,
            (await this.p.access.actFor(peeked.orgId, auth.userId)).org.slug,
          );
    const after = new AfterCommit(this.p);
    let held = 0;
    const paid = await this.p.purchases.pay({
      owner: payer,
      purpose: 'quotation_offer',
      referenceId: offer.id,
      priceCents: offer.amount_cents,
      description: `Offer #${offer.id}: ${offer.description}`.slice(0, 300),
      billingMethodId: body.billing_method_id,
      useTokens: body.use_tokens,
      check: async (tx) => {
        const fresh = await this.locate(tx, offerId, auth.userId);
        // Read before another accept or the payment deadline moved it: refused, not charged.
        if (
          fresh.offer.status !== offer.status ||
          !findTransition('offer', fresh.offer.status, 'accept', fresh.side)
        )
          throw illegalTransition('offer', fresh.offer.status, 'accept', fresh.side);
      },
      apply: async (tx, purchase) => {
        held = await this.settlePayment(tx, offerId, purchase, { actor: side, userId: auth.userId }, after);
      },
    });
    await after.flush();
    const fresh = (await repo.byId(this.deps.db, offerId))!;
    return {
      message: 'Offer accepted and paid. The amount is held until you accept the completed service.',
      data: {
        offer: toOfferView(fresh, side, peeked.quotation),
        payment: { ...paid, held_tokens: held },
        released_tokens: 0,
      } satisfies OfferAnswerView,
    };
  }

  /** temporary-accept-offer/{id}: reserved now, paid by `pay_by` (accept-offer) or it lapses. */
  temporaryAccept(userId: number, offerId: number) {
    return this.inTransaction(async (tx, after) => {
      const at = await this.locate(tx, offerId, userId);
      await this.move(tx, after, this.offerTarget(at), 'temporary_accept', at.by);
      await this.takeQuotation(tx, after, at);
      const payBy = new Date(this.deps.clock.now().getTime() + OFFER_PAY_BY_HOURS * HOUR_MS);
      const offer = await repo.set(tx, offerId, { pay_by: payBy });
      await disarmTimer(tx, 'offer_expiry', offerId);
      after.timers.push(await armTimer(tx, 'temporary_deadline', offerId, payBy));
      return this.answer(
        `Offer reserved. Pay it by ${payBy.toISOString().slice(0, 16).replace('T', ' ')} UTC or the reservation lapses.`,
        offer,
        at,
      );
    });
  }

  /** accept-flexlink-offer/{id}: the buyer's organization pays later by a payment link; no money now. */
  acceptFlexlink(userId: number, offerId: number) {
    return this.inTransaction(async (tx, after) => {
      const at = await this.locate(tx, offerId, userId);
      if (
        findTransition('offer', at.offer.status, 'accept_flexlink', at.side) &&
        at.quotation.buyer_org_id === null
      )
        throw guardFailed('Only an organization can accept an offer to pay it later by a flexlink.');
      await this.move(tx, after, this.offerTarget(at), 'accept_flexlink', at.by);
      await this.takeQuotation(tx, after, at);
      await disarmTimer(tx, 'offer_expiry', offerId);
      return this.answer(
        'Offer accepted as a flexlink offer: your organization pays it later.',
        at.offer,
        at,
      );
    });
  }

  /** reject-offer/{id}. */
  reject(userId: number, offerId: number) {
    return this.inTransaction(async (tx, after) => {
      const at = await this.locate(tx, offerId, userId);
      await this.move(tx, after, this.offerTarget(at), 'reject', at.by);
      await disarmTimer(tx, 'offer_expiry', offerId);
      return this.answer('Offer rejected.', at.offer, at);
    });
  }

  /** mark-as-completed/{id}: the provider says the work is done; the buyer has 3 days to answer. */
  markCompleted(userId: number, offerId: number) {
    return this.inTransaction(async (tx, after) => {
      const at = await this.locate(tx, offerId, userId);
      if (
        findTransition('completion', at.offer.completion, 'mark_completed', at.side) &&
        !TAKEN.includes(at.offer.status)
      )
        throw guardFailed('Only an accepted offer can be marked completed.');
      await this.move(tx, after, this.completionTarget(at), 'mark_completed', at.by);
      const now = this.deps.clock.now();
      const releaseAt = new Date(now.getTime() + AUTO_ACCEPT_DAYS * DAY_MS);
      const offer = await repo.set(tx, offerId, { marked_completed_at: now, release_at: releaseAt });
      after.timers.push(await armTimer(tx, 'auto_accept', offerId, releaseAt));
      return this.answer(
        `Marked completed. The buyer has ${AUTO_ACCEPT_DAYS} days to accept or reject it; after that it counts as accepted.`,
        offer,
        at,
      );
    });
  }

  /**
   * accept-reject-completed-service/{id}: accepted releases the held money to the provider's wallet
   * (the organization's when an organization provides) and completes the quotation; rejected opens a
   * dispute: the money stays held, the reason is a line of the conversation and a 'dispute_opened'
   * history row is the admin's item (until there is a moderation queue).
   */
  answerCompleted(userId: number, offerId: number, body: CompletedServiceBody) {
    return this.inTransaction(async (tx, after) => {
      const at = await this.locate(tx, offerId, userId);
      if (body.status === 'accepted') {
        const released = await this.complete(tx, after, at, 'accept');
        return {
          message: 'Service accepted. The payment was released to the provider.',
          data: {
            offer: toOfferView(at.offer, at.side, at.quotation),
            payment: null,
            released_tokens: released,
          },
        };
      }
      await this.move(tx, after, this.completionTarget(at), 'reject', at.by);
      await quotationsRepo.insertEvent(tx, {
        quotation_id: at.quotation.id,
        offer_id: at.offer.id,
        actor_user_id: userId,
        actor: at.side,
        machine: 'completion',
        event: 'dispute_opened',
        from_state: 'disputed',
        to_state: 'disputed',
        amount_cents: at.offer.amount_cents,
      });
      const line = await this.p.lines.appendLine(tx, at.quotation, {
        kind: 'event',
        body: `${REJECTION_LINE} ${body.reason ?? ''}`.trim(),
        senderUserId: userId,
        senderSide: at.side,
        offerId: at.offer.id,
      });
      after.envelopes.push(...line.envelopes);
      await disarmTimer(tx, 'auto_accept', offerId);
      return this.answer(
        'Service rejected. The payment stays held while HCTL reviews the dispute.',
        at.offer,
        at,
      );
    });
  }

  /** admin/quotation-disputes: the open disputes, newest first, with what each offer holds now. */
  async disputes(q: AdminQuotationDisputesQuery): Promise<Page<AdminQuotationDisputeView>> {
    const { rows, total } = await repo.disputes(this.deps.db, q);
    const held = await this.p.escrow.heldEach(
      this.deps.db,
      rows.map((r) => r.offer.id),
    );
    return pageOf(
      rows.map((r, i) => toDisputeView(r, held[i])),
      total,
      q.page,
      q.pageSize,
    );
  }

  /**
   * admin/quotation-disputes/{offer}/resolve: an admin decides a disputed offer. 'release' pays
   * everything the offer holds to the provider's wallet (completion 'released'), 'refund' gives it
   * back to the buyer's wallet as tokens (completion 'refunded'); the quotation is completed either
   * way. One transaction, under the quotation's and the offer's locks (every writer of a quotation
   * queues there): the move from 'disputed' happens once, so a second or concurrent decision finds
   * it decided and is refused (409) and the money moves once (its ledger key is the offer's too).
   * The history row names the admin; the reason goes to the audit log and both sides' bells.
   */
  resolveDispute(
    adminUserId: number,
    offerId: number,
    body: z.output<typeof resolveQuotationDisputeBody>,
  ): Promise<Answer<QuotationDisputeResolutionView>> {
    const event = body.outcome;
    return this.inTransaction(async (tx, after) => {
      const at = await this.lockForSystem(tx, offerId);
      if (!at) throw notFound('Offer not found.');
      const state = at.offer.completion;
      if (state !== 'disputed')
        throw new AppError(409, NOT_IN_DISPUTE[state], ILLEGAL_TRANSITION, {
          allowed: allowedEvents('completion', state, 'admin').join(','),
        });
      const by: TransitionBy = { actor: 'admin', userId: adminUserId };
      await this.move(tx, after, this.completionTarget(at), event, by);
      if (at.quotation.status === 'in_process')
        await this.move(tx, after, { machine: 'quotation', quotation: at.quotation }, 'complete', by);
      const to = event === 'release' ? providerKey(at.quotation) : buyerKey(at.quotation);
      const tokens =
        event === 'release'
          ? await this.p.escrow.release(tx, offerId, to, at.offer.description)
          : await this.p.escrow.refundHeld(tx, offerId, to, at.offer.description);
      const auditId = await this.p.auditLog().record(tx, {
        adminUserId,
        action: event === 'release' ? 'dispute_release' : 'dispute_refund',
        targetType: 'quotation_offer',
        targetKey: offerId,
        reason: body.reason,
        details: {
          quotation_id: at.quotation.id,
          outcome: event,
          tokens,
          amount_cents: at.offer.amount_cents,
          to,
        },
      });
      // Both sides hear of it on their bell, with the reason (the news comes from HCTL, not a side).
      const notices = disputeNotices(event, at.offer.amount_cents, body.reason);
      for (const side of ['buyer', 'provider'] as const)
        after.receipts.push(
          await this.p.lines.tellOtherSide(
            tx,
            at.quotation,
            side === 'buyer' ? 'provider' : 'buyer',
            null,
            notices[side],
          ),
        );
      return {
        message: tokens
          ? `Dispute decided: ${tokens} held tokens were ${event === 'release' ? 'paid to the provider' : 'refunded to the buyer'}.`
          : `Dispute decided for the ${event === 'release' ? 'provider' : 'buyer'} (nothing was held for this offer).`,
        data: {
          offer_id: offerId,
          quotation_id: at.quotation.id,
          outcome: event,
          completion: at.offer.completion,
          quotation_state: at.quotation.status,
          tokens,
          audit_id: auditId,
        },
      };
    });
  }

  /**
   * The paid offer, inside the capture of its purchase: the price goes to the offer's hold and the
   * offer is accepted. A payment that lands after the offer moved on (its deadline passed while the
   * card was charged, or the sweep settling it late) is credited back to the payer as tokens.
   */
  private async settlePayment(
    tx: Tx,
    offerId: number,
    purchase: OfferPurchase,
    by: TransitionBy,
    after: AfterCommit,
  ) {
    const at = await this.lockForSystem(tx, offerId);
    if (!at) throw new Error(`quotation offer ${offerId} of purchase ${purchase.id} is gone`);
    const held = await this.p.escrow.hold(tx, offerId, purchase, at.offer.description);
    if (!findTransition('offer', at.offer.status, 'accept', 'buyer')) {
      await this.p.escrow.refund(tx, offerId, purchase.id, held, purchase.owner_key);
      return 0;
    }
    await this.move(tx, after, this.offerTarget(at), 'accept', by);
    await this.takeQuotation(tx, after, { ...at, by });
    await repo.set(tx, offerId, { purchase_id: purchase.id });
    await disarmTimer(tx, 'offer_expiry', offerId);
    await disarmTimer(tx, 'temporary_deadline', offerId);
    return held;
  }

  /** The quotation is in process once one of its offers is taken (paid, reserved or flexlink). */
  private async takeQuotation(tx: Tx, after: AfterCommit, at: Pick<Located, 'quotation' | 'by'>) {
    if (at.quotation.status === 'requested')
      await this.move(tx, after, { machine: 'quotation', quotation: at.quotation }, 'offer_accepted', at.by);
  }

  /** Accepting the completed service (the buyer, or the system after 3 days): the held money goes to the provider. */
  private async complete(tx: Tx, after: AfterCommit, at: Located, event: 'accept' | 'auto_accept') {
    await this.move(tx, after, this.completionTarget(at), event, at.by);
    if (at.quotation.status === 'in_process')
      await this.move(tx, after, { machine: 'quotation', quotation: at.quotation }, 'complete', at.by);
    await disarmTimer(tx, 'auto_accept', at.offer.id);
    return this.p.escrow.release(tx, at.offer.id, providerKey(at.quotation), at.offer.description);
  }

  /** A deadline passed: the move happens only if the offer is still where the timer left it. */
  private async onDeadline(
    tx: Tx,
    offerId: number,
    kind: 'offer_expiry' | 'temporary_deadline' | 'auto_accept',
  ) {
    const at = await this.lockForSystem(tx, offerId);
    if (!at) return undefined;
    const after = new AfterCommit(this.p);
    if (kind === 'offer_expiry') {
      if (at.offer.status !== 'sent') return undefined;
      await this.move(tx, after, this.offerTarget(at), 'expire', at.by);
    } else if (kind === 'temporary_deadline') {
      if (at.offer.status !== 'temporarily_accepted') return undefined;
      await this.move(tx, after, this.offerTarget(at), 'expire', at.by);
      if (at.quotation.status === 'in_process')
        await this.move(
          tx,
          after,
          { machine: 'quotation', quotation: at.quotation },
          'offer_released',
          at.by,
        );
    } else {
      if (at.offer.completion !== 'marked_completed') return undefined;
      await this.complete(tx, after, at, 'auto_accept');
    }
    return () => after.flush();
  }

  private async inTransaction<T>(work: (tx: Tx, after: AfterCommit) => Promise<T>) {
    const after = new AfterCommit(this.p);
    const result = await this.deps.db.transaction((tx) => work(tx, after));
    await after.flush();
    return result;
  }

  private async move(
    tx: Tx,
    after: AfterCommit,
    target: TransitionTarget,
    event: string,
    by: TransitionBy,
    creating = false,
  ) {
    const r = await this.p.transitions.transition(tx, target, event, by, { creating });
    after.envelopes.push(...r.envelopes);
    // The other side hears of it on their bell, in the move's transaction (once, with the move).
    const notice = offerNoticeOf(target, event, by.actor);
    if (notice)
      after.receipts.push(
        await this.p.lines.tellOtherSide(tx, notice.quotation, notice.from, by.userId, {
          type: 'quotation.updated',
          title: notice.title,
        }),
      );
    return r;
  }

  private offerTarget = (at: Pick<Located, 'quotation' | 'offer'>): TransitionTarget => ({
    machine: 'offer',
    quotation: at.quotation,
    offer: at.offer,
  });
  private completionTarget = (at: Pick<Located, 'quotation' | 'offer'>): TransitionTarget => ({
    machine: 'completion',
    quotation: at.quotation,
    offer: at.offer,
  });

  /** The offer and the caller's side, unlocked (the checks that cost nothing before a payment). */
  private async peek(offerId: number, userId: number) {
    const offer = await repo.byId(this.deps.db, offerId);
    if (!offer) throw notFound('Offer not found.');
    const access = await this.p.access.side(offer.quotation_id, userId);
    return { offer, side: access.side, orgId: access.orgId, quotation: access.quotation };
  }

  /** The caller's offer, locked: the quotation first (every writer of a quotation queues there), then the offer. */
  private async locate(tx: Tx, offerId: number, userId: number): Promise<Located> {
    const found = await repo.byId(tx, offerId);
    if (!found) throw notFound('Offer not found.');
    const access = await this.p.access.side(found.quotation_id, userId, tx);
    const offer = await repo.lock(tx, offerId);
    if (!offer) throw notFound('Offer not found.');
    return {
      quotation: access.quotation,
      offer,
      side: access.side,
      orgId: access.orgId,
      by: { actor: access.side, userId },
    };
  }

  /** The offer locked for a timer or a settlement (no caller to check): the quotation first, then the offer. */
  private async lockForSystem(tx: Tx, offerId: number): Promise<Located | null> {
    const found = await repo.byId(tx, offerId);
    if (!found) return null;
    const quotation = await quotationsRepo.lock(tx, found.quotation_id);
    const offer = await repo.lock(tx, offerId);
    if (!quotation || !offer) return null;
    return { quotation, offer, side: 'buyer', orgId: null, by: { actor: 'system', userId: null } };
  }

  private answer(
    message: string,
    offer: QuotationOfferRow,
    at: Pick<Located, 'side' | 'quotation'>,
  ): Answer<OfferAnswerView> {
    return {
      message,
      data: { offer: toOfferView(offer, at.side, at.quotation), payment: null, released_tokens: 0 },
    };
  }
}
