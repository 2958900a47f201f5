import type { ModerationAction, ModerationItemView, ModerationKind } from '@hctl/contracts';
import { Group, Pagination, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminShell } from '../../../components/admin/AdminShell';
import { QueryState } from '../../../components/QueryState';
import { myAdminPermissionsQuery } from '../../../lib/api/admin';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useListPage } from '../../../lib/use-list-page';
import { actOnQueueItem, moderationKeys, queueQuery } from '../api/moderation';
import { ConfirmReasonModal } from '../components/ConfirmReasonModal';
import { LiftSuspensionModal } from '../components/LiftSuspensionModal';
import { ACTION_LABELS, KIND_LABELS, QueueItemCard } from '../components/QueueItemCard';

const KINDS = [{ value: 'all', label: 'Every kind' }].concat(
  Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
);
const CONSEQUENCE: Record<ModerationAction, string> = {
  approve: 'It goes live and its owner is told.',
  reject: 'Its owner is told, with your reason.',
  hide: 'The content is removed for everyone and its owner is told why. This cannot be undone.',
  suspend:
    'The account is suspended and cannot sign in until an administrator lifts it (Users); the person and the reporters are told.',
  dismiss: 'Nothing changes for the content; the item leaves the queue.',
};

/** /admin/moderation: one queue of organization approvals, licenses, abuse reports, ads and flagged reviews. */
export default function AdminModerationPage() {
  const [kind, setKind] = useState('all');
  const [status, setStatus] = useState<'pending' | 'resolved'>('pending');
  const { page, setPage, toFirstPage } = useListPage();
  const [acting, setActing] = useState<{ item: ModerationItemView; action: ModerationAction } | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const [lifting, setLifting] = useState<{ slug: string; name: string } | null>(null);
  // Lifting a suspension is the users permission's (the queue is the reports one's).
  const permissions = useQuery(myAdminPermissionsQuery());
  const mayLift = permissions.data?.includes('users') ?? false;
  const queue = useQuery(
    queueQuery({ page, status, kind: kind === 'all' ? undefined : (kind as ModerationKind) }),
  );
  const act = useApiMutation({
    mutationFn: actOnQueueItem,
    invalidate: [moderationKeys.all, ['admin']],
    onFieldErrors: (e) => setReasonError(e.reason),
    onSuccess: () => setActing(null),
  });
  const run = (item: ModerationItemView, action: ModerationAction, reason?: string) =>
    act.run({ kind: item.kind, key: item.key, action, ...(reason ? { reason } : {}) });
  return (
    <AdminShell title="Moderation queue" description="Highest priority first: most reported and most recent.">
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Status"
          data-testid="queue-status"
          value={status}
          onChange={(v) => toFirstPage(setStatus)(v as 'pending' | 'resolved')}
          data={[
            { value: 'pending', label: 'Waiting' },
            { value: 'resolved', label: 'Decided' },
          ]}
        />
        <Select
          label="Kind"
          data={KINDS}
          value={kind}
          onChange={(v) => toFirstPage(setKind)(v ?? 'all')}
          w={240}
        />
      </Group>
      <QueryState
        query={queue}
        isEmpty={(p) => p.data.length === 0}
        empty={
          <Text c="dimmed" py="xl" ta="center">
            {status === 'pending' ? 'Nothing is waiting for a moderator.' : 'No decided items match.'}
          </Text>
        }
      >
        {(p) => (
          <Stack>
            {p.data.map((item) => (
              <QueueItemCard
                key={`${item.kind}:${item.key}`}
                item={item}
                busy={act.isPending && act.variables?.key === item.key && act.variables.kind === item.kind}
                decided={status === 'resolved'}
                onLiftSuspension={
                  mayLift && item.owner ? () => item.owner && setLifting(item.owner) : undefined
                }
                onAction={(action) => {
                  // Approving is not destructive and goes at once; everything else is confirmed.
                  if (action === 'approve') return run(item, action);
                  setReasonError(undefined);
                  setActing({ item, action });
                }}
              />
            ))}
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {p.total} item{p.total === 1 ? '' : 's'}
              </Text>
              {p.last_page > 1 && <Pagination total={p.last_page} value={page} onChange={setPage} />}
            </Group>
          </Stack>
        )}
      </QueryState>
      {acting && (
        <ConfirmReasonModal
          title={`${ACTION_LABELS[acting.action]}: ${acting.item.title}`}
          confirmLabel={ACTION_LABELS[acting.action]}
          reasonLabel={
            acting.action === 'dismiss' ? 'Note (optional)' : 'Reason (the people concerned read it)'
          }
          requireReason={acting.action !== 'dismiss'}
          loading={act.isPending}
          error={reasonError}
          onConfirm={(reason) => run(acting.item, acting.action, reason)}
          onClose={() => setActing(null)}
        >
          {CONSEQUENCE[acting.action]}
        </ConfirmReasonModal>
      )}
      {lifting && <LiftSuspensionModal person={lifting} onClose={() => setLifting(null)} />}
    </AdminShell>
  );
}
