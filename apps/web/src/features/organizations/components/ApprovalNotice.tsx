import type { OrganizationSummary } from '@hctl/contracts';
import { Alert } from '@mantine/core';

/** Tells the team why their organization cannot publish yet (pending review or rejected). */
export function ApprovalNotice({
  org,
}: {
  org: Pick<OrganizationSummary, 'approval_status' | 'approval_comment'>;
}) {
  if (org.approval_status === 'approved') return null;
  if (org.approval_status === 'rejected') {
    return (
      <Alert color="red" title="Your organization was not approved">
        {org.approval_comment ?? 'Contact support to learn more.'}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title="Waiting for approval">
      Our team reviews every organization before it can publish jobs. This usually takes one business day.
    </Alert>
  );
}
