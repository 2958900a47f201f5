import type { AdminOrganizationView, ApprovalStatus } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { removeAdminItem } from '../api/admin-lists';
import { adminOrganizationsQuery } from '../api/admin-organizations';
import { adminKeys } from '../api/keys';
import { setApprovalStatus } from '../api/set-approval-status';
import { AdminShell } from '../components/AdminShell';
import { ConfirmReasonModal } from '../components/ConfirmReasonModal';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const COLORS: Record<ApprovalStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

function RejectModal({ org, onClose }: { org: AdminOrganizationView; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reject = useApiMutation({
    mutationFn: setApprovalStatus,
    invalidate: [adminKeys.organizations],
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Reject ${org.company_name}`}
      size={UI_TIMINGS.modalWidth}
      centered
    >
      <Stack>
        <Text size="sm">The owner ({org.owner.email}) receives this comment by e-mail.</Text>
        <Textarea
          label="Why is it rejected?"
          autosize
          minRows={3}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={reject.isPending}
            onClick={() => reject.run({ slug: org.slug, approval_status: 'rejected', comment })}
          >
            Reject organization
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function OrganizationRows({ rows }: { rows: AdminOrganizationView[] }) {
  const [rejecting, setRejecting] = useState<AdminOrganizationView | null>(null);
  const [deleting, setDeleting] = useState<AdminOrganizationView | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const approve = useApiMutation({
    mutationFn: setApprovalStatus,
    invalidate: [adminKeys.organizations],
  });
  const remove = useApiMutation({
    mutationFn: removeAdminItem,
    invalidate: [adminKeys.organizations, ['admin']],
    onFieldErrors: (e) => setReasonError(e.reason),
    onSuccess: () => setDeleting(null),
  });
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Organization</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Registered</Table.Th>
              <Table.Th>Approval</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((o) => (
              <Table.Tr key={o.id} data-testid="admin-organization">
                <Table.Td>
                  <Text fw={600}>{o.company_name}</Text>
                  {o.approval_comment && (
                    <Text size="xs" c="dimmed">
                      {o.approval_comment}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{o.owner.name}</Text>
                  <Text size="xs" c="dimmed">
                    {o.owner.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{new Date(o.created_at).toLocaleDateString()}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={COLORS[o.approval_status]} variant="light">
                    {o.approval_status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {o.approval_status !== 'approved' && (
                      <Button
                        size="xs"
                        color="green"
                        aria-label={`Approve ${o.company_name}`}
                        loading={approve.isPending && approve.variables?.slug === o.slug}
                        onClick={() => approve.run({ slug: o.slug, approval_status: 'approved' })}
                      >
                        Approve
                      </Button>
                    )}
                    {o.approval_status !== 'rejected' && (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Reject ${o.company_name}`}
                        onClick={() => setRejecting(o)}
                      >
                        Reject
                      </Button>
                    )}
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={`Delete ${o.company_name}`}
                      onClick={() => {
                        setReasonError(undefined);
                        setDeleting(o);
                      }}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rejecting && <RejectModal org={rejecting} onClose={() => setRejecting(null)} />}
      {deleting && (
        <ConfirmReasonModal
          title={`Delete ${deleting.company_name}?`}
          confirmLabel="Delete organization"
          reasonLabel="Reason (the owner reads it)"
          loading={remove.isPending}
          error={reasonError}
          onConfirm={(reason) =>
            remove.run({ method: 'DELETE', path: `/admin/organizations/${deleting.slug}/delete`, reason })
          }
          onClose={() => setDeleting(null)}
        >
          The organization and its pages disappear from the site; its members keep their own accounts. The
          owner is told why.
        </ConfirmReasonModal>
      )}
    </>
  );
}

export default function AdminOrganizationsPage() {
  const [status, setStatus] = useState('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(search.trim());
  const list = useQuery(
    adminOrganizationsQuery({
      page,
      approval_status: status === 'all' ? undefined : (status as ApprovalStatus),
      search: term || undefined,
    }),
  );
  return (
    <AdminShell
      title="Organizations"
      description="Organizations waiting for approval come first. Owners are e-mailed your decision."
    >
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Approval status"
          data-testid="approval-filter"
          data={FILTERS}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <TextInput
          label="Search by name"
          placeholder="Organization name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
      </Group>
      <QueryState
        query={list}
        isEmpty={(p) => p.data.length === 0}
        empty={
          <Text c="dimmed" py="xl" ta="center">
            {status === 'pending'
              ? 'No organization is waiting for approval.'
              : 'No organizations match these filters.'}
          </Text>
        }
      >
        {(p) => (
          <Stack>
            <OrganizationRows rows={p.data} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {p.total} organization{p.total === 1 ? '' : 's'}
              </Text>
              {p.last_page > 1 && <Pagination total={p.last_page} value={page} onChange={setPage} />}
            </Group>
          </Stack>
        )}
      </QueryState>
    </AdminShell>
  );
}
