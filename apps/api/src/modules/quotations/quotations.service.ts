import {
  channelName,
  type QuotationKind,
  type QuotationListView,
  type QuotationMessageView,
  type QuotationSection,
  type QuotationSectionParams,
  type QuotationSide,
  type QuotationThreadView,
  type QuotationTotalsView,
  type QuotationView,
  type requestQuoteBody,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, conflict, invalid, notFound, pgErrorCode } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { type AnalyticsPort, ownerKeyOf } from '../analytics/analytics.port';
import type { NotificationsPort, NotifyReceipt } from '../notifications/notifications.port';
import type { RealtimeEventInput, RealtimePort } from '../realtime/realtime.port';
import type { QuotationAccess, QuotationAccessService } from './quotation-access';
import { toCallSummary, toEventView, toMessageView, toOfferView, toQuotationView } from './quotations.mapper';
import {
  type ListFilter,
  type QuotationMessageRow,
  type QuotationRow,
  quotationsRepository as repo,
  type Viewer,
} from './quotations.repository';
import { illegalTransition, notifyUsers, type QuotationTransitions } from './transitions';

type Answer<T> = { message: string; data: T };

/** The service kind a quotation kind is asked on. */
const SERVICE_KIND_OF: Record<QuotationKind, 'post' | 'request'> = {
  service: 'post',
  service_request: 'request',
};

/** A line to append to a quotation's conversation (messages here; offers and calls from their helpers). */
export interface NewLine {
  kind: QuotationMessageRow['kind'];
  body: string;
  senderUserId: number | null;
  senderSide: QuotationSide;
  offerId?: number | null;
  callId?: number | null;
  clientId?: string | null;
}

/** The pair already has an open quotation: its id goes with the answer, so the page can open it. */
const alreadyOpen = (id: number) =>
  conflict('You already have an open quotation for this service.', { service_quotation_id: String(id) });

/**
 * Quotation requests, the conversation and the lists. Every state change goes through
 * `transitions` (the TRANSITIONS table); lines of the conversation are numbered per quotation and
 * told on `private-quotation.{id}` and the other side's notify channel.
 */
export class QuotationsService {
  constructor(
    private deps: AppDeps,
    private access: QuotationAccessService,
    private transitions: QuotationTransitions,
    private realtime: Pick<RealtimePort, 'record' | 'emit'>,
    private notifications: NotificationsPort,
    private analytics: AnalyticsPort,
  ) {}

  /**
   * Tells the side that did not act (the person, or the organization's owner) in the bell, in the
   * caller's transaction: a quotation request or an offer reached them. Publish the receipt after commit.
   */
  async tellOtherSide(
    tx: Executor,
    q: QuotationRow,
    actor: QuotationSide,
    senderUserId: number | null,
    notice: {
      type: 'quotation.received' | 'offer.received' | 'quotation.updated';
      title: (service: string) => string;
      body?: string;
    },
  ): Promise<NotifyReceipt> {
    const other = actor === 'buyer' ? 'provider' : 'buyer';
    const target = await repo.noticeTargetOf(tx, q[`${other}_user_id`], q[`${other}_org_id`], q.service_id);
    return this.notifications.notify(
      tx,
      target && target.user_id !== senderUserId
        ? [
            {
              userId: target.user_id,
              type: notice.type,
              title: notice.title(target.title),
              body: notice.body ?? '',
              // The inbox opens this quotation, in the list it is in (QuotationInbox follows it).
              link: `/quotation/${target.slug}?${new URLSearchParams({ kind: q.kind, q: String(q.id) })}`,
              data: { quotation_id: q.id, kind: q.kind },
              actorUserId: senderUserId,
              organizationId: q[`${other}_org_id`],
            },
          ]
        : [],
    );
  }

  /** POST request-quote/{kind}: opens a quotation (or the caller's draft of one) with its first message. */
  async requestQuote(
    userId: number,
    kind: QuotationKind,
    body: z.output<typeof requestQuoteBody>,
  ): Promise<Answer<{ quotation: QuotationView; message: QuotationMessageView }>> {
    const service = await repo.service(this.deps.db, body.service_id);
    if (service?.status !== 'active' || service.is_draft) throw notFound('Service not found.');
    if (service.kind !== SERVICE_KIND_OF[kind]) {
      throw invalid({
        service_id:
          kind === 'service' ? 'Quotes are asked on service posts.' : 'Quotes are sent on service requests.',
      });
    }
    const ownerId = service.organization_id ?? service.user_id;
    if (body.receiver_id !== ownerId)
      throw invalid({ receiver_id: 'The receiver is not the owner of this service.' });
    const orgId = body.organization_id ?? null;
    if (orgId !== null) await this.access.actFor(orgId, userId);
    // Nobody is on both sides: not the owner, nor someone who may act for the owning organization.
    const mine =
      orgId !== null
        ? service.organization_id === orgId
        : service.user_id === userId ||
          (service.organization_id !== null && (await this.access.actsFor(service.organization_id, userId)));
    if (mine) throw invalid({ receiver_id: 'You cannot ask yourself for a quote.' });

    const caller = { user: orgId === null ? userId : null, org: orgId };
    const owner = { user: service.user_id, org: service.organization_id };
    // kind service: the caller buys from the post's owner; service_request: the caller provides to its owner.
    const [buyer, provider] = kind === 'service' ? [caller, owner] : [owner, caller];
    const side: QuotationSide = kind === 'service' ? 'buyer' : 'provider';
    const event = body.is_draft ? 'save_draft' : 'request';
    const status = this.transitions.initialState('quotation', event, side);
    const sides = {
      service_id: service.id,
      buyer_user_id: buyer.org === null ? buyer.user : null,
      buyer_org_id: buyer.org,
      provider_user_id: provider.org === null ? provider.user : null,
      provider_org_id: provider.org,
    };

    if (body.client_id) {
      const again = await this.replay(userId, body.client_id);
      if (again) return again;
    }
    const result = await this.deps.db
      .transaction(async (tx) => {
        const open = await repo.findOpen(tx, sides);
        if (open) throw alreadyOpen(open.id);
        const quotation = await repo.insert(tx, {
          ...sides,
          kind,
          created_by: userId,
          created_side: side,
          status,
        });
        const moved = await this.transitions.transition(
          tx,
          { machine: 'quotation', quotation },
          event,
          { actor: side, userId },
          { creating: true },
        );
        const line = await this.appendLine(tx, quotation, {
          kind: 'message',
          body: body.message,
          senderUserId: userId,
          senderSide: side,
          clientId: body.client_id ?? null,
        });
        await repo.markRead(tx, quotation.id, side);
        const receipt = body.is_draft
          ? null
          : await this.tellOtherSide(tx, quotation, side, userId, {
              type: 'quotation.received',
              title: (service) => `New quotation request for ${service}`,
              body: body.message.slice(0, 140),
            });
        return { quotation, line, envelopes: [...moved.envelopes, ...line.envelopes], receipt };
      })
      .catch(async (err) => {
        // A twin request (a double click, a second tab) opened the pair's quotation first — seen as
        // the open one (it committed before this read) or as the unique index (it had not): the
        // same client_id answers as the first did; another request hears of the open one.
        const seen = err instanceof AppError && err.errors.service_quotation_id !== undefined;
        if (!seen && (err instanceof AppError || pgErrorCode(err) !== '23505')) throw err;
        const again = body.client_id ? await this.replay(userId, body.client_id) : null;
        if (again) return again;
        if (seen) throw err;
        const open = await repo.findOpen(this.deps.db, sides);
        throw open ? alreadyOpen(open.id) : err;
      });
    if ('message' in result) return result;
    this.realtime.emit(result.envelopes);
    this.notifications.publish(result.receipt);
    if (!body.is_draft)
      this.analytics.record({
        kind: 'quote_request',
        ownerKey: ownerKeyOf(service),
        subjectId: service.id,
        viewerUserId: userId,
      });
    const view = await this.view(result.quotation.id, side);
    return {
      message: body.is_draft ? 'Draft saved.' : 'Quote requested.',
      data: { quotation: view, message: result.line.view },
    };
  }

  /** A retried request-quote (same client_id): the first answer again. */
  private async replay(userId: number, clientId: string) {
    const first = await repo.messageByClientId(this.deps.db, userId, clientId);
    if (first?.seq !== 1) return null;
    const a = await this.access.side(first.quotation_id, userId);
    const sender = await this.senderOf(first);
    return {
      message: 'Quote requested.',
      data: { quotation: await this.view(a.quotation.id, a.side), message: toMessageView(first, sender) },
    };
  }

  /** PUT draft-quote/{id}: edits the draft's message; `send` sends it (the quotation becomes requested). */
  async editDraft(
    userId: number,
    id: number,
    body: { message?: string; send?: boolean },
  ): Promise<Answer<QuotationView>> {
    const { envelopes, receipt } = await this.deps.db.transaction(async (tx) => {
      const a = await this.access.side(id, userId, tx);
      const q = a.quotation;
      // Only a draft is edited or sent: anything else answers with what the caller may do instead.
      if (q.status !== 'draft') throw illegalTransition('quotation', q.status, 'send', a.side);
      if (body.message !== undefined) await repo.updateFirstMessage(tx, q.id, body.message);
      if (!body.send) return { envelopes: [], receipt: null };
      const moved = await this.transitions.transition(tx, { machine: 'quotation', quotation: q }, 'send', {
        actor: a.side,
        userId,
      });
      // The other side hears of it now: the draft's first line reaches their notify channel.
      const first = (await repo.messages(tx, q.id))[0];
      const told = first
        ? await this.realtime.record(
            tx,
            await this.lineEvents(tx, q, toMessageView(first.message, first), userId),
          )
        : [];
      const receipt = await this.tellOtherSide(tx, q, a.side, userId, {
        type: 'quotation.received',
        title: (service) => `New quotation request for ${service}`,
      });
      return { envelopes: [...moved.envelopes, ...told], receipt };
    });
    this.realtime.emit(envelopes);
    this.notifications.publish(receipt);
    const a = await this.access.side(id, userId);
    return { message: body.send ? 'Quote requested.' : 'Draft saved.', data: await this.view(id, a.side) };
  }

  /** POST send-message/{kind}: a message in the conversation (idempotent by client_id). */
  async sendMessage(
    userId: number,
    kind: QuotationKind,
    body: { service_quotation_id: number; message: string; client_id?: string },
  ): Promise<Answer<{ message: QuotationMessageView }>> {
    if (body.client_id) {
      const first = await repo.messageByClientId(this.deps.db, userId, body.client_id);
      if (first) {
        await this.access.side(first.quotation_id, userId);
        return {
          message: 'Message sent.',
          data: { message: toMessageView(first, await this.senderOf(first)) },
        };
      }
    }
    const line = await this.deps.db.transaction(async (tx) => {
      const a = await this.access.side(body.service_quotation_id, userId, tx);
      if (a.quotation.kind !== kind) throw notFound('Quotation not found.');
      if (a.quotation.status === 'draft') {
        throw illegalTransition('quotation', 'draft', 'send_message', a.side);
      }
      const made = await this.appendLine(tx, a.quotation, {
        kind: 'message',
        body: body.message,
        senderUserId: userId,
        senderSide: a.side,
        clientId: body.client_id ?? null,
      });
      await repo.markRead(tx, a.quotation.id, a.side);
      return made;
    });
    this.realtime.emit(line.envelopes);
    return { message: 'Message sent.', data: { message: line.view } };
  }

  /**
   * Appends a line to the conversation inside the caller's transaction: the next seq, the quotation
   * to the top of both sides' lists, `quotation.message` recorded for its channel and the other
   * side's notify channel. The caller emits `envelopes` after commit. Offers and calls add their
   * lines through this.
   */
  async appendLine(tx: Executor, quotation: QuotationRow, line: NewLine) {
    const seq = await repo.nextSeq(tx, quotation.id);
    const row = await repo.insertMessage(tx, {
      quotation_id: quotation.id,
      seq,
      sender_user_id: line.senderUserId,
      sender_side: line.senderSide,
      kind: line.kind,
      body: line.body,
      offer_id: line.offerId ?? null,
      call_id: line.callId ?? null,
      client_id: line.clientId ?? null,
    });
    const view = toMessageView(row, await this.senderOf(row, tx));
    const envelopes = await this.realtime.record(
      tx,
      await this.lineEvents(tx, quotation, view, line.senderUserId),
    );
    return { row, view, envelopes };
  }

  private async lineEvents(
    tx: Executor,
    quotation: QuotationRow,
    message: QuotationMessageView,
    senderUserId: number | null,
  ): Promise<RealtimeEventInput[]> {
    const events: RealtimeEventInput[] = [
      { channel: channelName.quotation(quotation.id), event: 'quotation.message', data: { message } },
    ];
    if (quotation.status === 'draft') return events;
    for (const id of await notifyUsers(tx, quotation)) {
      if (id !== senderUserId)
        events.push({ channel: channelName.notify(id), event: 'quotation.message', data: { message } });
    }
    return events;
  }

  private async senderOf(m: QuotationMessageRow, db: Executor = this.deps.db) {
    if (m.sender_user_id === null) return null;
    return repo.userName(db, m.sender_user_id);
  }

  /** GET messages/{id}/{kind}: the quotation, its conversation with offers inline, its calls and history; marks it read. */
  async thread(userId: number, id: number, kind: QuotationKind): Promise<Answer<QuotationThreadView>> {
    const a = await this.access.side(id, userId);
    if (a.quotation.kind !== kind) throw notFound('Quotation not found.');
    await repo.markRead(this.deps.db, id, a.side);
    const db = this.deps.db;
    const [messages, offers, calls, events, quotation] = await Promise.all([
      repo.messages(db, id),
      repo.offers(db, id),
      repo.calls(db, id),
      repo.events(db, id),
      this.view(id, a.side),
    ]);
    return {
      message: 'Quotation.',
      data: {
        quotation,
        messages: messages.map((m) => toMessageView(m.message, m)),
        offers: offers.map((o) => toOfferView(o, a.side, a.quotation)),
        calls: calls.map(toCallSummary),
        history: events.map(toEventView),
      },
    };
  }

  async view(id: number, side: QuotationSide): Promise<QuotationView> {
    const listed = await repo.listed(this.deps.db, id, side);
    if (!listed) throw notFound('Quotation not found.');
    return toQuotationView(listed, side);
  }

  /** Whose lists: the caller's own (type individual) or an organization's they act for. */
  private async viewer(userId: number, type: 'individual' | 'organization', orgId: number): Promise<Viewer> {
    if (type === 'individual') return { kind: 'user', userId };
    if (!orgId) throw invalid({ organization_id: 'Choose the organization.' });
    await this.access.actFor(orgId, userId);
    return { kind: 'org', orgId };
  }

  /** GET {section}-messages/{type}/{id}/{kind}/{organization_id}: one section, a page at a time. */
  async list(
    userId: number,
    section: QuotationSection,
    p: QuotationSectionParams,
    page: number,
    perPage: number,
  ): Promise<Answer<QuotationListView>> {
    const viewer = await this.viewer(userId, p.type, p.organization_id);
    const filter: ListFilter = { viewer, kind: p.kind, serviceId: p.id };
    const { rows, total } = await repo.page(this.deps.db, filter, section, page, perPage);
    const sideOf = (q: QuotationRow): QuotationSide =>
      viewer.kind === 'user'
        ? q.buyer_user_id === viewer.userId
          ? 'buyer'
          : 'provider'
        : q.buyer_org_id === viewer.orgId
          ? 'buyer'
          : 'provider';
    return {
      message: 'Quotations.',
      data: pageOf(
        rows.map((r) => toQuotationView(r, sideOf(r.quotation))),
        total,
        page,
        perPage,
      ),
    };
  }

  /** GET total-messages/{type}/{id}/{kind}: how many quotations each section holds. */
  async totals(
    userId: number,
    p: { type: 'individual' | 'organization'; id: number; kind: QuotationKind },
    orgId: number,
  ): Promise<Answer<QuotationTotalsView>> {
    const viewer = await this.viewer(userId, p.type, orgId);
    const row = await repo.totals(this.deps.db, { viewer, kind: p.kind, serviceId: p.id });
    return {
      message: 'Quotation totals.',
      data: row ?? { requested: 0, inprocess: 0, draft: 0, inactive: 0, trashed: 0 },
    };
  }

  /** DELETE delete-chat/{id} and restore-chat/{id}: the caller's side only; the other side keeps it. */
  async setTrashed(userId: number, id: number, trashed: boolean): Promise<Answer<QuotationView>> {
    const a: QuotationAccess = await this.access.side(id, userId);
    const at = a.side === 'buyer' ? a.quotation.buyer_trashed_at : a.quotation.provider_trashed_at;
    if (trashed && at !== null) throw conflict('The quotation is already in the trash.');
    if (!trashed && at === null) throw conflict('The quotation is not in the trash.');
    await repo.setTrashed(this.deps.db, id, a.side, trashed ? new Date() : null);
    return {
      message: trashed ? 'Moved to the trash.' : 'Restored.',
      data: await this.view(id, a.side),
    };
  }
}
