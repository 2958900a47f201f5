import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { profilePath } from './PostView';

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
          {group.category && (
            <div>
              <Text size="xs" c="dimmed">
                Category
              </Text>
              <Text size="sm">{group.category}</Text>
            </div>
          )}
          {group.location && (
            <div>
              <Text size="xs" c="dimmed">
                Location
              </Text>
              <Text size="sm">{group.location}</Text>
            </div>
          )}
          {owner && (
            <div>
              <Text size="xs" c="dimmed">
                Created by
              </Text>
              {ownerLink ? (
                <Anchor component={Link} to={ownerLink} size="sm">
                  {owner.name}
                </Anchor>
              ) : (
                <Text size="sm">{owner.name}</Text>
              )}
            </div>
          )}
          <div>
            <Text size="xs" c="dimmed">
              Since
            </Text>
            <Text size="sm">
              {new Date(group.created_at).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
