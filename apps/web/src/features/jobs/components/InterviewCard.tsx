import { Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { meetingTime } from '../../../lib/dates';
import { JoinInterviewCallButton } from './JoinInterviewCallButton';

/**
 * An interview in the candidate's or the organization's list: who or what it is with, its status,
 * when and how, "Join call" and the answers its status allows (`actions`); `children` go below.
 */
export function InterviewCard({
  testId,
  title,
  party,
  interview,
  actions,
  children,
}: {
  /** The card's test id; its status badge's is this with `-status`. */
  testId: string;
  title: string;
  /** The other side of the interview (the job, or the organization), shown before how and when. */
  party: string;
  interview: { id: number; status: string; mode: string; schedule_date: string; timezone: string };
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card withBorder data-testid={testId}>
      <Group justify="space-between">
        <div>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge data-testid={`${testId}-status`}>{interview.status.replace('_', ' ')}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {party} · {interview.mode} · {meetingTime(interview.schedule_date, interview.timezone)}
          </Text>
        </div>
        <Group gap="xs">
          <JoinInterviewCallButton interview={interview} />
          {actions}
        </Group>
      </Group>
      {children}
    </Card>
  );
}
