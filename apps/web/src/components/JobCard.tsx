import type { FeaturedJobView } from '@hctl/contracts';
import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';
import { money, place } from '../lib/job-format';

/** A published job as public lists show it, linking to its job page. */
export function JobCard({
  job,
  showOrganization = true,
}: {
  job: FeaturedJobView;
  showOrganization?: boolean;
}) {
  return (
    <Card
      withBorder
      component={Link}
      to={`/organization/jobs/${job.organization.slug}/details/${job.slug}`}
      data-testid="job-card"
    >
      <Text fw={700}>{job.title}</Text>
      {showOrganization && <Text size="sm">{job.organization.company_name}</Text>}
      <Text size="sm" c="dimmed">
        {[place(job), money(job)].filter(Boolean).join(' · ')}
      </Text>
    </Card>
  );
}
