import type { GroupPostView } from '@hctl/contracts';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormActions } from '../../../components/FormActions';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { groupListQuery } from '../api/groups';
import { groupsKeys } from '../api/keys';
import { sharePost } from '../api/posts';
import { NoteField } from './NoteField';

/**
 * Sharing a post to another of one's groups, with a note; the share links the original (its author
 * and group), and the original's share count follows live. Sharing to one's network waits for a
 * network feed (the API answers 422 until there is one), so it is not offered.
 */
export function ShareModal({
  post,
  slug,
  onClose,
}: {
  post: GroupPostView;
  slug: string;
  onClose: () => void;
}) {
  const [groupSlug, setGroupSlug] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const mine = useInfiniteQuery(groupListQuery('mine', ''));
  const options = (mine.data?.pages.flatMap((pg) => pg.data) ?? [])
    .filter((g) => g.slug !== slug && g.viewer.status === 'active')
    .map((g) => ({ value: g.slug, label: g.name }));
  const share = useApiMutation({
    mutationFn: sharePost,
    invalidate: (_res, v) => (v.groupSlug ? [groupsKeys.feeds(v.groupSlug)] : []),
    onSuccess: onClose,
  });
  return (
    <Modal opened onClose={onClose} title="Share this post">
      <Stack>
        <Text size="sm" c="dimmed">
          Post by {post.author.name} in {post.group.name}
        </Text>
        <Select
          label="Group"
          placeholder={mine.isPending ? 'Loading your groups…' : 'Choose a group'}
          data={options}
          value={groupSlug}
          onChange={setGroupSlug}
          searchable
          nothingFoundMessage="You are in no other group"
        />
        <NoteField
          label="Say something about it (optional)"
          value={note}
          onChange={setNote}
          maxLength={10_000}
        />
        <FormActions
          onCancel={onClose}
          submitLabel="Share"
          loading={share.isPending}
          disabled={!groupSlug}
          onConfirm={() =>
            share.run({
              slug,
              uid: post.uid,
              target: 'group',
              groupSlug,
              description: note.trim(),
            })
          }
        />
      </Stack>
    </Modal>
  );
}
