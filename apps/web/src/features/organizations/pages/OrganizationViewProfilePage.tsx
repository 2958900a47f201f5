import { Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { toastError } from '../../../lib/notify';
import { ApprovalNotice, organizationQuery } from './OrganizationDashboardPage';

/** The organization's own view of its profile; failing to load shows the message and goes to / (spec §8). */
export default function OrganizationViewProfilePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle('Organization profile');
  const org = useQuery(organizationQuery(slug));
  useEffect(() => {
    if (org.isError) {
      toastError((org.error as Error).message);
      navigate('/');
    }
  }, [org.isError]);
  return (
    <Container size="lg" py="xl">
      <QueryState query={org}>
        {(o) => (
          <Stack>
            <Card withBorder padding="xl">
              <Group justify="space-between">
                <Title order={1}>{o.company_name}</Title>
                <Badge>{o.status}</Badge>
              </Group>
              <Text c="dimmed" size="sm">
                On HCTL since {new Date(o.created_at).toLocaleDateString()}
              </Text>
            </Card>
            <ApprovalNotice org={o} />
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
