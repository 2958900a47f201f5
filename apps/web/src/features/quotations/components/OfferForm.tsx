import { OFFER_EXPIRY_DAYS, sendOfferBody } from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/FormActions';
import { serverToday } from '../../../lib/dates';
import { formField } from '../../../lib/form-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { quotationsKeys } from '../api/keys';
import { sendOffer } from '../api/offers';

type OfferInput = z.input<typeof sendOfferBody>;
type OfferOutput = z.output<typeof sendOfferBody>;

/** The provider's offer (send-offer): amount in dollars, what it includes, the delivery date. */
export function OfferFormModal({
  quotationId,
  opened,
  onClose,
}: {
  quotationId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState, setError, reset } = useForm<OfferInput, unknown, OfferOutput>({
    resolver: zodResolver(sendOfferBody),
    defaultValues: { amount: '', description: '', delivery_date: '' },
  });
  const field = formField({ register, formState });
  const send = useApiMutation({
    mutationFn: sendOffer,
    form: { setError },
    invalidate: [quotationsKeys.thread(quotationId), quotationsKeys.all],
    onSuccess: () => {
      reset();
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Send an offer" centered size="lg">
      <form
        noValidate
        onSubmit={handleSubmit((body) =>
          send.run({
            quotationId,
            body: { amount: body.amount, description: body.description, delivery_date: body.delivery_date },
          }),
        )}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            The buyer can accept and pay (the payment is held until they accept your completed work), reserve
            it for 48 hours, or reject it. It stays open for {OFFER_EXPIRY_DAYS} days; a newer offer replaces
            it.
          </Text>
          <TextInput
            label="Amount (USD)"
            inputMode="decimal"
            required
            leftSection="$"
            {...field('amount')}
            data-autofocus
          />
          <Textarea
            label="What the offer includes"
            required
            autosize
            minRows={3}
            maxLength={5000}
            {...field('description')}
          />
          <TextInput
            label="Delivery date"
            type="date"
            required
            min={serverToday()}
            {...field('delivery_date')}
          />
          <FormActions onCancel={onClose} submitLabel="Send offer" loading={formState.isSubmitting} />
        </Stack>
      </form>
    </Modal>
  );
}
