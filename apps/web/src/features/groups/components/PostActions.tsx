import type { GroupPostView } from '@hctl/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReportAbuseForm } from '../../../components/abuse/ReportAbuse';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAuth } from '../../../lib/auth-store';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { deletePost } from '../api/delete-post';
import { removePost } from '../api/feed-cache';
import { groupsKeys } from '../api/keys';

/**
 * A post's menu: whoever may take it down (`can_delete`) has Delete (its author) or Remove (a group
 * admin; the words differ because an admin's removal is a moderation act the author did not choose),
 * and everyone but its author has Report, to HCTL's moderators, on a published post. Other readers
 * lose a deleted post through the `group.post` deleted event.
 */
export function PostActions({ post, slug }: { post: GroupPostView; slug: string }) {
  const qc = useQueryClient();
  const auth = useAuth();
  const mine = auth.user?.id === post.author.id;
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => deletePost({ slug, uid: post.uid }),
    // The about's post count and the admins' review queue count posts too.
    invalidate: [groupsKeys.about(slug), groupsKeys.review(slug)],
    onSuccess: () => {
      setConfirming(false);
      removePost(qc, slug, post.uid);
    },
  });
  const canReport =
    !mine && post.status === 'published' && auth.isAuthenticated && auth.role !== 'super-admin';
  if (!post.can_delete && !canReport) return null;
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
          {canReport && <Menu.Item onClick={() => setReporting(true)}>Report post</Menu.Item>}
          {post.can_delete && (
            <Menu.Item color="red.8" onClick={() => setConfirming(true)}>
              {verb} post
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {reporting && (
        <ReportAbuseForm
          type="post"
          target={post.uid}
          title={`the post by ${post.author.name}`}
          onClose={() => setReporting(false)}
        />
      )}
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
