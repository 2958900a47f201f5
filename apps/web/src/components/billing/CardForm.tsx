import type { BillingMethodView, Envelope } from '@hctl/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useApiMutation } from '../../lib/use-api-mutation';
import { addBillingMethod } from './api/add-billing-method';
import { billingConfigQuery } from './api/billing-config';
import { billingKeys } from './api/keys';
import { tokenizeTestCard } from './api/tokenize-test-card';

interface Props {
  slug?: string | null;
  makePrimary?: boolean;
  onAdded?: (m: BillingMethodView) => void;
}

/** Adds a card: Stripe Elements with Stripe, or the test card form with the offline test gateway. */
export function CardForm(props: Props) {
  const config = useQuery(billingConfigQuery());
  if (!config.data) return null;
  return config.data.gateway === 'stripe' && config.data.publishable_key ? (
    <StripeCardForm {...props} publishableKey={config.data.publishable_key} />
  ) : (
    <TestCardForm {...props} />
  );
}

/**
 * Saving a card: the gateway's payment method id first (`paymentMethod`), then the card itself;
 * the billing queries refetch before `onAdded` hears of it.
 */
function useAddCard<TVars>(
  { slug, makePrimary, onAdded }: Props,
  paymentMethod: (vars: TVars) => Promise<string>,
  onError: (err: unknown) => boolean | undefined,
  onSaved?: () => void,
) {
  return useApiMutation({
    mutationFn: async (vars: TVars): Promise<Envelope<BillingMethodView>> =>
      addBillingMethod({ paymentMethodId: await paymentMethod(vars), slug, makePrimary }),
    invalidate: [billingKeys.all],
    awaitInvalidation: true,
    onSuccess: (res) => {
      onAdded?.(res.data);
      onSaved?.();
    },
    onError,
  });
}

function TestCardForm(props: Props) {
  const [v, setV] = useState({ number: '', exp: '', cvc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAddCard(
    props,
    async (card: { number: string; exp_month: number; exp_year: number; cvc: string }) =>
      (await tokenizeTestCard(card)).data.payment_method_id,
    (err) => {
      if (!(err instanceof ApiError && Object.keys(err.errors).length)) return false;
      const e2 = { ...err.errors };
      // Spec §8: billing failures belong to payment_method_id, shown under the card number.
      if (e2.payment_method_id) e2.number = e2.payment_method_id;
      if (e2.exp_month || e2.exp_year) e2.exp = e2.exp_month ?? e2.exp_year;
      setErrors(e2);
      return true;
    },
    () => setV({ number: '', exp: '', cvc: '' }),
  );
  /** One input's value, change handler and error. */
  const field = (key: keyof typeof v) => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setV((s) => ({ ...s, [key]: value }));
    },
    error: errors[key],
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const [mm, yy] = v.exp.split('/').map((x) => x.trim());
    const local: Record<string, string> = {};
    if (!/^\d{12,19}$/.test(v.number.replace(/[\s-]/g, ''))) local.number = 'Enter a valid card number.';
    if (!/^\d{1,2}$/.test(mm ?? '') || !/^\d{2}(\d{2})?$/.test(yy ?? ''))
      local.exp = 'Enter the expiry as MM/YY.';
    if (!/^\d{3,4}$/.test(v.cvc)) local.cvc = 'Enter the 3 or 4 digit security code.';
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate({
      number: v.number,
      exp_month: Number(mm),
      exp_year: Number(yy.length === 2 ? `20${yy}` : yy),
      cvc: v.cvc,
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <Stack gap="xs">
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...field('number')}
        />
        <Group grow>
          <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/30" {...field('exp')} />
          <TextInput
            label="Security code"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...field('cvc')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; any future date and CVC.
        </Text>
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save card
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe.js could not turn the card into a payment method (its message is for the user). */
class CardNotRead extends Error {}

interface StripeJs {
  elements(): { create(type: 'card'): { mount(el: HTMLElement): void; destroy(): void } };
  createPaymentMethod(o: { type: 'card'; card: unknown }): Promise<{
    paymentMethod?: { id: string };
    error?: { message?: string };
  }>;
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

/** With Stripe the card number never reaches HCTL: Stripe.js turns it into a payment method id. */
function StripeCardForm(props: Props & { publishableKey: string }) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; card: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useAddCard(
    props,
    async (s: { js: StripeJs; card: unknown }) => {
      const r = await s.js.createPaymentMethod({ type: 'card', card: s.card });
      if (r.error || !r.paymentMethod)
        throw new CardNotRead(r.error?.message ?? 'Your card could not be read.');
      return r.paymentMethod.id;
    },
    (err) => {
      if (err instanceof CardNotRead) setError(err.message);
      else if (err instanceof ApiError && err.errors.payment_method_id)
        setError(err.errors.payment_method_id);
      else return false;
      return true;
    },
  );
  useEffect(() => {
    let card: { destroy(): void } | null = null;
    const mount = () => {
      if (!window.Stripe || !host.current) return;
      const js = window.Stripe(props.publishableKey);
      const el = js.elements().create('card');
      el.mount(host.current);
      card = el;
      stripe.current = { js, card: el };
    };
    if (window.Stripe) mount();
    else {
      const s = document.createElement('script');
      s.src = 'https://js.stripe.com/v3';
      s.onload = mount;
      s.onerror = () => setError('The card form could not load. Check your connection.');
      document.head.appendChild(s);
    }
    return () => card?.destroy();
  }, [props.publishableKey]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!stripe.current) return;
    setError(null);
    save.mutate(stripe.current);
  };
  return (
    <form onSubmit={submit} aria-label="Add a card">
      <Stack gap="xs">
        <div
          ref={host}
          style={{ padding: 12, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save card
        </Button>
      </Stack>
    </form>
  );
}
