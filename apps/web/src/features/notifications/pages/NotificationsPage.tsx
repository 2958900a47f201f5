import { ActionIcon, Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import {
  deleteNotification,
  listQuery,
  type NotificationSide,
  notificationKeys,
} from '../../../components/notifications/api';
import { NotificationItem } from '../../../components/notifications/NotificationItem';
import { useNotificationActions } from '../../../components/notifications/use-notifications';
import { OrgArea } from '../../../components/OrgArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAuth } from '../../../lib/auth-store';
import { toastError } from '../../../lib/notify';

function TrashIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
    </svg>
  );
}

/** Every notification of one side, newest first: all or unread, mark all read, delete, load more. */
function NotificationsList({ side, title }: { side: NotificationSide; title: string }) {
  usePageTitle('Notifications');
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const list = useInfiniteQuery(listQuery(side, filter));
  const actions = useNotificationActions(side);
  const qc = useQueryClient();
  const auth = useAuth();
  const remove = useMutation({
    mutationFn: (id: number) => deleteNotification(auth.user!.slug, id),
    onError: () => toastError('Could not delete it. Please try again.'),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const unread = list.data?.pages[0]?.total_notification_count ?? 0;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1}>Notifications</Title>
            <Text c="dimmed" size="sm">
              {title} · {unread ? `${unread} unread` : 'nothing unread'}
            </Text>
          </div>
          <Button variant="light" onClick={actions.readAll} loading={actions.readingAll} disabled={!unread}>
            Mark all read
          </Button>
        </Group>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as 'all' | 'unread')}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: 'Unread' },
          ]}
          aria-label="Show"
          w="fit-content"
        />
        <QueryState
          query={list}
          isEmpty={(d) => d.pages[0].notifications.length === 0}
          empty={
            <Text c="dimmed" ta="center" py="xl">
              {filter === 'unread' ? 'Nothing unread.' : 'No notifications yet.'}
            </Text>
          }
        >
          {(d) => (
            <Stack gap={4} data-testid="notifications-list">
              {d.pages.flatMap((p) =>
                p.notifications.map((n) => (
                  <NotificationItem
                    key={n.id}
                    n={n}
                    onOpen={actions.open}
                    onAnswer={actions.answer}
                    answering={actions.answeringId === n.id}
                    extra={
                      <ActionIcon
                        variant="subtle"
                        color="gray.7"
                        aria-label={`Delete: ${n.title}`}
                        onClick={() => remove.mutate(n.id)}
                        loading={remove.isPending && remove.variables === n.id}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    }
                  />
                )),
              )}
              <LoadMore query={list} variant="default" mt="sm">
                Load more
              </LoadMore>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}

/** `/individual/{slug}/notifications` and `/organization/{slug}/notifications`. */
export default function NotificationsPage({ role }: { role: 'individual' | 'organization' }) {
  const { slug = '' } = useParams();
  const auth = useAuth();
  if (role === 'individual' || !auth.user)
    return auth.user ? (
      <NotificationsList
        side={{ role: 'individual', userId: auth.user.id, slug: auth.user.slug }}
        title="Yours"
      />
    ) : null;
  return (
    <OrgArea slug={slug}>
      {(org) => (
        <NotificationsList
          side={{ role: 'organization', orgId: org.id, slug: org.slug }}
          title={org.company_name}
        />
      )}
    </OrgArea>
  );
}
