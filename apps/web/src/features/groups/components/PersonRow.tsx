import type { GroupPersonView } from '@hctl/contracts';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonWithActions } from '../../../components/PersonWithActions';
import { ProductAvatar } from '../../../components/ProductImage';
import { profilePath } from './PostView';

/** A person in a list (members, requests, suggestions) with what can be done about them. */
export function PersonRow({
  person,
  note,
  children,
  testId,
}: {
  person: GroupPersonView;
  note?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  const link = profilePath(person.slug);
  return (
    <PersonWithActions
      avatar={<ProductAvatar src={person.image} alt="" type="individual" size={40} />}
      actions={children}
      data-testid={testId}
      py={4}
    >
      <div style={{ minWidth: 0 }}>
        {link ? (
          <Anchor component={Link} to={link} fw={600} size="sm">
            {person.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {person.name}
          </Text>
        )}
        {person.headline && (
          <Text size="xs" c="dimmed" truncate>
            {person.headline}
          </Text>
        )}
        {note}
      </div>
    </PersonWithActions>
  );
}
