import type { NetworkPersonView } from '@hctl/contracts';
import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PersonName, personLine } from '../../../components/network/RecommendationItem';
import { PersonWithActions } from '../../../components/PersonWithActions';
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
      <PersonWithActions
        avatar={<ProductAvatar src={person.profile_image} alt="" type="individual" size={48} />}
        actions={children}
      >
        <Stack gap={2} style={{ minWidth: 0 }}>
          <PersonName person={person} />
          {personLine(person) && (
            <Text size="sm" c="dimmed" truncate>
              {personLine(person)}
            </Text>
          )}
          {note}
        </Stack>
      </PersonWithActions>
    </Card>
  );
}
