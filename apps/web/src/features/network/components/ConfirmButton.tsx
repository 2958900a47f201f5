import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

/** A button that asks first (decline, cancel, remove): the action runs only after "Yes". */
export function ConfirmButton({
  label,
  title,
  question,
  confirmLabel,
  onConfirm,
  loading,
  ...props
}: ButtonProps & {
  label: string;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  loading?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" {...props} loading={loading} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Text mb="md">{question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Keep
          </Button>
          <Button
            color="red"
            loading={loading}
            onClick={async () => {
              await onConfirm();
              setOpen(false);
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
