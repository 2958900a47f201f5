import type { Config } from '../../../config';
import type { PaymentGateway } from './gateway';
import { StripeGateway } from './stripe-gateway';
import { TestGateway } from './test-gateway';

export * from './gateway';
export { StripeGateway } from './stripe-gateway';
export { TestGateway } from './test-gateway';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the offline test gateway. */
export function createGateway(config: Config, now: () => Date): PaymentGateway {
  if (config.STRIPE_SECRET_KEY)
    return new StripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      apiBase: config.STRIPE_API_BASE,
    });
  return new TestGateway(config.appKey, now);
}
