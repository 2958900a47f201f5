import type { GroupPostView, GroupReactionType } from '@hctl/contracts';
import { Anchor, Badge, Box, Card, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductAvatar } from '../../../components/ProductImage';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { updatePost } from '../api/feed-cache';
import { reactToPost } from '../api/posts';
import { PostComments, profilePath } from './Comments';
import { ago, comments as commentsLabel, reactions } from './labels';
import { PollCard } from './PollCard';
import { PostMedia } from './PostMedia';
import { ReactionButton, ReactionTotals } from './Reactions';

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
          {s.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {s.description}
            </Text>
          )}
          <PostMedia media={s.media} author={s.author?.name ?? 'the author'} />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * One post of a group's feed: its text, media, poll or shared original, the counts (live), the
 * reaction control and comments. `readOnly` (visitors, the review queue) leaves the actions out.
 */
export function PostCard({
  post,
  slug,
  readOnly,
  focused,
  focusComment,
  canComment = true,
  footer,
}: {
  post: GroupPostView;
  slug: string;
  readOnly?: boolean;
  focused?: boolean;
  focusComment?: string | null;
  canComment?: boolean;
  /** Extra controls under the post (approve/reject in the review queue). */
  footer?: ReactNode;
}) {
  const qc = useQueryClient();
  const react = useApiMutation({
    mutationFn: (type: GroupReactionType) => reactToPost({ slug, uid: post.uid, type }),
    toast: false,
    onSuccess: (res) =>
      updatePost(qc, slug, post.uid, (p) => ({
        ...p,
        my_reaction: res.data.my_reaction,
        reaction_count: res.data.total,
      })),
  });
  const live = !readOnly && post.status === 'published';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      id={`post-${post.uid}`}
      data-testid="post"
      data-focused={focused || undefined}
      component="article"
      aria-label={`Post by ${post.author.name}`}
      style={focused ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Author post={post} />
          {post.status !== 'published' && (
            <Badge color={post.status === 'pending' ? 'yellow' : 'red'} variant="light" tt="none">
              {post.status === 'pending' ? 'Waiting for approval' : 'Rejected'}
            </Badge>
          )}
        </Group>
        {post.status === 'rejected' && post.reject_reason && (
          <Text size="sm" c="red">
            Reason: {post.reject_reason}
          </Text>
        )}
        {post.description && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="post-text">
            {post.description}
          </Text>
        )}
        {post.poll && <PollCard post={post} slug={slug} readOnly={readOnly} />}
        <PostMedia media={post.media} author={post.author.name} />
        {post.shared_post && <SharedPost post={post} />}
        {post.status === 'published' && (
          <Group justify="space-between" gap="xs">
            {readOnly ? (
              <Text size="xs" c="dimmed">
                {reactions(post.reaction_count)}
              </Text>
            ) : (
              <ReactionTotals slug={slug} kind="post" uid={post.uid} total={post.reaction_count} />
            )}
            <Text size="xs" c="dimmed" data-testid="comment-count">
              {commentsLabel(post.comment_count)}
              {post.share_count > 0 && ` · ${post.share_count} shares`}
            </Text>
          </Group>
        )}
        {live && (
          <>
            <Divider />
            <Box>
              <ReactionButton
                mine={post.my_reaction}
                busy={react.isPending}
                onReact={(t) => react.run(t)}
                what={`post by ${post.author.name}`}
              />
            </Box>
            <PostComments post={post} slug={slug} focus={focusComment ?? null} canComment={canComment} />
          </>
        )}
        {footer}
      </Stack>
    </Card>
  );
}
