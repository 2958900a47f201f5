import { SimpleGrid } from '@mantine/core';
import { OrgHiringCards } from './OrgHiringCards';
import { OrgTrendsCard } from './OrgTrendsCard';

/** The organization dashboard's cards (issue 19): hiring (one call), then views and spend. */
export function OrganizationDashboardCards({ slug }: { slug: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <OrgHiringCards slug={slug} />
      <OrgTrendsCard slug={slug} />
    </SimpleGrid>
  );
}
