import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from '../../../components/FormActions';

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <FormActions
          onCancel={onClose}
          submitLabel={confirmLabel}
          color="red.8"
          loading={loading}
          onConfirm={onConfirm}
        />
      </Stack>
    </Modal>
  );
}
