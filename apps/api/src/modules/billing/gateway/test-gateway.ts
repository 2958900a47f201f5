import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../../lib/crypto';
import {
  type CardDetails,
  type ChargeInput,
  GatewayError,
  type GatewayEvent,
  type PaymentGateway,
} from './gateway';

/** Outcomes of Stripe's documented test cards (https://docs.stripe.com/testing). */
const OUTCOMES: Record<string, string> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000341': 'charge_declined',
};
/** Stripe's ready-made test payment methods, for integrators calling the API directly. */
const NAMED: Record<string, { brand: string; last4: string; outcome: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'ok' },
  pm_card_amex: { brand: 'amex', last4: '0005', outcome: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'card_declined' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', outcome: 'charge_declined' },
};
const MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  charge_declined: 'Your card was declined.',
};

export function luhnValid(n: string) {
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
const brandOf = (n: string) =>
  /^4/.test(n)
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(n)
      ? 'mastercard'
      : /^3[47]/.test(n)
        ? 'amex'
        : /^6(011|5)/.test(n)
          ? 'discover'
          : 'card';

interface TokenPayload {
  b: string;
  l: string;
  m: number;
  y: number;
  o: string;
}

/**
 * The default gateway: works offline and behaves like Stripe's test mode. Card details become a
 * signed `pm_test_…` token (the number itself is never kept), then attach and charge answer
 * with the outcome Stripe documents for that test number.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  private charges = new Map<string, { id: string; status: 'succeeded' }>();
  private transfers = new Map<string, { id: string }>();
  /** Tests flip this to exercise a refused payout. */
  failTransfers = false;

  constructor(
    private secret: string,
    private now: () => Date = () => new Date(),
  ) {}

  private sign(body: string) {
    return createHmac('sha256', this.secret).update(`test-gateway|${body}`).digest('base64url').slice(0, 22);
  }

  /** What Stripe.js does in the browser: card details → payment method id. */
  tokenize(card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
    const n = card.number;
    if (!luhnValid(n)) throw new GatewayError('Your card number is invalid.', 'invalid_number');
    const now = this.now();
    const expired =
      card.exp_year < now.getUTCFullYear() ||
      (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
    if (expired) throw new GatewayError("Your card's expiration date is in the past.", 'invalid_expiry');
    const payload: TokenPayload = {
      b: brandOf(n),
      l: n.slice(-4),
      m: card.exp_month,
      y: card.exp_year,
      o: OUTCOMES[n] ?? 'ok',
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `pm_test_${body}.${this.sign(body)}`;
  }

  private read(pm: string): TokenPayload {
    const named = NAMED[pm];
    if (named)
      return { b: named.brand, l: named.last4, m: 12, y: this.now().getUTCFullYear() + 3, o: named.outcome };
    const m = /^pm_test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})$/.exec(pm);
    if (!m || !safeEqual(this.sign(m[1]), m[2]))
      throw new GatewayError('This card could not be found. Enter it again.', 'resource_missing');
    try {
      return JSON.parse(Buffer.from(m[1], 'base64url').toString()) as TokenPayload;
    } catch {
      throw new GatewayError('This card could not be found. Enter it again.', 'resource_missing');
    }
  }

  async createCustomer() {
    return `cus_test_${randomBytes(8).toString('hex')}`;
  }

  async attachPaymentMethod(_customerId: string, pm: string): Promise<CardDetails> {
    const t = this.read(pm);
    if (t.o !== 'ok' && t.o !== 'charge_declined') throw new GatewayError(MESSAGES[t.o], t.o);
    return { id: pm, brand: t.b, last4: t.l, exp_month: t.m, exp_year: t.y };
  }

  async detachPaymentMethod() {}

  async charge(input: ChargeInput) {
    const seen = this.charges.get(input.idempotencyKey);
    if (seen) return seen;
    const t = this.read(input.paymentMethodId);
    if (t.o !== 'ok') throw new GatewayError(MESSAGES[t.o] ?? 'Your card was declined.', t.o);
    const result = { id: `pi_test_${randomBytes(8).toString('hex')}`, status: 'succeeded' as const };
    this.charges.set(input.idempotencyKey, result);
    return result;
  }

  async createPayoutAccount() {
    return `acct_test_${randomBytes(8).toString('hex')}`;
  }

  /** Test accounts need no onboarding: they are verified as soon as they exist. */
  async payoutAccountStatus() {
    return { verified: true, onboardingUrl: null };
  }

  async transfer(input: { idempotencyKey: string }) {
    const seen = this.transfers.get(input.idempotencyKey);
    if (seen) return seen;
    if (this.failTransfers) throw new GatewayError('The payout was refused by the bank.', 'transfer_failed');
    const result = { id: `tr_test_${randomBytes(8).toString('hex')}` };
    this.transfers.set(input.idempotencyKey, result);
    return result;
  }

  /** The test gateway sends no webhooks; its signature is an HMAC so tests can replay events. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    if (!signature || !safeEqual(this.sign(rawBody.toString('base64url')), signature))
      throw new GatewayError('Invalid signature.', 'invalid_signature');
    return JSON.parse(rawBody.toString()) as GatewayEvent;
  }

  signWebhook(rawBody: string) {
    return this.sign(Buffer.from(rawBody).toString('base64url'));
  }
}
