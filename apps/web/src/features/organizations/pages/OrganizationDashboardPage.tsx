import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ApprovalBadge } from '../../../components/ApprovalBadge';
import { AdSlot } from '../../../components/ads/AdSlot';
import { DashboardCards } from '../../../components/DashboardCards';
import { PlanCard } from '../../../components/PlanCard';
import { QueryState } from '../../../components/QueryState';
import { TourWelcome } from '../../../components/tour/TourWelcome';
import { usePageTitle } from '../../../components/usePageTitle';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { organizationQuery } from '../../../lib/api/organization';
import { useAuth } from '../../../lib/auth-store';
import { ApprovalNotice } from '../components/ApprovalNotice';

const AREAS = [
  { perm: 'jobs', label: 'Jobs', to: (s: string) => `/organization/jobs/${s}` },
  { perm: 'applicants', label: 'Applicants', to: (s: string) => `/organization/${s}/applicants` },
  { perm: 'services', label: 'Services', to: (s: string) => `/organization/services/${s}` },
  { perm: 'services', label: 'Quotations', to: (s: string) => `/quotation/${s}` },
  {
    perm: 'galleries',
    label: 'Service galleries',
    to: (s: string) => `/organization/service-galleries/${s}`,
  },
  { perm: 'messages', label: 'Messages', to: (s: string) => `/organization/${s}/messages` },
  { perm: 'profile', label: 'Edit profile', to: (s: string) => `/organization/${s}/edit` },
  { perm: 'users', label: 'Team and permissions', to: (s: string) => `/organization/${s}/permissions` },
  { perm: 'jobs', label: 'Question bank', to: (s: string) => `/question-bank/${s}` },
  {
    perm: 'profile',
    label: 'Visibility and status',
    to: (s: string) => `/organization/${s}/account-settings?title=visiblity`,
  },
];

function greeting(auth: ReturnType<typeof useAuth>) {
  const person = auth.user?.name?.split(' ')[0] || auth.userDetails?.name || '';
  const org = auth.showData.organization?.company_name;
  return [person, org].filter(Boolean).join(' — ');
}

export default function OrganizationDashboardPage() {
  const { slug = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  usePageTitle('Organization dashboard');
  const org = useQuery(organizationQuery(slug));
  const plan = useQuery(currentPlanQuery(slug));
  return (
    <Container size="lg" py="xl">
      <Stack>
        <TourWelcome
          // The person is greeted, with the organization they work in: "Welcome, Rita — Riverside Clinic".
          name={greeting(auth)}
          page="organization-dashboard"
          steps={[
            { title: 'Your organization', text: 'Approval status and plan live here.' },
            {
              title: 'Switch organization',
              text: 'Work in several organizations? Switch between them at any time.',
            },
          ]}
        />
        <QueryState query={org}>
          {(o) => (
            <>
              <Group justify="space-between">
                <div>
                  <Title order={1}>{o.company_name}</Title>
                  <Group gap="xs">
                    <ApprovalBadge status={o.approval_status} />
                    <Badge variant="light">{o.is_owner ? 'Owner' : 'Member'}</Badge>
                  </Group>
                </div>
                <Button
                  variant="light"
                  onClick={() =>
                    navigate(`/individual/${auth.user?.slug}/choose-organization?company_slug=${o.slug}`)
                  }
                >
                  Switch organization
                </Button>
              </Group>
              <ApprovalNotice org={o} />
              <DashboardCards kind="organization" slug={o.slug} />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <PlanCard
                  title="Plan"
                  plan={plan}
                  failed="Could not load the plan"
                  compareTo="/organization/membership"
                >
                  {(p) => (
                    <Text size="sm" c="dimmed">
                      {p.job_limit === null ? 'No job limit' : `Up to ${p.job_limit} open jobs`} ·{' '}
                      {p.has_question_access ? 'Screening questions' : 'No screening questions'}
                    </Text>
                  )}
                </PlanCard>
                <Card withBorder data-testid="org-areas">
                  <Text fw={600}>Your areas</Text>
                  <Group gap="xs" mt="xs">
                    {AREAS.filter((a) => o.permissions?.includes(a.perm)).map((a) => (
                      <Button key={a.label} size="xs" variant="light" component={Link} to={a.to(o.slug)}>
                        {a.label}
                      </Button>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed" mt="xs">
                    {o.is_owner
                      ? 'You own this organization.'
                      : `Your permissions: ${(o.permissions ?? []).join(', ') || 'none'}.`}
                  </Text>
                </Card>
                <Card withBorder>
                  <Text fw={600}>Public profile</Text>
                  <Anchor component={Link} to={`/organization/${o.slug}/view-profile`} size="sm">
                    See how candidates see {o.company_name}
                  </Anchor>
                </Card>
              </SimpleGrid>
            </>
          )}
        </QueryState>
        <AdSlot placement="dashboard" />
      </Stack>
    </Container>
  );
}
