import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard card: its heading, with a link beside it (`aside`) when it has one, above its content. */
export function DashboardCard({
  testId,
  title,
  aside,
  children,
}: {
  testId: string;
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Text fw={600} component="h2" mb={aside ? undefined : 'xs'}>
      {title}
    </Text>
  );
  return (
    <Card withBorder data-testid={testId}>
      {aside ? (
        <Group justify="space-between" mb="xs">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}

/** In place of cards whose figures need a permission the member's role in the organization lacks. */
export function NeedsPermissionCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Card>
  );
}
