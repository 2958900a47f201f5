import type { ConversationFolderView } from '@hctl/contracts';
import { Checkbox, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { deleteFolder } from '../api/delete-folder';
import { messagingKeys } from '../api/keys';

/** Deleting a folder asks what happens to its conversations: back to the inbox, or to the trash. */
export function DeleteFolderModal({
  folder,
  onClose,
  onDeleted,
}: {
  folder: ConversationFolderView | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const qc = useQueryClient();
  const [withConversations, setWithConversations] = useState(false);
  const remove = useApiMutation({
    mutationFn: deleteFolder,
    invalidate: [messagingKeys.folders('me'), messagingKeys.unread('me')],
    onSuccess: () => {
      setWithConversations(false);
      // Away from the deleted folder first, so its own list is not asked for again (a 404).
      onDeleted();
      void qc.invalidateQueries({ queryKey: messagingKeys.lists('me') });
    },
  });
  return (
    <ConfirmDialog
      opened={folder !== null}
      title={`Delete the folder “${folder?.title ?? ''}”?`}
      confirmLabel="Delete folder"
      loading={remove.isPending}
      onConfirm={() => folder && remove.run({ slug: folder.slug, withConversations })}
      onClose={onClose}
    >
      <Text size="sm">
        {withConversations
          ? 'Its conversations go to the trash.'
          : 'Its conversations go back to your inbox.'}
      </Text>
      <Checkbox
        label="Also move its conversations to the trash"
        checked={withConversations}
        onChange={(e) => setWithConversations(e.currentTarget.checked)}
      />
    </ConfirmDialog>
  );
}
