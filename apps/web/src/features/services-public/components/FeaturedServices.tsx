import type { ServiceCardView } from '@hctl/contracts';
import { Stack, Title } from '@mantine/core';
import { FeaturedServicesCarousel } from '../../../components/FeaturedServicesCarousel';

/** The promoted services of the chosen kind in the featured carousel (spec §9). */
export function FeaturedServices({ services }: { services: ServiceCardView[] }) {
  return (
    <Stack component="section" aria-labelledby="featured-services" gap="md">
      <Title order={2} id="featured-services">
        Featured services
      </Title>
      <FeaturedServicesCarousel services={services} testId="featured-services" />
    </Stack>
  );
}
