import type { AdminOrganizationView } from '@hctl/contracts';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminListKeys } from '../api/admin-lists';
import { setApprovalStatus } from '../api/set-approval-status';
import { type AdminListConfig, AdminListScreen } from '../components/AdminListScreen';
import { ConfirmReasonModal } from '../components/ConfirmReasonModal';
import { DateCell, options, PersonCell, StatusBadge } from '../components/cells';

// Typed against the view (every status, no other), not imported: the contracts' schemas stay out of the chunk.
const APPROVAL_STATUSES: Record<AdminOrganizationView['approval_status'], true> = {
  pending: true,
  approved: true,
  rejected: true,
};

/** Approve and Reject (with the comment the owner is mailed), before the list's Delete. */
function ApprovalButtons({ org }: { org: AdminOrganizationView }) {
  const [rejecting, setRejecting] = useState(false);
  const [commentError, setCommentError] = useState<string>();
  const approve = useApiMutation({ mutationFn: setApprovalStatus, invalidate: [adminListKeys.all] });
  const reject = useApiMutation({
    mutationFn: setApprovalStatus,
    invalidate: [adminListKeys.all],
    onFieldErrors: (e) => setCommentError(e.comment),
    onSuccess: () => setRejecting(false),
  });
  return (
    <>
      {org.approval_status !== 'approved' && (
        <Button
          size="xs"
          color="green"
          aria-label={`Approve ${org.company_name}`}
          loading={approve.isPending}
          onClick={() => approve.run({ slug: org.slug, approval_status: 'approved' })}
        >
          Approve
        </Button>
      )}
      {org.approval_status !== 'rejected' && (
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`Reject ${org.company_name}`}
          onClick={() => {
            setCommentError(undefined);
            setRejecting(true);
          }}
        >
          Reject
        </Button>
      )}
      {rejecting && (
        <ConfirmReasonModal
          title={`Reject ${org.company_name}`}
          confirmLabel="Reject organization"
          reasonLabel="Why is it rejected?"
          // The server says what a rejection needs ("Tell the organization why it is rejected.").
          requireReason={false}
          loading={reject.isPending}
          error={commentError}
          onConfirm={(comment) => reject.run({ slug: org.slug, approval_status: 'rejected', comment })}
          onClose={() => setRejecting(false)}
        >
          The owner ({org.owner.email}) receives this comment by e-mail.
        </ConfirmReasonModal>
      )}
    </>
  );
}

const config: AdminListConfig<AdminOrganizationView> = {
  title: 'Organizations',
  description: 'Organizations waiting for approval come first. Owners are e-mailed your decision.',
  path: '/admin/organizations/list',
  searchLabel: 'Search by name',
  searchPlaceholder: 'Organization name',
  filters: [
    {
      key: 'approval_status',
      label: 'Approval status',
      data: options(Object.keys(APPROVAL_STATUSES)),
      segmented: true,
      testId: 'approval-filter',
    },
  ],
  columns: [
    {
      label: 'Organization',
      render: (o) => (
        <>
          <Text fw={600}>{o.company_name}</Text>
          {o.approval_comment && (
            <Text size="xs" c="dimmed">
              {o.approval_comment}
            </Text>
          )}
        </>
      ),
    },
    { label: 'Owner', render: (o) => <PersonCell name={o.owner.name} email={o.owner.email} /> },
    { label: 'Registered', render: (o) => <DateCell at={o.created_at} /> },
    { label: 'Approval', render: (o) => <StatusBadge value={o.approval_status} /> },
  ],
  rowKey: (o) => o.id,
  rowName: (o) => o.company_name,
  noun: ['organization', 'organizations'],
  empty: (f) =>
    f.approval_status === 'pending'
      ? 'No organization is waiting for approval.'
      : 'No organizations match these filters.',
  testId: 'admin-organization',
  actions: (o) => <ApprovalButtons org={o} />,
  remove: (o) => ({ method: 'DELETE', path: `/admin/organizations/${o.slug}/delete` }),
  removeLabel: 'Delete organization',
  removeEffect:
    'The organization and its pages disappear from the site; its members keep their own accounts. The owner is told why.',
};

/** /admin/organizations: approve or reject new organizations, delete one with the reason its owner reads. */
export default function AdminOrganizationsPage() {
  return <AdminListScreen config={config} />;
}
