import type { CategoryView } from '@hctl/contracts';
import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A category as the lists show it: title, description, and whether offering it needs a license. */
export function CategoryCard({ c }: { c: CategoryView }) {
  return (
    <Card withBorder component={Link} to={`/categories/${c.id}`} data-testid="category-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700}>{c.title}</Text>
        {c.requires_license && (
          <Badge variant="light" color="teal" size="sm" style={{ flexShrink: 0 }}>
            Licensed
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {c.description}
      </Text>
    </Card>
  );
}
