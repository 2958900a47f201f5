import { Anchor, Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { recommendedJobsQuery } from '../api/dashboards';
import { CardState } from './CardState';
import { DashboardCard } from './DashboardCard';

/** Jobs picked for the person, licensed-for first, each saying why; a switch keeps only licensed-for ones. */
export function RecommendedJobsCard() {
  const [licensedOnly, setLicensedOnly] = useState(false);
  const jobs = useQuery(recommendedJobsQuery(licensedOnly));
  return (
    <DashboardCard
      testId="recommended-jobs"
      title="Recommended jobs"
      aside={
        <Switch
          size="sm"
          label="Only jobs I'm licensed for"
          checked={licensedOnly}
          onChange={(e) => setLicensedOnly(e.currentTarget.checked)}
        />
      }
    >
      <CardState
        query={jobs}
        what="recommended jobs"
        isEmpty={(d) => d.data.length === 0}
        empty={
          licensedOnly
            ? 'No open jobs match a verified, current license of yours. Add or renew a license to see them.'
            : 'No open jobs to recommend yet. Add your specialty and city to your profile.'
        }
      >
        {(d) => (
          <Stack gap="sm">
            {d.data.map((j) => (
              <div key={j.id} data-testid="recommended-job">
                <Group gap="xs" wrap="wrap">
                  <Anchor
                    component={Link}
                    to={`/organization/jobs/${j.organization.slug}/details/${j.slug}`}
                    fw={500}
                  >
                    {j.title}
                  </Anchor>
                  {j.licensed_for && (
                    <Badge color="teal.2" c="dark.8" size="sm">
                      Licensed for
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {j.organization.company_name}
                  {j.city ? ` · ${j.city}${j.state ? `, ${j.state}` : ''}` : ''}
                </Text>
                <Text size="sm" data-testid="job-reasons">
                  {j.reasons.join(' · ')}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </CardState>
    </DashboardCard>
  );
}
