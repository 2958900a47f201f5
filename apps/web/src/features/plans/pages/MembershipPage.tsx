import type { PlanView } from '@hctl/contracts';
import {
  Badge,
  Button,
  Card,
  Container,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { useAuth } from '../../../lib/auth-store';
import { shortDate } from '../../../lib/dates';
import { plansQuery } from '../api/plans';

// The change flow (cards, checkout) loads only when a signed-in member opens it, keeping this public page light.
const ChangePlanModal = lazy(() => import('../../../components/billing/ChangePlanModal'));
// As does "Keep <plan>", shown only while a downgrade waits for the period's end.
const KeepPlanButton = lazy(() => import('../components/KeepPlanButton'));

export default function MembershipPage({ audience }: { audience?: 'individual' | 'organization' }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const shown = audience ?? (auth.role === 'organization' ? 'organization' : 'individual');
  usePageTitle('Membership plans', 'Compare HCTL membership plans for professionals and organizations.');
  const plans = useQuery(plansQuery(shown));
  const [changing, setChanging] = useState<PlanView | null>(null);
  const audienceOfUser =
    auth.role === 'organization' ? 'organization' : auth.role === 'individual' ? 'individual' : null;
  const orgSlug = auth.role === 'organization' ? (auth.slug ?? null) : null;
  const current = useQuery({
    ...currentPlanQuery(auth.role === 'organization' ? (auth.slug ?? undefined) : undefined),
    enabled: auth.isAuthenticated,
  });
  // A downgrade the member chose, waiting for the current period's end.
  const next = current.data?.next_plan ?? null;

  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>Membership plans</Title>
        <Text c="dimmed">
          {shown === 'organization'
            ? 'Start free on the Basic Plan. Upgrade when you need screening questions, promotions or more open jobs.'
            : 'Start free on the Basic Plan. Upgrade to promote your services and stand out in search.'}
        </Text>
        <SegmentedControl
          w="fit-content"
          value={shown}
          onChange={(v) => navigate(`/${v}/membership`)}
          data={[
            { label: 'For professionals', value: 'individual' },
            { label: 'For organizations', value: 'organization' },
          ]}
        />
        <QueryState
          query={plans}
          isEmpty={(d) => d.length === 0}
          empty={<Text>No plans are offered right now.</Text>}
        >
          {(list) => (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.map((p) => (
                <Card key={p.id} withBorder padding="lg">
                  <Stack gap="xs">
                    <Title order={2} size="h3">
                      {p.name} {current.data?.slug === p.slug && <Badge ml="xs">Current</Badge>}
                      {next?.slug === p.slug && (
                        <Badge ml="xs" variant="light">
                          Next
                        </Badge>
                      )}
                    </Title>
                    <Text size="xl" fw={800}>
                      {p.amount === 0 ? 'Free' : `$${p.amount.toFixed(2)} / ${p.interval}`}
                    </Text>
                    <List size="sm" spacing={4}>
                      {p.features.map((f) => (
                        <List.Item key={f}>{f}</List.Item>
                      ))}
                      {/* Open jobs are an organization's; professionals' plans have none to limit. */}
                      {p.audience === 'organization' && (
                        <List.Item>
                          {p.job_limit === null ? 'No job limit' : `Up to ${p.job_limit} open jobs`}
                        </List.Item>
                      )}
                    </List>
                    {current.data?.slug === p.slug && next && current.data.changes_at && (
                      <Stack gap="xs" data-testid="scheduled-change">
                        <Text size="sm">
                          Your {current.data.name} stays until {shortDate(current.data.changes_at)}; then you
                          move to the {next.name}.
                        </Text>
                        <Suspense fallback={null}>
                          <KeepPlanButton plan={current.data} slug={orgSlug} />
                        </Suspense>
                      </Stack>
                    )}
                    {auth.isAuthenticated &&
                      audienceOfUser === p.audience &&
                      current.data?.slug !== p.slug &&
                      next?.slug !== p.slug && (
                        <Button variant={p.amount > 0 ? 'filled' : 'default'} onClick={() => setChanging(p)}>
                          {p.amount > 0 ? `Choose ${p.name}` : `Move to ${p.name}`}
                        </Button>
                      )}
                    {!auth.isAuthenticated && (
                      <Button
                        component={Link}
                        to={
                          p.audience === 'individual'
                            ? '/register?individual=true'
                            : '/register?type=organization'
                        }
                      >
                        Get started
                      </Button>
                    )}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        {changing && (
          <Suspense fallback={null}>
            <ChangePlanModal plan={changing} slug={orgSlug} onClose={() => setChanging(null)} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
