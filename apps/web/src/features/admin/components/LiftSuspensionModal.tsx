import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { liftSuspension } from '../api/suspension';
import { ConfirmReasonModal } from './ConfirmReasonModal';

/**
 * "Lift suspension" confirmed with the reason kept in the audit log and told to the person: the
 * account is active again and can sign in. Shared by the users list and the decided moderation items.
 */
export function LiftSuspensionModal({
  person,
  suspensionReason,
  onClose,
}: {
  person: { slug: string; name: string };
  /** Why they were suspended, when known (shown so the admin lifts the right one). */
  suspensionReason?: string | null;
  onClose: () => void;
}) {
  const [reasonError, setReasonError] = useState<string>();
  const lift = useApiMutation({
    mutationFn: liftSuspension,
    // The users list, the queue and the dashboard's figures.
    invalidate: [['admin']],
    onFieldErrors: (e) => setReasonError(e.reason),
    onSuccess: onClose,
  });
  return (
    <ConfirmReasonModal
      title={`Lift suspension: ${person.name}`}
      confirmLabel="Lift suspension"
      color="teal"
      reasonLabel="Reason (the person reads it)"
      loading={lift.isPending}
      error={reasonError}
      onConfirm={(reason) => lift.run({ slug: person.slug, reason })}
      onClose={onClose}
    >
      {suspensionReason ? `Suspended for: “${suspensionReason}”. ` : ''}
      The account is active again and can sign in; the person is told, by e-mail too, with your reason.
    </ConfirmReasonModal>
  );
}
