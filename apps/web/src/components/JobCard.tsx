import type { FeaturedJobView } from '@hctl/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { money, place } from '../lib/job-format';
import { ProductAvatar } from './ProductImage';

/** A published job as public lists show it, with its organization's logo, linking to its job page. */
export function JobCard({
  job,
  showOrganization = true,
  testId = 'job-card',
}: {
  job: FeaturedJobView;
  showOrganization?: boolean;
  testId?: string;
}) {
  return (
    <Card
      withBorder
      component={Link}
      to={`/organization/jobs/${job.organization.slug}/details/${job.slug}`}
      data-testid={testId}
      h="100%"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {showOrganization && (
          <ProductAvatar
            src={job.organization.company_profile_image}
            alt=""
            type="organization"
            size={40}
            radius="md"
          >
            {job.organization.company_name.slice(0, 2).toUpperCase()}
          </ProductAvatar>
        )}
        <Stack gap={2} miw={0}>
          <Text fw={700}>{job.title}</Text>
          {showOrganization && <Text size="sm">{job.organization.company_name}</Text>}
          <Text size="sm" c="dimmed">
            {[place(job), money(job)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
