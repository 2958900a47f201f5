import type { GroupCardView } from '@hctl/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReportAbuse } from '../../../components/abuse/ReportAbuse';
import { ProductImage } from '../../../components/ProductImage';
import { members, posts } from './labels';

/**
 * The top of a group's page: cover, name, privacy and counts, and what the viewer can do; anyone
 * signed in but its owner may report the group to HCTL's moderators.
 */
export function GroupHeader({ group, children }: { group: GroupCardView; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding={0} data-testid="group-header">
      <ProductImage
        src={group.cover}
        alt=""
        type="group"
        aspectRatio="6 / 1"
        sizes="(max-width: 1200px) 100vw, 1140px"
      />
      <Group justify="space-between" align="flex-end" p="md" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={group.privacy === 'private' ? 'grape' : 'teal'} tt="none">
              {group.privacy === 'private' ? 'Private group' : 'Public group'}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="member-count">
              {members(group.member_count)}
            </Text>
            <Text size="sm" c="dimmed">
              · {posts(group.post_count)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {children}
          {group.viewer.role !== 'owner' && (
            <ReportAbuse type="group" target={group.slug} title={group.name} />
          )}
        </Group>
      </Group>
    </Card>
  );
}
