import type { GroupCardView } from '@hctl/contracts';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ProductImage';
import { members, posts } from './labels';

const STATUS: Record<string, string> = {
  pending: 'Request sent',
  invited: 'Invited',
};

/** A group in a list: cover, name (the link), privacy, counts and the viewer's standing. */
export function GroupCard({ group, to }: { group: GroupCardView; to: string }) {
  const role = group.viewer.role;
  const status = group.viewer.status;
  return (
    <Card withBorder radius="md" padding={0} data-testid="group-card" component="article">
      <ProductImage
        src={group.cover}
        alt=""
        type="group"
        aspectRatio="3 / 1"
        sizes="(max-width: 768px) 100vw, 400px"
      />
      <Stack gap={6} p="sm">
        <Anchor component={Link} to={to} fw={700} lineClamp={2}>
          {group.name}
        </Anchor>
        <Group gap={6}>
          <Badge variant="light" color={group.privacy === 'private' ? 'grape' : 'teal'} tt="none" size="sm">
            {group.privacy === 'private' ? 'Private' : 'Public'}
          </Badge>
          {role && role !== 'member' && status === 'active' && (
            <Badge variant="outline" tt="none" size="sm">
              {role === 'owner' ? 'Owner' : 'Admin'}
            </Badge>
          )}
          {status && STATUS[status] && (
            <Badge variant="light" color="yellow" c="dark.7" tt="none" size="sm">
              {STATUS[status]}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {members(group.member_count)} · {posts(group.post_count)}
          {group.location ? ` · ${group.location}` : ''}
        </Text>
        {group.excerpt && (
          <Text size="sm" lineClamp={2}>
            {group.excerpt}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
