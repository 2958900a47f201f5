import { profileCompleteness } from '@hctl/contracts/constants';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdSlot } from '../../../components/ads/AdSlot';
import { DashboardCards } from '../../../components/DashboardCards';
import { PlanCard } from '../../../components/PlanCard';
import { QueryState } from '../../../components/QueryState';
import { TourWelcome } from '../../../components/tour/TourWelcome';
import { usePageTitle } from '../../../components/usePageTitle';
import { accountQuery } from '../../../lib/api/account';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { useAuth } from '../../../lib/auth-store';
import { ExpiringCredentials } from '../components/ExpiringCredentials';
import { InvitationsCard } from '../components/InvitationsCard';
import { VerifyEmailBanner } from '../components/VerifyEmailBanner';

export const completeness = profileCompleteness;

export default function IndividualDashboardPage() {
  const auth = useAuth();
  usePageTitle('Dashboard');
  const account = useQuery(accountQuery());
  const plan = useQuery(currentPlanQuery());
  const slug = auth.user?.slug;
  return (
    <Container size="lg" py="xl">
      <Stack>
        {auth.user && !auth.user.email_verified_at && <VerifyEmailBanner email={auth.user.email} />}
        <InvitationsCard />
        <TourWelcome
          name={auth.userName}
          page="individual-dashboard"
          steps={[
            { title: 'Your dashboard', text: 'See how complete your profile is and what needs attention.' },
            {
              title: 'Account settings',
              text: 'Keep your contact details current, verify your phone and turn on two-step sign-in.',
            },
            { title: 'Membership', text: 'Compare plans and see which one you are on.' },
          ]}
        />
        <QueryState query={account}>
          {(a) => {
            const c = completeness(a);
            return (
              <>
                <Group justify="space-between">
                  <div>
                    <Title order={1}>{a.name}</Title>
                    <Text c="dimmed">{a.occupation ?? 'Add a headline so employers know what you do'}</Text>
                  </div>
                  <Group>
                    <Button component={Link} to={`/individual/${slug}/edit`} variant="light">
                      Edit profile
                    </Button>
                    <Button component={Link} to={`/individual/${slug}/view-profile`} variant="default">
                      View profile
                    </Button>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }}>
                  <Card withBorder>
                    <Text fw={600}>Profile completeness</Text>
                    <Progress value={c.percent} my="sm" aria-label="Profile completeness" />
                    <Text size="sm">{c.percent}% complete</Text>
                    {c.missing.length > 0 && (
                      <Text size="sm" c="dimmed">
                        Missing: {c.missing.join(', ')}
                      </Text>
                    )}
                  </Card>
                  <Card withBorder>
                    <Text fw={600}>Account</Text>
                    <Text size="sm">{a.email}</Text>
                    <Text size="sm">{a.phone_number ?? 'No phone number yet'}</Text>
                    <Group gap="xs" mt="xs">
                      <Badge color={a.is_published ? 'teal' : 'gray'}>
                        {a.is_published ? 'Profile published' : 'Not published'}
                      </Badge>
                      {a.category && <Badge variant="light">{a.category.replace('_', ' ')}</Badge>}
                    </Group>
                  </Card>
                  <ExpiringCredentials slug={slug ?? ''} />
                  <PlanCard
                    title="Membership"
                    plan={plan}
                    failed="Could not load your plan"
                    compareTo={`/individual/${slug}/membership`}
                  />
                </SimpleGrid>
              </>
            );
          }}
        </QueryState>
        {slug && <DashboardCards kind="individual" slug={slug} />}
        <AdSlot placement="dashboard" />
      </Stack>
    </Container>
  );
}
