import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profilePath } from './PostView';

/** One of the group's facts: a small dimmed label over its value (text, or a link as it is). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}

/** A group's about: its description, rules and facts (members and visitors alike). */
export function GroupAbout({
  group,
}: {
  group: {
    description: string;
    rules: string | null;
    category: string | null;
    location: string | null;
    created_at: string;
    owner?: { name: string; slug: string | null };
  };
}) {
  const owner = group.owner;
  const ownerLink = owner ? profilePath(owner.slug) : null;
  return (
    <Card withBorder radius="md" data-testid="group-about">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            About
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }} c={group.description ? undefined : 'dimmed'}>
            {group.description || 'No description yet.'}
          </Text>
        </Stack>
        {group.rules && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              Rules
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {group.rules}
            </Text>
          </Stack>
        )}
        <Group gap="xl">
          {group.category && <Fact label="Category">{group.category}</Fact>}
          {group.location && <Fact label="Location">{group.location}</Fact>}
          {owner && (
            <Fact label="Created by">
              {ownerLink ? (
                <Anchor component={Link} to={ownerLink} size="sm">
                  {owner.name}
                </Anchor>
              ) : (
                owner.name
              )}
            </Fact>
          )}
          <Fact label="Since">
            {new Date(group.created_at).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
          </Fact>
        </Group>
      </Stack>
    </Card>
  );
}
