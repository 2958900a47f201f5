import type { NotificationView } from '@hctl/contracts';
import { Anchor, Box, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shortDate } from '../../lib/dates';
import { ProductAvatar } from '../ProductImage';

const when = (iso: string) => {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  return shortDate(iso);
};

/** How an answered one ended; `cancelled`: the asker took it back, which is not the reader's refusal. */
const ANSWERED = { accepted: 'Accepted', rejected: 'Declined', cancelled: 'Cancelled' } as const;

/**
 * One notification: who, what and when; unread ones are marked; actionable ones that are still
 * pending carry Accept / Decline, answered ones say how they were answered. When an organization
 * acted (an application's status, an interview), it is the sender: its logo and name, linked to
 * its page, instead of the member who clicked.
 */
export function NotificationItem({
  n,
  onOpen,
  onAnswer,
  answering,
  extra,
}: {
  n: NotificationView;
  onOpen: (n: NotificationView) => void;
  onAnswer?: (n: NotificationView, verb: 'accept' | 'reject') => void;
  answering?: boolean;
  extra?: ReactNode;
}) {
  const unread = n.read_at === null;
  const org = n.sender_organization ?? null;
  const orgPage = org ? `/organization/${org.slug}/view-profile` : '';
  return (
    <Box
      py="xs"
      px="sm"
      data-testid="notification-item"
      data-unread={unread || undefined}
      style={{
        borderLeft: `3px solid ${unread ? 'var(--mantine-color-teal-7)' : 'transparent'}`,
        background: unread ? 'var(--mantine-color-teal-0)' : undefined,
        borderRadius: 4,
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {org ? (
          // The name beside it is the same link: this one is for the pointer only.
          <Anchor component={Link} to={orgPage} tabIndex={-1} aria-hidden="true">
            <ProductAvatar src={org.logo} alt="" type="organization" size={32} radius="xl" />
          </Anchor>
        ) : (
          <ProductAvatar
            src={n.actor?.profile_image ?? null}
            alt=""
            type="individual"
            size={32}
            radius="xl"
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton onClick={() => onOpen(n)}>
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            <Text size="sm" fw={unread ? 600 : 400} lineClamp={2}>
              {n.title}
            </Text>
            {n.body && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {n.body}
              </Text>
            )}
            {!org && (
              <Text size="xs" c="gray.7">
                {n.actor ? `${n.actor.name} · ` : ''}
                {when(n.created_at)}
              </Text>
            )}
          </UnstyledButton>
          {/* Outside the button: a link may not sit inside one. */}
          {org && (
            <Text size="xs" c="gray.7" data-testid="notification-sender">
              <Anchor component={Link} to={orgPage} size="xs" c="gray.8" fw={600}>
                {org.name}
              </Anchor>
              {` · ${when(n.created_at)}`}
            </Text>
          )}
          {n.action_status === 'pending' && onAnswer && (
            // 26 px tall (WCAG 2.2's 24 px target size), small text.
            <Group gap="xs">
              <Button size="compact-sm" fz="xs" onClick={() => onAnswer(n, 'accept')} loading={answering}>
                Accept
              </Button>
              <Button
                size="compact-sm"
                fz="xs"
                variant="default"
                onClick={() => onAnswer(n, 'reject')}
                disabled={answering}
              >
                Decline
              </Button>
            </Group>
          )}
          {n.action_status && n.action_status !== 'pending' && (
            <Text size="xs" c="gray.7">
              {ANSWERED[n.action_status]}
            </Text>
          )}
        </Stack>
        {extra}
      </Group>
    </Box>
  );
}
