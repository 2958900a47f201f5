import type { ApplicantDetailView, ApplicantView } from '@hctl/contracts';
import { Anchor, Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LongText } from '../../../components/LongText';
import { QueryState } from '../../../components/QueryState';
import { meetingTime, shortDate } from '../../../lib/dates';
import { applicantDetailQuery } from '../api/applicant-detail';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const dimmed = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * The answers the candidate sent (an optional question left blank stores none, so it is not listed:
 * reading the job's questions here would count a job view for every drawer opened).
 */
function Application({ d }: { d: ApplicantDetailView }) {
  const qa = d.answers.map((a, i) => ({
    key: a.question_uid ?? `${i}`,
    question: a.question,
    answer: a.answer,
  }));
  return (
    <Stack data-testid="application-detail">
      <Group gap="xs">
        <Badge>{d.status}</Badge>
        <Text size="sm" c="dimmed">
          {d.job.title} · applied {shortDate(d.created_at)}
        </Text>
      </Group>
      <Section title="Contact">
        <Anchor href={`mailto:${d.email}`} size="sm">
          {d.email}
        </Anchor>
        {d.phone_number ? (
          <Anchor href={`tel:${d.phone_number}`} size="sm">
            {d.phone_number}
          </Anchor>
        ) : (
          dimmed('No phone number given.')
        )}
      </Section>
      <Section title="Message to the recruiter">
        {d.message_to_recruiter ? (
          <LongText size="sm">{d.message_to_recruiter}</LongText>
        ) : (
          dimmed('No message.')
        )}
      </Section>
      <Section title="Screening questions">
        {qa.length === 0 && dimmed('No answers to screening questions.')}
        {qa.map((x) => (
          <div key={x.key} data-testid="screening-answer">
            <Text size="sm" fw={600}>
              {x.question}
            </Text>
            {x.answer ? <LongText size="sm">{x.answer}</LongText> : dimmed('No answer')}
          </div>
        ))}
      </Section>
      {d.licenses.length > 0 && (
        <Section title="Required licenses">
          {d.licenses.map((l) => (
            <Group key={l.license} gap="xs">
              <Text size="sm">{l.license}</Text>
              {l.held ? (
                <Badge variant="light" color={l.status === 'verified' ? 'green' : 'yellow'}>
                  {l.status ?? 'held'}
                  {l.expiry_date ? ` · expires ${shortDate(l.expiry_date)}` : ''}
                </Badge>
              ) : (
                <Badge variant="light" color="red">
                  not held
                </Badge>
              )}
            </Group>
          ))}
        </Section>
      )}
      {d.interviews.length > 0 && (
        <Section title="Interviews">
          {d.interviews.map((i) => (
            <Text key={i.id} size="sm">
              {i.mode} · {meetingTime(i.schedule_date, i.timezone)} · {i.status.replace('_', ' ')}
            </Text>
          ))}
        </Section>
      )}
      <Section title="Documents">
        {d.resume_url ? (
          <Anchor href={d.resume_url} target="_blank" rel="noreferrer" size="sm">
            Resume
          </Anchor>
        ) : (
          dimmed('No resume.')
        )}
        {d.cover_letter_url && (
          <Anchor href={d.cover_letter_url} target="_blank" rel="noreferrer" size="sm">
            Cover letter
          </Anchor>
        )}
      </Section>
      {d.profile && (
        <Anchor component={Link} to={`/individual/${d.profile.slug}/view-profile`} size="sm">
          View {d.profile.name}'s public profile
        </Anchor>
      )}
    </Stack>
  );
}

/** An applicant's application in full, beside the pipeline board: contact, message, answers and the rest. */
/** What the applicant page's dialogs and this drawer take: whose, where, and how to close. */
export interface ApplicantPanelProps {
  slug: string;
  applicant: ApplicantView;
  onClose: () => void;
}

export function ApplicationDrawer({ slug, applicant, onClose }: ApplicantPanelProps) {
  const detail = useQuery(applicantDetailQuery(slug, applicant.id));
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={`${applicant.first_name} ${applicant.last_name}`}
    >
      <QueryState query={detail}>{(d) => <Application d={d} />}</QueryState>
    </Drawer>
  );
}
