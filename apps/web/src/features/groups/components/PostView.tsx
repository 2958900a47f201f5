import type { GroupPostView } from '@hctl/contracts';
import { Anchor, Badge, Card, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LongText } from '../../../components/LongText';
import { ProductAvatar } from '../../../components/ProductImage';
import { ago, comments as commentsLabel, reactions } from './labels';
import { PollCard } from './PollCard';
import { PostMedia } from './PostMedia';

/** Where a person's name leads: their public profile. */
export const profilePath = (slug: string | null) => (slug ? `/individual/${slug}/view-profile` : null);

function Author({ post }: { post: GroupPostView }) {
  const link = profilePath(post.author.slug);
  return (
    <Group gap="sm" wrap="nowrap">
      <ProductAvatar src={post.author.image} alt="" type="individual" size={40} />
      <div style={{ minWidth: 0 }}>
        {link ? (
          <Anchor component={Link} to={link} fw={600} size="sm">
            {post.author.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {post.author.name}
          </Text>
        )}
        <Text size="xs" c="dimmed" truncate>
          {post.author.headline ? `${post.author.headline} · ` : ''}
          {ago(post.created_at)}
        </Text>
      </div>
    </Group>
  );
}

/** The original of a shared post, framed inside the share. */
function SharedPost({ post }: { post: GroupPostView }) {
  const s = post.shared_post!;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="shared-post">
      {!s.available ? (
        <Text size="sm" c="dimmed">
          The original post is no longer available.
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {s.author?.name ?? 'Someone'}
            {s.group && (
              <>
                {' in '}
                <Anchor component={Link} to={`/groups/${s.group.slug}`} size="xs">
                  {s.group.name}
                </Anchor>
              </>
            )}
          </Text>
          {s.question && <Text fw={600}>{s.question}</Text>}
          {s.description && <LongText size="sm">{s.description}</LongText>}
          <PostMedia media={s.media} author={s.author?.name ?? 'the author'} />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * A post as anyone may read it: author, text, poll, media or shared original, and its counts.
 * Light on purpose (visitors' public group page loads it): the reaction control and comments are
 * PostCard's. `counts` replaces the plain counts line (the members' live, clickable totals);
 * `children` go under it (actions, comments, an admin's approve/reject).
 */
export function PostView({
  post,
  slug,
  readOnly,
  focused,
  counts,
  children,
  actions,
  mediaHidden,
}: {
  post: GroupPostView;
  slug: string;
  readOnly?: boolean;
  /** Visitors: the photos and videos are for signed-in people (their links are signed per reader). */
  mediaHidden?: boolean;
  focused?: boolean;
  counts?: ReactNode;
  children?: ReactNode;
  /** Beside the author: the members' post menu (PostCard's; kept out of this light view). */
  actions?: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      id={`post-${post.uid}`}
      data-testid="post"
      data-focused={focused || undefined}
      tabIndex={focused ? -1 : undefined}
      component="article"
      aria-label={`Post by ${post.author.name}`}
      style={focused ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Author post={post} />
          <Group gap={4} wrap="nowrap">
            {post.status !== 'published' && (
              // Dark words on the pale yellow: the light variant's own yellow is too faint to read.
              <Badge
                color={post.status === 'pending' ? 'yellow' : 'red'}
                c={post.status === 'pending' ? 'dark.7' : undefined}
                variant="light"
                tt="none"
              >
                {post.status === 'pending' ? 'Waiting for approval' : 'Rejected'}
              </Badge>
            )}
            {actions}
          </Group>
        </Group>
        {post.status === 'rejected' && post.reject_reason && (
          <Text size="sm" c="red">
            Reason: {post.reject_reason}
          </Text>
        )}
        {post.description && (
          <LongText testId="post-text" expanded={focused}>
            {post.description}
          </LongText>
        )}
        {post.poll && <PollCard post={post} slug={slug} readOnly={readOnly} />}
        {mediaHidden ? (
          post.media.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="media-hidden">
              {post.media.length === 1 ? '1 photo or video' : `${post.media.length} photos or videos`}: sign
              in to see them.
            </Text>
          )
        ) : (
          <PostMedia media={post.media} author={post.author.name} />
        )}
        {post.shared_post && <SharedPost post={post} />}
        {post.status === 'published' &&
          (counts ?? (
            <Text size="xs" c="dimmed">
              {reactions(post.reaction_count)} · {commentsLabel(post.comment_count)}
            </Text>
          ))}
        {children}
      </Stack>
    </Card>
  );
}
