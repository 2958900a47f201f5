import type { AdminActionView } from '@hctl/contracts';
import { Text, Timeline } from '@mantine/core';
import { Timestamp } from './cells';

/** The audit log of one item: who did what, when, and why (newest first, as the API gives it). */
export function AuditLog({ entries }: { entries: AdminActionView[] }) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No action taken yet.
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Audit log">
      {entries.map((e) => (
        <Timeline.Item key={e.id} title={`${e.action.replaceAll('_', ' ')} by ${e.admin.name ?? 'an admin'}`}>
          {e.reason && <Text size="sm">“{e.reason}”</Text>}
          <Text size="xs" c="dimmed">
            <Timestamp at={e.created_at} />
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
