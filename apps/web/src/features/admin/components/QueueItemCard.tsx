import type { ModerationAction, ModerationItemView } from '@hctl/contracts';
import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AuditLog } from './AuditLog';
import { Timestamp } from './cells';
import { ReportGroupReports } from './ReportGroupReports';
import { TargetLink } from './TargetLink';

export const KIND_LABELS: Record<ModerationItemView['kind'], string> = {
  organization: 'Organization approval',
  license: 'License verification',
  report: 'Abuse reports',
  ad: 'Advertisement',
  review: 'Flagged review',
};
export const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  // The wire name is `hide`; what it does is remove the content for good (its module's removal).
  hide: 'Remove content',
  suspend: 'Suspend user',
  dismiss: 'Dismiss',
};
/** Approve is the theme's primary (filled green with white text fails contrast: 2.4:1). */
const ACTION_COLORS: Record<ModerationAction, string | undefined> = {
  approve: undefined,
  reject: 'red',
  hide: 'red',
  suspend: 'red',
  dismiss: 'gray',
};

/**
 * One item of the moderation queue: its context, the actions it allows, and its audit log. A decided
 * item says when it was decided; one whose owner is still suspended offers to lift that suspension
 * (`onLiftSuspension`, given by the page when the admin's role may).
 */
export function QueueItemCard({
  item,
  onAction,
  busy,
  decided = false,
  onLiftSuspension,
}: {
  item: ModerationItemView;
  onAction: (action: ModerationAction) => void;
  busy: boolean;
  decided?: boolean;
  onLiftSuspension?: () => void;
}) {
  return (
    <Card withBorder data-testid="queue-item" component="article" aria-label={item.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge variant="light">{KIND_LABELS[item.kind]}</Badge>
              {item.kind === 'report' && (
                <Badge color="red" variant="light">
                  {item.count} report{item.count === 1 ? '' : 's'}
                </Badge>
              )}
              <Badge color="gray" variant="outline">
                {item.status.replaceAll('_', ' ')}
              </Badge>
            </Group>
            <Text fw={600} mt={4}>
              {item.link ? <TargetLink to={item.link}>{item.title}</TargetLink> : item.title}
            </Text>
            {item.summary && (
              <Text size="sm" c="dimmed" lineClamp={3}>
                {item.summary}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {item.owner ? `${item.owner.name} · ` : ''}
              {/* For a decided item the API's `waiting_since` is when it was decided. */}
              {decided ? 'decided' : 'waiting since'} <Timestamp at={item.waiting_since} />
            </Text>
          </div>
          <Group gap="xs">
            {!decided && item.allowed_actions.length === 0 && (
              <Text size="xs" c="dimmed" data-testid="not-yours">
                Your admin role cannot decide this.
              </Text>
            )}
            {item.allowed_actions.map((a) => (
              <Button
                key={a}
                size="xs"
                color={ACTION_COLORS[a]}
                variant={a === 'approve' ? 'filled' : 'light'}
                aria-label={`${ACTION_LABELS[a]}: ${item.title}`}
                loading={busy}
                onClick={() => onAction(a)}
              >
                {ACTION_LABELS[a]}
              </Button>
            ))}
            {decided && item.owner_suspended && item.owner && onLiftSuspension && (
              <Button
                size="xs"
                variant="light"
                aria-label={`Lift suspension: ${item.owner.name}`}
                onClick={onLiftSuspension}
              >
                Lift suspension
              </Button>
            )}
          </Group>
        </Group>
        {item.kind === 'report' && (
          <Disclosure showLabel={`Read the reports (${item.count})`} hideLabel="Hide the reports">
            {(open) => open && <ReportGroupReports uid={item.key} />}
          </Disclosure>
        )}
        <Disclosure showLabel={`History (${item.audit.length})`} hideLabel="Hide history">
          {() => <AuditLog entries={item.audit} />}
        </Disclosure>
      </Stack>
    </Card>
  );
}

/** A small button that shows or hides what is below it; `children` learns whether it is open. */
function Disclosure({
  showLabel,
  hideLabel,
  children,
}: {
  showLabel: string;
  hideLabel: string;
  children: (open: boolean) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="subtle" size="compact-xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? hideLabel : showLabel}
      </Button>
      <Collapse expanded={open}>
        <div style={{ paddingTop: 8 }}>{children(open)}</div>
      </Collapse>
    </div>
  );
}
