import type { GroupPostView } from '@hctl/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAuth } from '../../../lib/auth-store';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { deletePost } from '../api/delete-post';
import { removePost } from '../api/feed-cache';
import { groupsKeys } from '../api/keys';

/**
 * A post's menu for whoever may take it down (`can_delete`): its author deletes it, a group admin
 * removes someone else's. The words differ because an admin's removal is a moderation act the author
 * did not choose. Other readers lose the post through the `group.post` deleted event.
 */
export function PostActions({ post, slug }: { post: GroupPostView; slug: string }) {
  const qc = useQueryClient();
  const mine = useAuth().user?.id === post.author.id;
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => deletePost({ slug, uid: post.uid }),
    // The about's post count and the admins' review queue count posts too.
    invalidate: [groupsKeys.about(slug), groupsKeys.review(slug)],
    onSuccess: () => {
      setConfirming(false);
      removePost(qc, slug, post.uid);
    },
  });
  if (!post.can_delete) return null;
  const verb = mine ? 'Delete' : 'Remove';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Actions for the post by ${post.author.name}`}
          >
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red.8" onClick={() => setConfirming(true)}>
            {verb} post
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={`${verb} this post?`}
        confirmLabel={`${verb} post`}
        loading={remove.isPending}
        onConfirm={() => remove.run()}
        onClose={() => setConfirming(false)}
      >
        {mine
          ? 'It will leave the group’s feed for everyone, with its comments and reactions. This cannot be undone.'
          : `${post.author.name}’s post will leave the group’s feed for everyone, with its comments and reactions. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
