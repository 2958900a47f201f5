import { Badge, Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The buttons of a public profile's heading: "Edit profile" for whoever may edit it, and for
 * everyone else what a visitor can do (`children`: follow or connect, save, report).
 */
export function ProfileActions({
  canEdit,
  editTo,
  children,
}: {
  canEdit: boolean;
  editTo: string;
  children: ReactNode;
}) {
  return canEdit ? (
    <Button variant="light" component={Link} to={editTo}>
      Edit profile
    </Button>
  ) : (
    <Group gap="xs">{children}</Group>
  );
}

/** The languages a person or an organization works in, a badge each; nothing when none. */
export function LanguageBadges({ languages, mt }: { languages: string[]; mt?: MantineSpacing }) {
  if (!languages?.length) return null;
  return (
    <Group gap={4} mt={mt}>
      {languages.map((l) => (
        <Badge key={l} variant="light">
          {l}
        </Badge>
      ))}
    </Group>
  );
}
