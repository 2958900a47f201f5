import type { NetworkPersonView } from '@hctl/contracts';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { personLine, personName } from '../../../components/network/RecommendationItem';
import { ProductAvatar } from '../../../components/ProductImage';

/** A person in a network list, with what can be done about them. */
export function PersonCard({
  person,
  children,
  note,
  testId,
}: {
  person: NetworkPersonView;
  children?: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ProductAvatar src={person.profile_image} alt="" type="individual" size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/individual/${person.slug}/view-profile`} fw={600}>
              {personName(person)}
            </Anchor>
            {personLine(person) && (
              <Text size="sm" c="dimmed" truncate>
                {personLine(person)}
              </Text>
            )}
            {note}
          </Stack>
        </Group>
        {children && (
          <Group gap="xs" wrap="nowrap">
            {children}
          </Group>
        )}
      </Group>
    </Card>
  );
}
