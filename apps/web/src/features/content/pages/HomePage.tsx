import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountHome } from '../../../components/account-links';
import { AdSlot } from '../../../components/ads/AdSlot';
import { FeaturedCarousel } from '../../../components/FeaturedCarousel';
import { JobCard } from '../../../components/JobCard';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAuth } from '../../../lib/auth-store';
import { featuredJobsQuery } from '../api/featured-jobs';
import { HomeCategories } from '../components/HomeCategories';
import { HomeFeaturedServices } from '../components/HomeFeaturedServices';

export default function HomePage() {
  usePageTitle(
    'Health care jobs, services and professionals',
    'Find nursing, physician and therapy jobs, hire verified health-care professionals and offer services on HCTL.',
  );
  const auth = useAuth();
  const featured = useQuery(featuredJobsQuery());
  return (
    <>
      <Container size="lg" py={64}>
        <Stack gap="lg" maw={720}>
          <Badge variant="light" size="lg">
            Built for health care
          </Badge>
          <Title order={1} size={44}>
            Where health-care professionals and employers meet
          </Title>
          <Text size="lg" c="dimmed">
            Verified licenses, transparent pay, and a hiring pipeline that respects everyone's time. Nurses,
            physicians and therapists keep one profile; hospitals and clinics hire from it.
          </Text>
          <Group>
            {auth.isAuthenticated ? (
              <Button size="lg" component={Link} to={accountHome(auth)}>
                Go to my account
              </Button>
            ) : (
              <>
                <Button size="lg" component={Link} to="/register?individual=true">
                  I'm a professional
                </Button>
                <Button size="lg" variant="default" component={Link} to="/register?type=organization">
                  I'm hiring
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Container>
      <Container size="lg" pb={48}>
        <Title order={2} mb="md">
          Latest jobs
        </Title>
        <QueryState
          query={featured}
          isEmpty={(d) => d.length === 0}
          empty={<Text c="dimmed">New openings appear here as organizations publish them.</Text>}
        >
          {(jobs) => (
            <FeaturedCarousel
              label="Featured jobs"
              testId="featured-jobs"
              items={jobs}
              itemKey={(j) => j.id}
              renderItem={(j) => <JobCard job={j} testId="featured-job" />}
            />
          )}
        </QueryState>
      </Container>
      <Container size="lg" pb={32}>
        <AdSlot placement="home-feed" />
      </Container>
      <HomeFeaturedServices />
      <HomeCategories />
    </>
  );
}
