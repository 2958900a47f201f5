import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REASON_LABELS } from '../../../components/abuse/ReportAbuseButton';
import { QueryState } from '../../../components/QueryState';
import { reportGroupQuery } from '../api/moderation';
import { Timestamp } from './cells';

/** The reports grouped on one reported target: who reported it, why, and what they wrote. */
export function ReportGroupReports({ uid }: { uid: string }) {
  const group = useQuery(reportGroupQuery(uid));
  return (
    <QueryState query={group}>
      {(g) => (
        <Stack gap="xs" data-testid="report-entries">
          <Group gap="xs">
            {g.reasons.map((r) => (
              <Text key={r.reason} size="xs" c="dimmed">
                {REASON_LABELS[r.reason]} × {r.count}
              </Text>
            ))}
          </Group>
          {g.reports.map((r) => (
            <div key={r.id}>
              <Text size="sm">
                <b>{r.reporter?.name ?? 'Someone'}</b> · {REASON_LABELS[r.reason]} ·{' '}
                <Timestamp at={r.created_at} />
              </Text>
              <Text size="sm" c="dimmed">
                {r.details}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
