import { channelName } from '@hctl/contracts';
import { ActionIcon, Anchor, Button, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { useAuth } from '../../lib/auth-store';
import { useChannel } from '../../lib/realtime/use-channel';
import { HeaderIcon, UnreadIndicator } from '../HeaderUnread';
import { QueryState } from '../QueryState';
import { latestQuery, type NotificationSide, notificationKeys } from './api';
import { NotificationItem } from './NotificationItem';
import { useNotificationActions } from './use-notifications';

type Auth = ReturnType<typeof useAuth>;

/** The side the header shows: the organization while acting for one, otherwise the person. */
export function sideOf(auth: Auth): NotificationSide | null {
  const org = auth.showData.organization;
  if (auth.role === 'organization' && org) return { role: 'organization', orgId: org.id, slug: org.slug };
  if (!auth.user) return null;
  return { role: 'individual', userId: auth.user.id, slug: auth.user.slug };
}

export const notificationsPath = (side: NotificationSide) => `/${side.role}/${side.slug}/notifications`;

/**
 * The header bell: the unread badge and, opened, the newest ten with Accept / Decline on
 * invitations, "Mark all read" and a link to the full page. A new notification arrives live on
 * `private-notify.{userId}` (loaded lazily by the header, like the messages badge).
 */
export function NotificationBell({ auth }: { auth: Auth }) {
  const side = sideOf(auth);
  const qc = useQueryClient();
  const [opened, setOpened] = useState(false);
  const latest = useQuery({ ...latestQuery(side!), enabled: Boolean(side) });
  const actions = useNotificationActions(side);
  const reload = () => qc.invalidateQueries({ queryKey: notificationKeys.all });
  useChannel(
    auth.user ? channelName.notify(auth.user.id) : null,
    (e) => {
      if (e.event === 'notification.created' || e.event === 'notification.read') void reload();
    },
    () => void reload(),
  );
  if (!side) return null;
  const count = latest.data?.total_notification_count ?? 0;
  const label = count ? `Notifications, ${count} unread` : 'Notifications';
  return (
    // The badge wraps the popover: its target must be the button itself (it gets aria-expanded).
    <UnreadIndicator count={count} testId="notifications-badge">
      <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={label}
            title={label}
            onClick={() => {
              // Opening reads the newest again: a notification published while this page's live
              // channel was still connecting would otherwise wait for the next event to show.
              if (!opened) void reload();
              setOpened(!opened);
            }}
          >
            <HeaderIcon>
              <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
              <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
            </HeaderIcon>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} data-testid="notifications-panel" maw="calc(100vw - 16px)">
          <Group justify="space-between" px="sm" py="xs">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            <Button
              size="compact-sm"
              fz="xs"
              variant="subtle"
              onClick={actions.readAll}
              loading={actions.readingAll}
              disabled={!count}
            >
              Mark all read
            </Button>
          </Group>
          <Divider />
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={2} p={4}>
              <QueryState
                query={latest}
                isEmpty={(d) => d.notifications.length === 0}
                empty={
                  <Text c="dimmed" size="sm" p="md" ta="center">
                    You are all caught up.
                  </Text>
                }
              >
                {(d) =>
                  d.notifications.map((n) => (
                    <NotificationItem
                      key={n.id}
                      n={n}
                      onOpen={(x) => {
                        setOpened(false);
                        actions.open(x);
                      }}
                      onAnswer={actions.answer}
                      answering={actions.answeringId === n.id}
                    />
                  ))
                }
              </QueryState>
            </Stack>
          </ScrollArea.Autosize>
          <Divider />
          <Anchor
            component={Link}
            to={notificationsPath(side)}
            onClick={() => setOpened(false)}
            size="sm"
            display="block"
            ta="center"
            py="xs"
          >
            See all notifications
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </UnreadIndicator>
  );
}
