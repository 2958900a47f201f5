import type { BillingMethodView } from '@hctl/contracts';

export const usd = (n: number) => `$${n.toFixed(2)}`;

export const cardLabel = (m: BillingMethodView) =>
  `${m.brand.toUpperCase()} •••• ${m.last4}${m.primary ? ' (primary)' : ''}`;

/** The card a payment form starts with: the primary one, else the newest. */
export const defaultCardId = (list: BillingMethodView[] | undefined) =>
  list?.length ? String((list.find((m) => m.primary) ?? list[0]).id) : null;
