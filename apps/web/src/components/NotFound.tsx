import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

/** The 404 screen: the catch-all route's page, and what pages show for a missing thing. */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
