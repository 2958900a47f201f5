import { Button, Container, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FeaturedServicesCarousel } from '../../../components/FeaturedServicesCarousel';
import { featuredServicesQuery } from '../api/featured-services';

/** The home page's promoted services; the section is left out while there are none (or on error). */
export function HomeFeaturedServices() {
  const featured = useQuery(featuredServicesQuery());
  const services = featured.data ?? [];
  if (!services.length) return null;
  return (
    <Container size="lg" pb={48} component="section" aria-labelledby="home-featured-services">
      <Group justify="space-between" mb="md">
        <Title order={2} id="home-featured-services">
          Featured services
        </Title>
        <Button component={Link} to="/services" variant="subtle">
          All services
        </Button>
      </Group>
      <FeaturedServicesCarousel services={services} testId="home-featured-services" />
    </Container>
  );
}
