import type { AbuseReason, AbuseTargetType } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Button, type ButtonProps, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../lib/auth-store';
import { useApiMutation } from '../../lib/use-api-mutation';
import { FormActions } from '../FormActions';
import { abuseReportKeys, fileAbuseReport } from './abuse-reports';

export const REASON_LABELS: Record<AbuseReason, string> = {
  spam: 'Spam',
  scam_or_fraud: 'Scam or fraud',
  harassment: 'Harassment',
  hate_speech: 'Hate speech',
  misinformation: 'Misinformation',
  inappropriate: 'Inappropriate content',
  impersonation: 'Impersonation',
  intellectual_property: 'Intellectual property',
  other: 'Something else',
};

/**
 * "Report" for any page showing a user, organization, job, service, gallery, group, post or ad:
 * the reason and what is wrong go to the moderators; the reporter is told the outcome. Signed-in
 * people only (it renders nothing for visitors and super admins).
 */
export function ReportAbuseButton({
  type,
  target,
  title,
  ...button
}: { type: AbuseTargetType; target: string; title: string; 'aria-label'?: string } & ButtonProps) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  if (!auth.isAuthenticated || auth.role === 'super-admin' || !auth.slug) return null;
  return (
    <>
      <Button variant="subtle" color="gray" size="xs" onClick={() => setOpen(true)} {...button}>
        Report
      </Button>
      {open && <ReportAbuseDialog type={type} target={target} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The report form on its own, for a "Report" that is not a button of its own (a menu's item): open
 * while rendered, `onClose` when sent or cancelled. Signed-in people only, as the button.
 */
export function ReportAbuseDialog({
  type,
  target,
  title,
  onClose,
}: {
  type: AbuseTargetType;
  target: string;
  /** What is reported, as the dialog's title names it ("Report {title}"). */
  title: string;
  onClose: () => void;
}) {
  const auth = useAuth();
  const [reason, setReason] = useState<AbuseReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useApiMutation({
    mutationFn: fileAbuseReport,
    invalidate: [abuseReportKeys.mine],
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  if (!auth.isAuthenticated || auth.role === 'super-admin' || !auth.slug) return null;
  const userType = auth.role;
  const slug = auth.slug;
  return (
    <Modal opened onClose={onClose} title={`Report ${title}`} size={UI_TIMINGS.modalWidth} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send.run({ userType, slug, type, target, reason: reason as AbuseReason, details });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            The moderators review every report. You are told what they decide.
          </Text>
          <Select
            label="Reason"
            data={Object.entries(REASON_LABELS).map(([value, label]) => ({ value, label }))}
            value={reason}
            onChange={(v) => setReason(v as AbuseReason | null)}
            error={errors.reason}
            data-autofocus
          />
          <Textarea
            label="What is wrong?"
            autosize
            minRows={3}
            value={details}
            onChange={(e) => setDetails(e.currentTarget.value)}
            error={errors.details ?? errors.target}
          />
          <FormActions onCancel={onClose} submitLabel="Send report" color="red.8" loading={send.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
