import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The row a dialog ends with: Cancel, then the button that goes ahead — the form's submit button,
 * or with `onConfirm` a plain button.
 */
export function FormActions({
  onCancel,
  submitLabel,
  onConfirm,
  loading,
  disabled,
  color,
}: {
  onCancel: () => void;
  submitLabel: ReactNode;
  onConfirm?: () => void;
  loading?: boolean;
  disabled?: boolean;
  color?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={color}
        loading={loading}
        disabled={disabled}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
