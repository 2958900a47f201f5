import { Modal, Stack, Textarea } from '@mantine/core';
import { FormActions } from '../../../components/FormActions';

/** The optional free-text note that goes with a request, an invitation, a rejection or a share. */
export function NoteField({
  label,
  value,
  onChange,
  maxLength = 500,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <Textarea
      label={label}
      value={value}
      maxLength={maxLength}
      autosize
      minRows={2}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** A dialog that asks for an optional note before going ahead; an empty note is sent as null. */
export function NoteModal({
  opened,
  title,
  label,
  value,
  onChange,
  submitLabel,
  color,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  color?: string;
  loading: boolean;
  onConfirm: (note: string | null) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <NoteField label={label} value={value} onChange={onChange} />
        <FormActions
          onCancel={onClose}
          submitLabel={submitLabel}
          color={color}
          loading={loading}
          onConfirm={() => onConfirm(value.trim() || null)}
        />
      </Stack>
    </Modal>
  );
}
