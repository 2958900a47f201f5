import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, timestamps, ts } from './_columns';
import { organizations } from './organizations';
import { services } from './services';
import { users } from './users';

/**
 * The states of the four machines. The contracts' TRANSITIONS table (packages/contracts/src/quotations)
 * is the one list of moves between them; these types only name what a column may hold.
 */
export type QuotationKind = 'service' | 'service_request';
export type QuotationStatus = 'draft' | 'requested' | 'in_process' | 'completed';
export type QuotationSide = 'buyer' | 'provider';
/** `admin`: an admin of HCTL deciding a dispute. */
export type QuotationActor = QuotationSide | 'system' | 'admin';
export type QuotationMachine = 'quotation' | 'offer' | 'completion' | 'call';
export type OfferStatus =
  | 'sent'
  | 'accepted'
  | 'temporarily_accepted'
  | 'flexlink_accepted'
  | 'rejected'
  | 'expired'
  | 'withdrawn';
export type OfferCompletion =
  | 'none'
  | 'marked_completed'
  | 'accepted'
  | 'rejected'
  | 'auto_accepted'
  | 'disputed'
  | 'released'
  | 'refunded';
export type CallStatus = 'requested' | 'started' | 'ended' | 'rejected' | 'missed';
export type QuotationTimerKind = 'offer_expiry' | 'temporary_deadline' | 'auto_accept' | 'call_ring';

/**
 * A quotation: the transaction between a buyer and a provider about one service. kind `service`: a
 * buyer asked the owner of a service post; `service_request`: a provider answered the owner of a
 * service request. Each side is a person or an organization (never both), acting through its members
 * with the `services` permission. `created_by` is the person who opened it (a draft is theirs alone).
 * Trash is per side: deleting the chat hides it from the caller's lists only.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: id(),
    kind: varchar('kind', { length: 16 }).notNull().$type<QuotationKind>(),
    service_id: cascadeFk('service_id', () => services.id),
    buyer_user_id: fk('buyer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    buyer_org_id: fk('buyer_org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    provider_user_id: fk('provider_user_id').references(() => users.id, { onDelete: 'cascade' }),
    provider_org_id: fk('provider_org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    created_by: fk('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Which side opened it (the buyer for kind service, the provider for service_request). */
    created_side: varchar('created_side', { length: 8 }).notNull().$type<QuotationSide>(),
    status: varchar('status', { length: 12 }).notNull().$type<QuotationStatus>(),
    buyer_trashed_at: ts('buyer_trashed_at'),
    provider_trashed_at: ts('provider_trashed_at'),
    /** Highest `seq` given to a message (1, 2, 3 … per quotation). */
    last_seq: integer('last_seq').notNull().default(0),
    buyer_read_seq: integer('buyer_read_seq').notNull().default(0),
    provider_read_seq: integer('provider_read_seq').notNull().default(0),
    last_message_at: ts('last_message_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    check('quotations_one_buyer', sql`(${t.buyer_user_id} is null) <> (${t.buyer_org_id} is null)`),
    check('quotations_one_provider', sql`(${t.provider_user_id} is null) <> (${t.provider_org_id} is null)`),
    // One open quotation per pair of sides and service: a second request-quote finds the first.
    uniqueIndex('quotations_open_pair_uq')
      .on(
        t.service_id,
        sql`coalesce(${t.buyer_user_id}, 0)`,
        sql`coalesce(${t.buyer_org_id}, 0)`,
        sql`coalesce(${t.provider_user_id}, 0)`,
        sql`coalesce(${t.provider_org_id}, 0)`,
      )
      .where(sql`${t.status} in ('draft', 'requested', 'in_process')`),
    // Section lists per side, newest activity first.
    index('quotations_buyer_user_idx')
      .on(t.buyer_user_id, t.last_message_at.desc(), t.id.desc())
      .where(sql`${t.buyer_user_id} is not null`),
    index('quotations_buyer_org_idx')
      .on(t.buyer_org_id, t.last_message_at.desc(), t.id.desc())
      .where(sql`${t.buyer_org_id} is not null`),
    index('quotations_provider_user_idx')
      .on(t.provider_user_id, t.last_message_at.desc(), t.id.desc())
      .where(sql`${t.provider_user_id} is not null`),
    index('quotations_provider_org_idx')
      .on(t.provider_org_id, t.last_message_at.desc(), t.id.desc())
      .where(sql`${t.provider_org_id} is not null`),
    index('quotations_service_idx').on(t.service_id),
  ],
);

/** An offer: a price, a description and a delivery date the provider proposes; the buyer decides. */
export const quotationOffers = pgTable(
  'quotation_offers',
  {
    id: id(),
    quotation_id: cascadeFk('quotation_id', () => quotations.id),
    created_by: fk('created_by').references(() => users.id, { onDelete: 'set null' }),
    amount_cents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    delivery_date: varchar('delivery_date', { length: 10 }),
    status: varchar('status', { length: 24 }).notNull().default('sent').$type<OfferStatus>(),
    expires_at: ts('expires_at'),
    /** Temporarily accepted: the payment is due by then, else the reservation lapses. */
    pay_by: ts('pay_by'),
    purchase_id: fk('purchase_id'),
    completion: varchar('completion', { length: 16 }).notNull().default('none').$type<OfferCompletion>(),
    marked_completed_at: ts('marked_completed_at'),
    /** When held money goes to the provider without the buyer's answer (3 days after marked completed). */
    release_at: ts('release_at'),
    ...timestamps(),
  },
  (t) => [index('quotation_offers_quotation_idx').on(t.quotation_id, t.id)],
);

/** A call between the two sides of a quotation, or of an interview (`interview_id`). */
export const quotationCalls = pgTable(
  'quotation_calls',
  {
    id: id(),
    quotation_id: fk('quotation_id').references(() => quotations.id, { onDelete: 'cascade' }),
    interview_id: fk('interview_id'),
    type: varchar('type', { length: 8 }).notNull().$type<'audio' | 'video'>(),
    status: varchar('status', { length: 12 }).notNull().default('requested').$type<CallStatus>(),
    caller_user_id: cascadeFk('caller_user_id', () => users.id),
    callee_user_id: fk('callee_user_id').references(() => users.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 }).notNull().unique(),
    ring_until: ts('ring_until'),
    started_at: ts('started_at'),
    ended_at: ts('ended_at'),
    ...timestamps(),
  },
  (t) => [index('quotation_calls_quotation_idx').on(t.quotation_id)],
);

/**
 * The conversation of a quotation: messages, and a line for each offer, call and state change so the
 * thread reads in order. `client_id` (unique per sender) makes a retried send answer with the first.
 */
export const quotationMessages = pgTable(
  'quotation_messages',
  {
    id: id(),
    quotation_id: cascadeFk('quotation_id', () => quotations.id),
    seq: integer('seq').notNull(),
    sender_user_id: fk('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    sender_side: varchar('sender_side', { length: 8 }).notNull().$type<QuotationSide>(),
    kind: varchar('kind', { length: 8 }).notNull().$type<'message' | 'offer' | 'event' | 'call'>(),
    body: text('body').notNull().default(''),
    offer_id: fk('offer_id').references(() => quotationOffers.id, { onDelete: 'set null' }),
    call_id: fk('call_id').references(() => quotationCalls.id, { onDelete: 'set null' }),
    client_id: varchar('client_id', { length: 64 }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('quotation_messages_seq_uq').on(t.quotation_id, t.seq),
    uniqueIndex('quotation_messages_client_uq')
      .on(t.sender_user_id, t.client_id)
      .where(sql`${t.client_id} is not null`),
  ],
);

/** The append-only history: every transition of every machine, with who, when and the price then. */
export const quotationEvents = pgTable(
  'quotation_events',
  {
    id: id(),
    quotation_id: fk('quotation_id').references(() => quotations.id, { onDelete: 'cascade' }),
    offer_id: fk('offer_id').references(() => quotationOffers.id, { onDelete: 'set null' }),
    call_id: fk('call_id').references(() => quotationCalls.id, { onDelete: 'set null' }),
    actor_user_id: fk('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: varchar('actor', { length: 8 }).notNull().$type<QuotationActor>(),
    machine: varchar('machine', { length: 12 }).notNull().$type<QuotationMachine>(),
    event: varchar('event', { length: 32 }).notNull(),
    from_state: varchar('from_state', { length: 24 }),
    to_state: varchar('to_state', { length: 24 }).notNull(),
    amount_cents: integer('amount_cents'),
    created_at: createdAt(),
  },
  (t) => [index('quotation_events_quotation_idx').on(t.quotation_id, t.id)],
);

/**
 * Deadlines (offer expiry, temporary-acceptance deadline, 3-day auto-accept, call ring): a row per
 * deadline, so a worker that was down re-arms its delayed jobs from here when it starts.
 */
export const quotationTimers = pgTable(
  'quotation_timers',
  {
    id: id(),
    kind: varchar('kind', { length: 20 }).notNull().$type<QuotationTimerKind>(),
    ref_id: fk('ref_id').notNull(),
    due_at: ts('due_at').notNull(),
    done_at: ts('done_at'),
  },
  (t) => [
    uniqueIndex('quotation_timers_ref_uq').on(t.kind, t.ref_id),
    index('quotation_timers_pending_idx').on(t.due_at).where(sql`${t.done_at} is null`),
  ],
);
