import type { MyAbuseReportView } from '@hctl/contracts';
import { Badge, Card, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { myAbuseReportsQuery } from '../../../components/abuse/abuse-reports';
import { REASON_LABELS } from '../../../components/abuse/ReportAbuseButton';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { shortDate } from '../../../lib/dates';
import { TargetLink } from '../components/TargetLink';

const STATUS: Record<MyAbuseReportView['status'], { label: string; color: string }> = {
  open: { label: 'Under review', color: 'yellow' },
  dismissed: { label: 'No action taken', color: 'gray' },
  rejected: { label: 'Rejected', color: 'gray' },
  content_removed: { label: 'Content removed', color: 'green' },
  user_suspended: { label: 'Account suspended', color: 'green' },
};

function ReportCard({ r }: { r: MyAbuseReportView }) {
  const s = STATUS[r.status];
  return (
    <Card withBorder data-testid="my-report">
      <Group justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>
            {/* "Removed: … (job)" once a moderator removed it: the title is kept with the decision. */}
            {r.target.link && !r.target.removed ? (
              <TargetLink to={r.target.link}>{r.target.label}</TargetLink>
            ) : (
              r.target.label
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {REASON_LABELS[r.reason]} · reported{' '}
            <time dateTime={r.created_at}>{shortDate(r.created_at)}</time>
          </Text>
        </div>
        <Badge color={s.color} variant="light">
          {s.label}
        </Badge>
      </Group>
      {r.outcome?.reason && (
        <Text size="sm" mt="xs">
          Moderator: “{r.outcome.reason}”
        </Text>
      )}
    </Card>
  );
}

/** /{role}/{slug}/abuse-reports: what the person (or organization) reported and what became of it. */
export default function MyAbuseReportsPage({ role }: { role: 'individual' | 'organization' }) {
  usePageTitle('Your reports');
  const { slug = '' } = useParams();
  const [page, setPage] = useState(1);
  const list = useQuery(myAbuseReportsQuery(role, slug, page));
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Your reports</Title>
        <QueryState
          query={list}
          isEmpty={(p) => p.data.length === 0}
          empty={
            <Text c="dimmed" py="xl" ta="center">
              You have not reported anything.
            </Text>
          }
        >
          {(p) => (
            <Stack>
              {p.data.map((r) => (
                <ReportCard key={r.id} r={r} />
              ))}
              {p.last_page > 1 && <Pagination total={p.last_page} value={page} onChange={setPage} />}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
