import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/**
 * The confirmation every destructive admin action goes through: what will happen, and the reason
 * kept in the audit log (and told to the people concerned). `requireReason` refuses an empty one
 * here, so the click does not cost a round trip for a 422.
 */
export function ConfirmReasonModal({
  title,
  children,
  confirmLabel,
  reasonLabel = 'Reason',
  requireReason = true,
  withReason = true,
  color = 'red',
  loading,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  requireReason?: boolean;
  withReason?: boolean;
  /** The confirm button's colour: red for what takes something away (the default). */
  color?: string;
  loading?: boolean;
  /** A field error from the server (its `errors.reason`). */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (withReason && requireReason && !reason.trim()) return setMissing(true);
    onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      color={color}
      size={UI_TIMINGS.modalWidth}
      loading={loading}
      onConfirm={confirm}
      onClose={onClose}
    >
      {children && <Text size="sm">{children}</Text>}
      {withReason && (
        <Textarea
          label={reasonLabel}
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Give a reason.' : error}
          data-autofocus
        />
      )}
    </ConfirmDialog>
  );
}
