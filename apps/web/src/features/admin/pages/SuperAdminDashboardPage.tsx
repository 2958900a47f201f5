import type { AdminDashboardView } from '@hctl/contracts';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminShell } from '../../../components/admin/AdminShell';
import { useAdminSections } from '../../../components/admin/use-admin-sections';
import { QueryState } from '../../../components/QueryState';
import { useAuth } from '../../../lib/auth-store';
import { adminDashboardQuery } from '../api/dashboard';
import { usd } from '../components/PaymentSummary';

interface Figure {
  key: string;
  label: string;
  /** Null: not this admin's to see (revenue without the payments permission); the card is left out. */
  value: (d: AdminDashboardView) => string | null;
  to: string;
}

const FIGURES: Figure[] = [
  { key: 'users', label: 'Users (not admins)', value: (d) => d.users.toLocaleString(), to: '/admin/users' },
  {
    key: 'organizations.pending',
    label: 'Organizations waiting for approval',
    value: (d) => d.organizations.pending.toLocaleString(),
    to: '/admin/moderation',
  },
  {
    key: 'organizations.approved',
    label: 'Approved organizations',
    value: (d) => d.organizations.approved.toLocaleString(),
    to: '/admin/organizations',
  },
  { key: 'jobs', label: 'Jobs', value: (d) => d.jobs.toLocaleString(), to: '/admin/jobs' },
  {
    key: 'applications',
    label: 'Applications',
    value: (d) => d.applications.toLocaleString(),
    to: '/admin/reports?report=jobs',
  },
  {
    key: 'revenue_this_month',
    label: 'Revenue this month',
    value: (d) => (d.revenue_this_month === null ? null : usd(d.revenue_this_month)),
    to: '/admin/payments',
  },
  {
    key: 'open_reports',
    label: 'Open abuse reports',
    value: (d) => d.open_reports.toLocaleString(),
    to: '/admin/moderation',
  },
];

/** /super-admin/{slug}/dashboard: the marketplace's figures and the way into every section. */
export default function SuperAdminDashboardPage() {
  const auth = useAuth();
  const figures = useQuery(adminDashboardQuery());
  const reachable = useAdminSections();
  const sections = reachable.filter((s) => s.key !== 'dashboard');
  // A figure leads to its section only when this admin's role opens it (a moderator reads them all).
  const opens = (to: string) => reachable.some((s) => s.to === to.split('?')[0]);
  return (
    <AdminShell title="Admin dashboard" description={`Signed in as ${auth.userName}.`}>
      <QueryState query={figures}>
        {(d) => (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} data-testid="admin-figures">
            {FIGURES.map((f) => {
              const value = f.value(d);
              if (value === null) return null;
              const estimated = d.estimated.some((e) => f.key === e || f.key.startsWith(`${e}.`));
              const figure = (
                <>
                  <Text size="sm" c="dimmed">
                    {f.label}
                  </Text>
                  <Text fw={700} fz={28} lh={1.2}>
                    {estimated ? '≈ ' : ''}
                    {value}
                  </Text>
                </>
              );
              return opens(f.to) ? (
                <Card key={f.key} withBorder component={Link} to={f.to} data-testid="admin-figure">
                  {figure}
                </Card>
              ) : (
                <Card key={f.key} withBorder data-testid="admin-figure">
                  {figure}
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Sections
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {sections.map((s) => (
            <Anchor key={s.to} component={Link} to={s.to}>
              {s.label}
            </Anchor>
          ))}
        </SimpleGrid>
      </Stack>
    </AdminShell>
  );
}
