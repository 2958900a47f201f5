import type { ServiceCardView } from '@hctl/contracts';
import { FeaturedCarousel } from './FeaturedCarousel';
import { ServiceCard } from './ServiceCard';

/** Promoted services in the featured carousel, a service card each (home page and services list). */
export function FeaturedServicesCarousel({
  services,
  testId,
}: {
  services: ServiceCardView[];
  testId: string;
}) {
  return (
    <FeaturedCarousel
      label="Featured services"
      testId={testId}
      items={services}
      itemKey={(s) => s.id}
      renderItem={(s) => <ServiceCard service={s} />}
    />
  );
}
