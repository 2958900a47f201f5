import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { accountQuery } from '../../../lib/api/account';
import { useAuth } from '../../../lib/auth-store';

export default function SuperAdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const auth = useAuth();
  const account = useQuery(accountQuery());
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>Admin dashboard</Title>
        <QueryState query={account}>
          {(a) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <Text fw={600}>Signed in as</Text>
                <Text>{a.name}</Text>
                <Text size="sm" c="dimmed">
                  {a.email} · {auth.role}
                </Text>
              </Card>
              <Card withBorder>
                <Text fw={600}>Organizations</Text>
                <Text size="sm" c="dimmed" mb="sm">
                  Approve or reject organizations that registered.
                </Text>
                <Button component={Link} to="/admin/organizations" w="fit-content">
                  Review organizations
                </Button>
              </Card>
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
