/*
 * Public services pages. Accessible names other journeys (e2e: services.e2e.ts, public-pages.e2e.ts)
 * rely on, keep them stable:
 *   /services: h1 "Health-care services marketplace", h2 "Featured services" (only when there are
 *   some), h2 "Latest services", the "Filter services" search form (inputs "Search", "Category",
 *   "Sub-category", "Location", checkbox "Remote only", the "Type" radio group: "Services offered",
 *   "Service requests", "Galleries"), cards `data-testid="service-card"` (links named by the
 *   service's title), button "Load more services".
 *   /services/{slug}: h1 = the service's title, the provider's link named by their name,
 *   `data-testid="provider-license"` ("Verified license: {type}, {authority}"), button "Contact"
 *   or "Request a quote" (signed out: link "Sign in to contact").
 */
import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { QueryError } from '../../../components/QueryState';
import { ServiceCard } from '../../../components/ServiceCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAuth } from '../../../lib/auth-store';
import { publicServicesQuery } from '../api/public-services';
import { FeaturedServices } from '../components/FeaturedServices';
import { ServiceFiltersBar } from '../components/ServiceFiltersBar';
import { ServiceGridSkeleton } from '../components/ServiceGridSkeleton';
import { toRequest, useServiceFilters } from '../components/use-service-filters';

/** Where "Offer a service" leads: the signed-in owner's create screen, else sign-up. */
function offerPath(auth: ReturnType<typeof useAuth>) {
  if (!auth.isAuthenticated) return '/register?individual=true';
  if (auth.role === 'organization' && auth.showData.organization)
    return `/organization/services/${auth.showData.organization.slug}/create`;
  return `/individual/${auth.user?.slug}/services/create`;
}

/** `/services` (spec §2: its own title and description): featured, then the latest with filters. */
export default function PublicServicesPage() {
  usePageTitle(
    'Health-care services marketplace',
    'Find and offer health-care services: staffing, credentialing, billing, home care, therapy, education and more.',
  );
  const auth = useAuth();
  const { filters, set, clear, active } = useServiceFilters();
  const query = useInfiniteQuery(publicServicesQuery(toRequest(filters)));
  const pages = query.data?.pages ?? [];
  const services = pages.flatMap((p) => p.services);
  const featured = pages[0]?.featured ?? [];
  // Showing the previous filter's list while the new one loads: dim it so it does not read as the answer.
  const stale = query.isPlaceholderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap="xs" maw={720}>
            <Title order={1}>Health-care services marketplace</Title>
            <Text size="lg" c="dimmed">
              Professionals and organizations offer their services here, and ask for the ones they need.
            </Text>
          </Stack>
          {auth.role !== 'super-admin' && (
            <Button component={Link} to={offerPath(auth)}>
              Offer a service
            </Button>
          )}
        </Group>
        {/* Promoted services do not depend on the filters: kept while a new filter loads, so the
            page does not jump under the pointer. */}
        {featured.length > 0 && <FeaturedServices services={featured} />}
        <Stack component="section" aria-labelledby="latest-services" gap="md">
          <Title order={2} id="latest-services">
            Latest services
          </Title>
          <ServiceFiltersBar filters={filters} set={set} clear={clear} active={active} />
          {query.isPending ? (
            <ServiceGridSkeleton />
          ) : query.isError && !services.length ? (
            <QueryError query={query} title="Could not load the services" />
          ) : services.length === 0 ? (
            <Stack align="flex-start" gap="xs" py="lg" data-testid="services-empty">
              <Text fw={600}>{active ? 'No services match these filters.' : 'No services here yet.'}</Text>
              <Text c="dimmed" size="sm">
                {active
                  ? 'Try another category or location, or clear the filters.'
                  : 'They appear here as professionals and organizations publish them.'}
              </Text>
              {active && (
                <Button variant="light" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </Stack>
          ) : (
            <>
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
                data-testid="services-list"
                aria-busy={stale || undefined}
                style={{ opacity: stale ? 0.5 : 1, transition: 'opacity 150ms' }}
              >
                {services.map((s) => (
                  <ServiceCard key={s.id} service={s} />
                ))}
              </SimpleGrid>
              {query.isFetchNextPageError && (
                <Alert color="red" role="alert" title="Could not load more services">
                  {(query.error as Error).message}
                </Alert>
              )}
              {!stale && (
                <LoadMore query={query} variant="default" style={{ alignSelf: 'center' }}>
                  Load more services
                </LoadMore>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
