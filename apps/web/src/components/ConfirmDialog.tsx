import { Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from './FormActions';

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  opened = true,
  title,
  children,
  confirmLabel,
  color = 'red.8',
  size,
  loading,
  onConfirm,
  onClose,
}: {
  opened?: boolean;
  title: string;
  /** The question; a string is set as body text, anything else as it is. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour. */
  color?: string;
  size?: ModalProps['size'];
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <Stack>
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <FormActions
          onCancel={onClose}
          submitLabel={confirmLabel}
          color={color}
          loading={loading}
          onConfirm={onConfirm}
        />
      </Stack>
    </Modal>
  );
}
