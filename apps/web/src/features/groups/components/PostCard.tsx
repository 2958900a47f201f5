import type { GroupPostView, GroupReactionType } from '@hctl/contracts';
import { Button, Divider, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { updatePost } from '../api/feed-cache';
import { reactToPost } from '../api/posts';
import { PostComments } from './Comments';
import { comments as commentsLabel, shares } from './labels';
import { PostActions } from './PostActions';
import { PostView } from './PostView';
import { ReactionButton, ReactionTotals } from './Reactions';
import { ShareModal } from './ShareModal';

/**
 * One post of a group's feed for its members: the post, its live counts (the reactions open their
 * per-type totals), the reaction control, the comments, and its author's or an admin's menu.
 */
export function PostCard({
  post,
  slug,
  focused,
  focusComment,
}: {
  post: GroupPostView;
  slug: string;
  focused?: boolean;
  focusComment?: string | null;
}) {
  const qc = useQueryClient();
  const [sharing, setSharing] = useState(false);
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
  return (
    <PostView
      post={post}
      slug={slug}
      focused={focused}
      actions={<PostActions post={post} slug={slug} />}
      counts={
        <Group justify="space-between" gap="xs">
          <ReactionTotals slug={slug} kind="post" uid={post.uid} total={post.reaction_count} />
          <Text size="xs" c="dimmed" data-testid="comment-count">
            {commentsLabel(post.comment_count)}
            {post.share_count > 0 && ` · ${shares(post.share_count)}`}
          </Text>
        </Group>
      }
    >
      {post.status === 'published' && (
        <>
          <Divider />
          <Group gap="xs">
            <ReactionButton
              mine={post.my_reaction}
              busy={react.isPending}
              onReact={(t) => react.run(t)}
              what={`post by ${post.author.name}`}
            />
            {post.kind !== 'share' && (
              <Button size="xs" variant="subtle" color="gray" onClick={() => setSharing(true)}>
                Share
              </Button>
            )}
          </Group>
          {sharing && <ShareModal post={post} slug={slug} onClose={() => setSharing(false)} />}
          <PostComments post={post} slug={slug} focus={focusComment ?? null} canComment />
        </>
      )}
    </PostView>
  );
}
