import type { ServiceCardView } from '@hctl/contracts';
import { Stack, Title } from '@mantine/core';
import { FeaturedCarousel } from '../../../components/FeaturedCarousel';
import { ServiceCard } from '../../../components/ServiceCard';

/** The promoted services of the chosen kind in the featured carousel (spec §9). */
export function FeaturedServices({ services }: { services: ServiceCardView[] }) {
  return (
    <Stack component="section" aria-labelledby="featured-services" gap="md">
      <Title order={2} id="featured-services">
        Featured services
      </Title>
      <FeaturedCarousel
        label="Featured services"
        testId="featured-services"
        items={services}
        itemKey={(s) => s.id}
        renderItem={(s) => <ServiceCard service={s} />}
      />
    </Stack>
  );
}
