import type { JobPageView } from '@hctl/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isPromoted, money, place } from '../../../lib/job-format';
import { optionLabel, optionList } from '../../../lib/option-label';

/** What a candidate needs to decide, in one card. */
export function JobSummary({ job }: { job: JobPageView }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={1}>{job.title}</Title>
        {job.organization && <Text fw={600}>{job.organization.company_name}</Text>}
        <Group gap="xs">
          <Badge variant="light">{optionLabel(job.employment_type)}</Badge>
          {job.shift && (
            <Badge variant="light">
              {optionLabel(job.shift)} shift{job.shift_hours ? ` · ${job.shift_hours}` : ''}
            </Badge>
          )}
          <Badge variant="outline">{place(job)}</Badge>
          {job.status !== 'published' && <Badge color="gray">{job.status}</Badge>}
          {isPromoted(job) && (
            <Badge color="grape" data-testid="promoted-badge">
              Promoted
            </Badge>
          )}
        </Group>
        {(job.category || job.specialty) && (
          <Text size="sm" c="dimmed" data-testid="job-field">
            {[job.category && optionLabel(job.category), job.specialty].filter(Boolean).join(' · ')}
          </Text>
        )}
        {money(job) && (
          <Text fw={700} size="lg" data-testid="pay">
            {money(job)}
          </Text>
        )}
        {job.required_licenses.length > 0 && (
          <Text size="sm">Required licenses: {job.required_licenses.join(', ')}</Text>
        )}
        {job.health_requirements.length > 0 && (
          <Text size="sm">Health requirements: {optionList(job.health_requirements)}</Text>
        )}
        {job.benefits.length > 0 && <Text size="sm">Benefits: {optionList(job.benefits)}</Text>}
        {job.languages.length > 0 && <Text size="sm">Languages: {optionList(job.languages)}</Text>}
        <Text style={{ whiteSpace: 'pre-wrap' }} mt="sm">
          {job.description}
        </Text>
      </Stack>
    </Card>
  );
}
