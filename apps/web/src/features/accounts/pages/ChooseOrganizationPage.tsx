import type { OrganizationSummary } from '@hctl/contracts';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApprovalBadge } from '../../../components/ApprovalBadge';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { enterOrganization } from '../../../lib/api/enter-organization';
import { toastError } from '../../../lib/notify';
import { assignedOrganizationsQuery } from '../api/assigned-organizations';
import { ownedOrganizationsQuery } from '../api/owned-organizations';

/** Pick the organization to act as (owned or assigned); ?company_slug preselects one. */
export default function ChooseOrganizationPage() {
  usePageTitle('Choose an organization');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const owned = useQuery(ownedOrganizationsQuery());
  const assigned = useQuery(assignedOrganizationsQuery());
  const [busy, setBusy] = useState<string | null>(null);

  const actAs = async (org: OrganizationSummary) => {
    setBusy(org.slug);
    try {
      await enterOrganization(org.slug);
      setTimeout(() => navigate(`/organization/${org.slug}/dashboard`), 100);
    } catch {
      toastError('There was error while trying to log you in');
    } finally {
      setBusy(null);
    }
  };

  const preselected = params.get('company_slug');
  const all = [
    ...(owned.data ?? []),
    ...(assigned.data ?? []).filter((a) => !(owned.data ?? []).some((o) => o.id === a.id)),
  ];
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Choose an organization</Title>
        <Text c="dimmed">Select the organization you want to work in. You can switch at any time.</Text>
        <QueryState
          query={owned}
          isEmpty={() => all.length === 0 && !assigned.isPending}
          empty={
            <Card withBorder>
              <Text fw={600}>You are not part of any organization yet</Text>
              <Text size="sm" c="dimmed">
                Ask your organization's owner to invite you with your e-mail, or contact support to restore an
                archived one.
              </Text>
            </Card>
          }
        >
          {() => (
            <Stack>
              {all.map((o) => (
                <Card
                  key={o.id}
                  withBorder
                  style={{ borderColor: preselected === o.slug ? 'var(--mantine-color-teal-6)' : undefined }}
                >
                  <Group justify="space-between">
                    <div>
                      <Text fw={700}>{o.company_name}</Text>
                      <Group gap="xs">
                        <Badge variant="light">
                          {o.is_owner ? 'Owner' : ((o as { role_name?: string }).role_name ?? 'Member')}
                        </Badge>
                        <ApprovalBadge status={o.approval_status} />
                      </Group>
                    </div>
                    <Button onClick={() => actAs(o)} loading={busy === o.slug}>
                      Continue as {o.company_name}
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
