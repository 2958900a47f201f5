import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Alert, Button, Divider, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiMutation } from '../../lib/use-api-mutation';
import { QueryState } from '../QueryState';
import { billingMethodsQuery } from './api/billing-methods';
import { billingKeys } from './api/keys';
import { topUp } from './api/top-up';
import { CardForm } from './CardForm';
import { cardLabel, defaultCardId, usd } from './cards';

/**
 * The payment/top-up dialog every promote and publish flow opens after a 400 (spec §4, §8):
 * the reason, a card to use (or a new one), and tokens to buy; then the payment is tried again.
 * Without `onRetry` it is the wallet's "Buy tokens": no payment to try again, the price of the
 * tokens shown (`tokenValue` dollars each), and it closes once they are bought.
 */
export function PaymentDialog({
  opened,
  message,
  slug,
  tokenValue,
  onClose,
  onRetry,
}: {
  opened: boolean;
  message: string | null;
  slug?: string | null;
  tokenValue?: number;
  onClose: () => void;
  onRetry?: (billingMethodId: number | null) => void;
}) {
  const buyOnly = !onRetry;
  const methods = useQuery({ ...billingMethodsQuery(slug), enabled: opened });
  const [chosen, setChosen] = useState<string | null>(null);
  const [tokens, setTokens] = useState<number | string>(100);
  useEffect(() => {
    if (!chosen) setChosen(defaultCardId(methods.data));
  }, [methods.data, chosen]);
  const buy = useApiMutation({
    mutationFn: topUp,
    invalidate: [billingKeys.wallets, billingKeys.all],
    awaitInvalidation: true,
    onSuccess: () => {
      if (buyOnly) onClose();
    },
  });
  const count = Number(tokens) || 0;
  const price = tokenValue !== undefined && count > 0 ? usd(count * tokenValue) : null;
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
        <Group align="end">
          <NumberInput
            label="Tokens"
            description={price ? `${count.toLocaleString('en-US')} tokens cost ${price}` : undefined}
            min={10}
            max={100000}
            value={tokens}
            onChange={setTokens}
            w={200}
          />
          <Button
            variant="light"
            onClick={() =>
              chosen && buy.mutate({ tokens: Number(tokens), billingMethodId: Number(chosen), slug })
            }
            loading={buy.isPending}
            disabled={!chosen}
          >
            {price ? `Buy for ${price}` : 'Buy tokens'}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {onRetry && (
            <Button onClick={() => onRetry(chosen ? Number(chosen) : null)} disabled={!chosen}>
              Pay now
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
