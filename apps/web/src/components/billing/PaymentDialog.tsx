import { TOP_UP_TOKENS } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Alert, Button, Divider, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiMutation } from '../../lib/use-api-mutation';
import { QueryState } from '../QueryState';
import { billingConfigQuery } from './api/billing-config';
import { billingMethodsQuery } from './api/billing-methods';
import { billingKeys } from './api/keys';
import { topUp } from './api/top-up';
import { CardForm } from './CardForm';
import { cardLabel, defaultCardId, usd } from './cards';

/**
 * Why a number of tokens to buy cannot be bought (null: it can; an empty field only disables the
 * button). The API's limits (`topUpBody`), checked here so the button never offers another amount.
 */
export function topUpTokensError(value: number | string) {
  if (value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n)) return 'Enter a whole number of tokens.';
  if (n < TOP_UP_TOKENS.min) return `Buy at least ${TOP_UP_TOKENS.min} tokens.`;
  if (n > TOP_UP_TOKENS.max) return `Buy at most ${TOP_UP_TOKENS.max.toLocaleString('en-US')} tokens.`;
  return null;
}

/**
 * The payment/top-up dialog every promote and publish flow opens after a 400 (spec §4, §8):
 * the reason, a card to use (or a new one), and tokens to buy; then the payment is tried again.
 * Without `onRetry` it is the wallet's "Buy tokens": no payment to try again, and it closes once
 * they are bought. The buy button shows the price of exactly the tokens it buys (`tokenValue`
 * dollars each, else the gateway config's value).
 */
export function PaymentDialog({
  opened,
  message,
  slug,
  tokenValue,
  paying = false,
  onClose,
  onRetry,
}: {
  opened: boolean;
  message: string | null;
  slug?: string | null;
  tokenValue?: number;
  /** The payment tried again from here is running. */
  paying?: boolean;
  onClose: () => void;
  onRetry?: (billingMethodId: number | null) => void;
}) {
  const buyOnly = !onRetry;
  const methods = useQuery({ ...billingMethodsQuery(slug), enabled: opened });
  const config = useQuery({ ...billingConfigQuery(), enabled: opened && tokenValue === undefined });
  const [chosen, setChosen] = useState<string | null>(null);
  const [tokens, setTokens] = useState<number | string>(100);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) setChosen(defaultCardId(methods.data));
  }, [methods.data, chosen]);
  const buy = useApiMutation({
    mutationFn: topUp,
    invalidate: [billingKeys.wallets, billingKeys.all],
    awaitInvalidation: true,
    onFieldErrors: (errors) => setServerError(errors.tokens ?? null),
    onSuccess: () => {
      if (buyOnly) onClose();
    },
  });
  const fieldError = topUpTokensError(tokens) ?? serverError;
  const valid = tokens !== '' && topUpTokensError(tokens) === null;
  const count = valid ? Number(tokens) : 0;
  // In cents, as the API charges: tokens × the token's value.
  const centsEach = Math.round((tokenValue ?? config.data?.token_value ?? Number.NaN) * 100);
  const price = valid && Number.isFinite(centsEach) ? usd((count * centsEach) / 100) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={buyOnly ? 'Buy HCTL tokens' : 'Add funds to continue'}
      size={UI_TIMINGS.modalWidth}
      centered
    >
      <Stack>
        {message && (
          <Alert color="red" role="alert" data-testid="payment-problem">
            {message}
          </Alert>
        )}
        <QueryState
          query={methods}
          isEmpty={(d) => d.length === 0}
          empty={<Text size="sm">No card saved yet. Add one below.</Text>}
        >
          {(list) => (
            <Radio.Group label="Pay with" value={chosen} onChange={setChosen}>
              <Stack gap={6} mt={6}>
                {list.map((m) => (
                  <Radio key={m.id} value={String(m.id)} label={cardLabel(m)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </QueryState>
        <Divider label="Add a card" labelPosition="left" />
        <CardForm slug={slug} onAdded={(m) => setChosen(String(m.id))} />
        <Divider label={buyOnly ? 'Tokens to buy' : 'Or buy HCTL tokens'} labelPosition="left" />
        <Stack gap="xs" align="flex-start">
          <NumberInput
            label="Tokens"
            description={price ? `${count.toLocaleString('en-US')} tokens cost ${price}` : undefined}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            min={TOP_UP_TOKENS.min}
            max={TOP_UP_TOKENS.max}
            value={tokens}
            onChange={(v) => {
              setTokens(v);
              setServerError(null);
            }}
            error={fieldError}
            w={200}
          />
          <Button
            variant="light"
            onClick={() =>
              chosen && price && buy.mutate({ tokens: count, billingMethodId: Number(chosen), slug })
            }
            loading={buy.isPending}
            disabled={!chosen || !price}
          >
            {price ? `Buy for ${price}` : 'Buy tokens'}
          </Button>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={paying}>
            Close
          </Button>
          {onRetry && (
            <Button
              onClick={() => onRetry(chosen ? Number(chosen) : null)}
              disabled={!chosen}
              loading={paying}
            >
              Pay now
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
