import { SimpleGrid, Stack } from '@mantine/core';
import { FollowedOrganizationsCard } from './FollowedOrganizationsCard';
import { ProfileViewsCard } from './ProfileViewsCard';
import { RecommendedJobsCard } from './RecommendedJobsCard';
import { ToDoCard } from './ToDoCard';

/**
 * The individual dashboard's cards (issue 19): what to act on, recommended jobs with reasons,
 * profile views and followed organizations (the page keeps the ads' AdSlot). Each card loads on its own.
 */
export function IndividualDashboardCards({ slug }: { slug: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack>
        <ToDoCard slug={slug} />
        <RecommendedJobsCard />
      </Stack>
      <Stack>
        <ProfileViewsCard slug={slug} />
        <FollowedOrganizationsCard />
      </Stack>
    </SimpleGrid>
  );
}
