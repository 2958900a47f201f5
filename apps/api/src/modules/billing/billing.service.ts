import type {
  addBillingMethodBody,
  BillingConfigView,
  BillingMethodView,
  Page,
  PaymentView,
  testCardBody,
} from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { adminPaymentsRepository } from './admin-payments.repository';
import { toBillingMethod, toPayment } from './billing.mapper';
import { type BillingMethodRow, type PaymentRow, billingRepository as repo } from './billing.repository';
import { type BillingOwner, personalOwner, resolveOwner } from './billing-owner';
import { GatewayError, type PaymentGateway, TestGateway } from './gateway';

export type Payer = Pick<BillingOwner, 'key' | 'email' | 'name' | 'organizationId'> & {
  userId: number | null;
};

export const declined = (message: string) =>
  badRequest(message, 'card_declined', { payment_method_id: message });

/** Billing methods (cards), the billing history, and the one place that charges a card. */
export class BillingService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    readonly gateway: PaymentGateway,
    /** Whether the payer is on a paid plan (subscriptions, built after this service). */
    private paysForPlan: (owner: BillingOwner) => Promise<boolean>,
  ) {}

  owner(auth: AuthContext, slug?: string | null) {
    return resolveOwner({ orgs: this.orgs, db: this.deps.db }, auth, slug);
  }

  /** Which gateway the web app should collect cards for (Stripe Elements or the test card form). */
  config(): BillingConfigView {
    const { config } = this.deps;
    return {
      gateway: this.gateway.name,
      publishable_key: this.gateway.name === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      token_value: config.TOKEN_VALUE_CENTS / 100,
    };
  }

  /** What Stripe.js does in the browser, for the offline test gateway only: test card → payment method id. */
  tokenizeTestCard(card: z.output<typeof testCardBody>) {
    if (!(this.gateway instanceof TestGateway)) throw notFound();
    try {
      return { payment_method_id: this.gateway.tokenize(card) };
    } catch (err) {
      // An expired card is the expiry's fault, not the number's: the form shows it there.
      if (err instanceof GatewayError)
        throw invalid({ [err.code === 'invalid_expiry' ? 'exp_month' : 'number']: err.message });
      throw err;
    }
  }

  /**
   * The payer's gateway customer. A new one is only remembered once `keep` runs, so a refused
   * card leaves nothing behind (the gateway's own idempotency key returns the same customer later).
   */
  private async customer(payer: Payer) {
    const found = await repo.customer(this.deps.db, payer.key, this.gateway.name);
    if (found) return { id: found.customer_id, keep: async () => {} };
    const id = await this.gateway.createCustomer({
      email: payer.email,
      name: payer.name,
      ownerKey: payer.key,
    });
    return { id, keep: () => repo.saveCustomer(this.deps.db, payer.key, this.gateway.name, id) };
  }

  private async customerId(payer: Payer) {
    const c = await this.customer(payer);
    await c.keep();
    return c.id;
  }

  async add(auth: AuthContext, slug: string | undefined, body: z.output<typeof addBillingMethodBody>) {
    const owner = await this.owner(auth, slug);
    const existing = await repo.methods(this.deps.db, owner.key);
    if (existing.some((m) => m.gateway_method_id === body.payment_method_id))
      throw conflict('This card is already saved.', { payment_method_id: 'This card is already saved.' });
    let card: Awaited<ReturnType<PaymentGateway['attachPaymentMethod']>>;
    const customer = await this.customer(owner);
    try {
      card = await this.gateway.attachPaymentMethod(customer.id, body.payment_method_id);
    } catch (err) {
      if (err instanceof GatewayError) throw invalid({ payment_method_id: err.message });
      throw err;
    }
    await customer.keep();
    const primary = body.make_primary === true || (await this.primaryIsReplaceable(owner.key));
    const row = await this.deps.db.transaction(async (tx) => {
      const inserted = await repo.insertMethod(tx, {
        owner_key: owner.key,
        user_id: auth.userId,
        organization_id: owner.organizationId,
        gateway: this.gateway.name,
        gateway_method_id: card.id,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      });
      if (primary) await repo.setPrimary(tx, owner.key, inserted.id);
      return { ...inserted, is_primary: primary };
    });
    return { message: 'Your card has been added.', data: toBillingMethod(row) };
  }

  /**
   * The primary card is the one renewals fall back to and payment forms preselect, so it should be
   * a card known to work. Cards such as Stripe's 0341 attach fine and are declined at every charge,
   * so a saved card is not known to work until it is charged. The rule:
   * - a new card becomes primary when the payer asks (`make_primary`, "Make primary"), when there
   *   is no primary card, or when the primary card has only ever been declined;
   * - a declined charge on a primary card never charged successfully hands "primary" back to the
   *   payer's newest card that has been (if none has, it stays: there is no better one);
   * - a successful charge on another card, while the primary card has only ever been declined,
   *   makes the card that worked primary.
   */
  private async primaryIsReplaceable(owner: BillingOwner['key']) {
    const primary = await repo.primary(this.deps.db, owner);
    if (!primary) return true;
    const record = await repo.chargeRecord(this.deps.db, primary.id);
    return record.failed && !record.succeeded;
  }

  /**
   * After a charge: moves "primary" as `primaryIsReplaceable` says. Only a preference: a failure
   * here (two charges moving it at once meet the one-primary index) never fails the payment.
   */
  private async settlePrimary(payer: Payer, method: BillingMethodRow, succeeded: boolean) {
    await this.movePrimary(payer, method, succeeded).catch(() => {});
  }

  private async movePrimary(payer: Payer, method: BillingMethodRow, succeeded: boolean) {
    const { db } = this.deps;
    const primary = await repo.primary(db, payer.key);
    if (succeeded) {
      if (primary?.id !== method.id && (await this.primaryIsReplaceable(payer.key)))
        await db.transaction((tx) => repo.setPrimary(tx, payer.key, method.id));
      return;
    }
    if (primary?.id !== method.id || (await repo.chargeRecord(db, method.id)).succeeded) return;
    const proven = await repo.newestProvenMethod(db, payer.key, method.id);
    if (proven) await db.transaction((tx) => repo.setPrimary(tx, payer.key, proven.id));
  }

  async list(auth: AuthContext, slug?: string): Promise<BillingMethodView[]> {
    return this.methodsOf(await this.owner(auth, slug));
  }

  async methodsOf(owner: BillingOwner): Promise<BillingMethodView[]> {
    return (await repo.methods(this.deps.db, owner.key)).map(toBillingMethod);
  }

  /** A card id without ?slug: found through the card's own owner, whom the caller must be allowed to bill for. */
  private async ownedMethod(auth: AuthContext, id: number, slug?: string) {
    let owner: BillingOwner;
    if (slug) owner = await this.owner(auth, slug);
    else {
      const ref = await repo.methodOwner(this.deps.db, id);
      if (!ref) throw notFound('Billing method not found.');
      if (ref.org_slug) owner = await this.owner(auth, ref.org_slug);
      else if (ref.owner_key === `user:${auth.userId}`) owner = personalOwner(auth);
      else throw notFound('Billing method not found.');
    }
    const method = await repo.method(this.deps.db, owner.key, id);
    if (!method) throw notFound('Billing method not found.');
    return { owner, method };
  }

  async makePrimary(auth: AuthContext, id: number, slug?: string) {
    const { owner, method } = await this.ownedMethod(auth, id, slug);
    await this.deps.db.transaction((tx) => repo.setPrimary(tx, owner.key, method.id));
    return {
      message: 'Your primary card has been updated.',
      data: toBillingMethod({ ...method, is_primary: true }),
    };
  }

  async remove(auth: AuthContext, id: number, slug: string | undefined) {
    const { owner, method } = await this.ownedMethod(auth, id, slug);
    const methods = await repo.methods(this.deps.db, owner.key);
    if (methods.length === 1 && (await this.paysForPlan(owner)))
      throw conflict('This card pays for your plan. Add another card or move to the Basic Plan first.');
    await this.deps.db.transaction(async (tx) => {
      await repo.softDelete(tx, method.id);
      const next = methods.find((m) => m.id !== method.id);
      if (method.is_primary && next) await repo.setPrimary(tx, owner.key, next.id);
    });
    await this.gateway.detachPaymentMethod(method.gateway_method_id).catch(() => {});
    return { message: 'Your card has been removed.', data: null };
  }

  async history(
    auth: AuthContext,
    slug: string | undefined,
    page: number,
    perPage: number,
  ): Promise<Page<PaymentView>> {
    const owner = await this.owner(auth, slug);
    const { rows, total } = await repo.history(this.deps.db, owner.key, page, perPage);
    return pageOf(rows.map(toPayment), total, page, perPage);
  }

  /** The card to charge: the one named (it must be the payer's) or the payer's primary card. */
  async methodFor(payer: Payer, id?: number | null) {
    if (id) {
      const m = await repo.method(this.deps.db, payer.key, id);
      if (!m) throw invalid({ billing_method_id: 'Choose one of your saved cards.' });
      return m;
    }
    return repo.primary(this.deps.db, payer.key);
  }

  /**
   * Charges a card once per idempotency key: a replay returns the first outcome. A decline is
   * recorded in the history and answered with 400 `card_declined` (message on payment_method_id).
   */
  async charge(
    payer: Payer,
    method: BillingMethodRow,
    input: {
      amountCents: number;
      purpose: PaymentRow['purpose'];
      description: string;
      idempotencyKey: string;
      reference?: Record<string, unknown>;
    },
  ): Promise<PaymentRow> {
    const { db } = this.deps;
    // An administrator may turn card payments off for a person (PUT admin/user/{slug}/card): every
    // card charge passes here, whoever the payer (their own or an organization they pay for).
    if (payer.userId !== null && (await adminPaymentsRepository.cardDisabled(db, payer.userId)))
      throw forbidden(
        'Card payments are turned off for your account. Pay with HCTL tokens or contact us.',
        'card_disabled',
      );
    // Attempts share the base key: a success is returned again, a decline lets the next attempt through.
    const attempts = await repo.paymentAttempts(db, input.idempotencyKey);
    const done = attempts.find((a) => a.status === 'succeeded' || a.status === 'pending');
    if (done?.status === 'succeeded') return done;
    const key =
      done?.idempotency_key ??
      (attempts.length ? `${input.idempotencyKey}#${attempts.length + 1}` : input.idempotencyKey);
    const payment =
      done ??
      (await repo.insertPayment(db, {
        owner_key: payer.key,
        user_id: payer.userId,
        billing_method_id: method.id,
        amount_cents: input.amountCents,
        purpose: input.purpose,
        description: input.description,
        gateway: this.gateway.name,
        idempotency_key: key,
        reference: input.reference ?? {},
      }));
    if (!payment) throw conflict('This payment is already being processed.');
    let result: Awaited<ReturnType<PaymentGateway['charge']>>;
    try {
      result = await this.gateway.charge({
        customerId: await this.customerId(payer),
        paymentMethodId: method.gateway_method_id,
        // A pending attempt resumed under its key is sent as it was first (a gateway refuses a key
        // reused with another amount; a prorated plan change computes its amount anew each time).
        amountCents: payment.amount_cents,
        currency: 'usd',
        description: payment.description,
        idempotencyKey: key,
      });
    } catch (err) {
      if (err instanceof GatewayError) {
        await repo.updatePayment(db, payment.id, {
          status: 'failed',
          failure_message: err.message.slice(0, 300),
        });
        await this.settlePrimary(payer, method, false);
        throw declined(err.message);
      }
      // Unknown outcome (network): the row stays pending; a webhook or a retry with the same key settles it.
      throw new AppError(
        503,
        'The payment service is not answering. Try again in a moment.',
        'gateway_unavailable',
      );
    }
    const settled = await repo.updatePayment(db, payment.id, {
      status: result.status,
      gateway_payment_id: result.id,
    });
    if (result.status === 'succeeded') await this.settlePrimary(payer, method, true);
    return settled;
  }
}
