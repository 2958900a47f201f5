import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

export function StaticPage({
  title,
  description,
  lead,
  children,
}: {
  title: string;
  description: string;
  lead?: string;
  children?: ReactNode;
}) {
  usePageTitle(title, description);
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{title}</Title>
        {lead && (
          <Text size="lg" c="dimmed">
            {lead}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
