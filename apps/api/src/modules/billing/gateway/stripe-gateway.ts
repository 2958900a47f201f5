import Stripe from 'stripe';
import type { CardDetails, ChargeInput, GatewayEvent, PaymentGateway } from './gateway';
import { GatewayError } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe API base (a local fake in tests, stripe-mock); the real API when unset. */
  apiBase?: string;
}

/** Stripe: customers and PaymentMethods for cards, PaymentIntents for charges, Connect for payouts. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private stripe: Stripe;

  constructor(private opts: StripeGatewayOptions) {
    const base = opts.apiBase ? new URL(opts.apiBase) : null;
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  /** A card or request refusal becomes a GatewayError (shown to the user); anything else propagates. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const e = err as { type?: string; message?: string; code?: string; decline_code?: string };
      if (e.type === 'StripeCardError' || e.type === 'StripeInvalidRequestError')
        throw new GatewayError(
          e.message ?? 'Your card was declined.',
          e.decline_code ?? e.code ?? 'card_error',
        );
      throw err;
    }
  }

  async createCustomer(input: { email: string; name: string; ownerKey: string }) {
    const c = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { owner: input.ownerKey } },
        { idempotencyKey: `customer:${input.ownerKey}` },
      ),
    );
    return c.id;
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    const pm = await this.call(() =>
      this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
    );
    if (!pm.card) throw new GatewayError('Only cards can be added.', 'unsupported_method');
    return {
      id: pm.id,
      brand: pm.card.brand,
      last4: pm.card.last4,
      exp_month: pm.card.exp_month,
      exp_year: pm.card.exp_year,
    };
  }

  async detachPaymentMethod(paymentMethodId: string) {
    await this.call(() => this.stripe.paymentMethods.detach(paymentMethodId));
  }

  async charge(input: ChargeInput) {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          description: input.description,
          confirm: true,
          off_session: true,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (pi.status === 'succeeded') return { id: pi.id, status: 'succeeded' as const };
    if (pi.status === 'processing') return { id: pi.id, status: 'pending' as const };
    throw new GatewayError(
      pi.last_payment_error?.message ?? 'Your card needs authentication or was declined.',
      pi.last_payment_error?.code ?? 'payment_failed',
    );
  }

  async createPayoutAccount(input: { email: string; ownerKey: string }) {
    const a = await this.call(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          email: input.email,
          capabilities: { transfers: { requested: true } },
          metadata: { owner: input.ownerKey },
        },
        { idempotencyKey: `connect:${input.ownerKey}` },
      ),
    );
    return a.id;
  }

  async payoutAccountStatus(accountId: string, returnUrl: string) {
    const a = await this.call(() => this.stripe.accounts.retrieve(accountId));
    const verified = Boolean(a.payouts_enabled && a.details_submitted);
    if (verified) return { verified, onboardingUrl: null };
    const link = await this.call(() =>
      this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: returnUrl,
        return_url: returnUrl,
      }),
    );
    return { verified, onboardingUrl: link.url };
  }

  async transfer(input: {
    accountId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }) {
    const t = await this.call(() =>
      this.stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          destination: input.accountId,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: t.id };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    if (!signature) throw new GatewayError('Missing signature.', 'invalid_signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.opts.webhookSecret);
    } catch {
      throw new GatewayError('Invalid signature.', 'invalid_signature');
    }
    const o = event.data.object as unknown as Record<string, unknown>;
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { id: event.id, type: 'payment.succeeded', paymentId: String(o.id) };
      case 'payment_intent.payment_failed': {
        const err = o.last_payment_error as { message?: string } | null;
        return {
          id: event.id,
          type: 'payment.failed',
          paymentId: String(o.id),
          message: err?.message ?? 'Your card was declined.',
        };
      }
      case 'charge.refunded':
        return { id: event.id, type: 'payment.refunded', paymentId: String(o.payment_intent) };
      case 'account.updated':
        return {
          id: event.id,
          type: 'payout_account.updated',
          accountId: String(o.id),
          verified: Boolean(o.payouts_enabled && o.details_submitted),
        };
      case 'transfer.reversed':
        return {
          id: event.id,
          type: 'transfer.failed',
          transferId: String(o.id),
          message: 'The payout was reversed.',
        };
      default:
        return { id: event.id, type: 'ignored', gatewayType: event.type };
    }
  }
}
