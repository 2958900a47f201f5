/** What the product needs from a payment provider; Stripe and the offline test gateway implement it. */
export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** A refusal the user can act on (declined card, invalid card, failed transfer). */
export class GatewayError extends Error {
  constructor(
    message: string,
    public code: string,
  ) {
    super(message);
  }
}

export type GatewayEvent =
  | { id: string; type: 'payment.succeeded'; paymentId: string }
  | { id: string; type: 'payment.failed'; paymentId: string; message: string }
  | { id: string; type: 'payment.refunded'; paymentId: string }
  | { id: string; type: 'payout_account.updated'; accountId: string; verified: boolean }
  | { id: string; type: 'transfer.failed'; transferId: string; message: string }
  | { id: string; type: 'ignored'; gatewayType: string };

export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  createCustomer(input: { email: string; name: string; ownerKey: string }): Promise<string>;
  /** Throws GatewayError when the card is refused; the message is shown on `payment_method_id`. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Throws GatewayError on a decline. The same idempotency key never charges twice. */
  charge(input: ChargeInput): Promise<{ id: string; status: 'succeeded' | 'pending' }>;
  createPayoutAccount(input: { email: string; ownerKey: string }): Promise<string>;
  payoutAccountStatus(
    accountId: string,
    returnUrl: string,
  ): Promise<{ verified: boolean; onboardingUrl: string | null }>;
  /** Throws GatewayError when the transfer is refused. */
  transfer(input: {
    accountId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Verifies the signature; throws on a forged or stale payload. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}
