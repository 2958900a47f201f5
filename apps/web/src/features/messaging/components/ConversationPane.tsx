import type { ConversationFolderView, DraftView, MessageView, RealtimeEventData } from '@hctl/contracts';
import { ActionIcon, Anchor, Box, Group, Menu, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toastUndo } from '../../../components/UndoToast';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { markMessageDeleted } from '../../../lib/realtime/messaging-cache';
import { useChannel } from '../../../lib/realtime/use-channel';
import { useRealtimeStatus } from '../../../lib/realtime/use-realtime-status';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { listedUnread } from '../api/conversations';
import { deleteConversation } from '../api/delete-conversation';
import { deleteMessage } from '../api/delete-message';
import type { Inbox } from '../api/inbox';
import { messagingKeys } from '../api/keys';
import { markRead, messagesQuery } from '../api/messages';
import { markOffline, markOnline } from '../api/presence';
import { restoreConversation } from '../api/restore-conversation';
import { saveDraft } from '../api/save-draft';
import { Composer } from './Composer';
import { isMine, MessageList } from './MessageList';
import { PresenceAvatar, usePresenceLabel } from './PresenceAvatar';
import { usePendingSends } from './use-pending-sends';

/** The reader sees what arrives: the tab is visible and its window has the focus. */
const lookingAt = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * The open conversation: who it is with, its messages and the composer. From the trash it is read
 * only, with Restore and Delete forever, until a new message brings it back to the inbox.
 */
export function ConversationPane({
  inbox,
  channel,
  conversationId,
  trashed,
  draft,
  folders,
  onClosed,
  onLeftTrash,
  onMoveToFolder,
  onNewFolder,
  onBack,
}: {
  inbox: Inbox;
  /** The inbox's realtime channel (private-chat.{me} / private-org-chat.{org}). */
  channel: string;
  conversationId: number;
  trashed: boolean;
  /** A draft of this conversation opened from Drafts: its text goes into the composer. */
  draft: DraftView | null;
  folders: ConversationFolderView[] | null;
  /** The conversation left the section on screen (trashed, restored, deleted): clear the selection. */
  onClosed: () => void;
  /** Opened from the trash, the conversation went back to the inbox: the address must say so. */
  onLeftTrash: () => void;
  onMoveToFolder: (folder: ConversationFolderView, conversationId: number) => void;
  onNewFolder: (conversationId: number) => void;
  onBack: () => void;
}) {
  const qc = useQueryClient();
  // Opened from the trash, it follows the conversation's live state: a new message (or a restore
  // elsewhere) moves it back to the inbox, and the pane reads it from there, composer included.
  const [inTrash, setInTrash] = useState(trashed);
  const leaveTrash = () => {
    setInTrash(false);
    onLeftTrash();
  };
  const query = useInfiniteQuery(messagesQuery(inbox, conversationId, inTrash));
  const conversation = query.data?.pages[0]?.conversation;
  const [draftId, setDraftId] = useState<number | undefined>(draft?.id);
  const sends = usePendingSends(inbox, conversationId, () => setDraftId(undefined));
  const [confirm, setConfirm] = useState<'forever' | MessageView | null>(null);
  const refreshLists = () => {
    void qc.invalidateQueries({ queryKey: messagingKeys.lists(inbox.key) });
    void qc.invalidateQueries({ queryKey: messagingKeys.unread(inbox.key) });
    void qc.invalidateQueries({ queryKey: messagingKeys.folders(inbox.key) });
  };

  // A message that arrived while the reader was not looking (tab hidden, window in the background).
  const unseen = useRef(false);
  const readNow = () => {
    unseen.current = false;
    void markRead(inbox, conversationId).then(refreshLists, () => undefined);
  };
  // Unread as far as this tab knows (unknown counts as unread: asking costs one message).
  const mayBeUnread = () => unseen.current || listedUnread(qc, inbox, conversationId) !== 0;

  // Opening marks it read on the server: loading it (get-messages) does, and the lists and badges
  // then drop its count. Opened before in this session, it shows from the cache (kept live by the
  // socket) and loads nothing: it is marked read here, with one message asked for, not all of them.
  const loaded = Boolean(query.data);
  const fetched = query.isFetchedAfterMount;
  useEffect(() => {
    if (!loaded || inTrash) return;
    if (fetched) refreshLists();
    else if (mayBeUnread()) readNow();
  }, [loaded, conversationId, inTrash]);

  // A message arriving while it is open and looked at is read at once (the sync appends it to the list).
  useChannel(channel, (e) => {
    if (e.event === 'conversation.updated') {
      const d = e.data as RealtimeEventData<'conversation.updated'>;
      // Restored here, the pane closes instead (restore's onSuccess).
      if (inTrash && d.conversation_id === conversationId && d.state === 'active' && !restore.isPending)
        leaveTrash();
      return;
    }
    if (e.event !== 'message.created') return;
    const { message } = e.data as RealtimeEventData<'message.created'>;
    if (message.conversation_id !== conversationId) return;
    // Any new message takes the conversation out of the trash (on both sides): it is read from the
    // inbox now, and loading it there marks it read.
    if (inTrash) return leaveTrash();
    if (isMine(inbox, message)) return; // the server marks the sender's own message read
    if (lookingAt()) readNow();
    else unseen.current = true;
  });

  // Presence (spec: PUT is-online/{me}/{conv} while a conversation is open, is-offline when hidden).
  // Only once the conversation has loaded (`loaded` above): a link to someone else's (404) marks nothing.
  useEffect(() => {
    if (inTrash || !loaded) return;
    void markOnline(inbox.userId, conversationId);
    // Back to the tab or the window: what arrived meanwhile is read now.
    const catchUp = () => {
      if (lookingAt() && mayBeUnread()) readNow();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return void markOffline();
      void markOnline(inbox.userId, conversationId);
      catchUp();
    };
    const onHide = () => void markOffline();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', catchUp);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', catchUp);
      window.removeEventListener('pagehide', onHide);
    };
  }, [inbox.userId, conversationId, inTrash, loaded]);

  // What a conversation back from the trash changes (Restore here, or Undo in the toast).
  const restored = [messagingKeys.lists(inbox.key), messagingKeys.unread(inbox.key)];
  const restore = useApiMutation({
    mutationFn: restoreConversation,
    invalidate: restored,
    onSuccess: () => onClosed(),
  });
  // Into the trash at once, with Undo in the toast (it can be restored); only "Delete forever",
  // which cannot, asks first.
  const remove = useApiMutation({
    mutationFn: deleteConversation,
    toast: false,
    invalidate: [
      messagingKeys.lists(inbox.key),
      messagingKeys.unread(inbox.key),
      messagingKeys.folders(inbox.key),
    ],
    onSuccess: (res, v) => {
      qc.removeQueries({ queryKey: messagingKeys.messages(inbox.key, conversationId, inTrash) });
      setConfirm(null);
      onClosed();
      if (inTrash) toastSuccess(res.message);
      // Not `restore`: this pane has closed by the time Undo is pressed.
      else
        toastUndo(res.message, () =>
          restoreConversation(v)
            .then((back) => {
              toastSuccess(back.message);
              for (const queryKey of restored) void qc.invalidateQueries({ queryKey });
            })
            .catch((err) => showServerError(err)),
        );
    },
  });
  const removeMessage = useApiMutation({
    mutationFn: deleteMessage,
    invalidate: [messagingKeys.lists(inbox.key)],
    onSuccess: (_res, v) => {
      markMessageDeleted(qc, inbox.key, conversationId, v.id);
      setConfirm(null);
    },
  });
  const save = useApiMutation({
    mutationFn: saveDraft,
    invalidate: [messagingKeys.drafts(inbox.key)],
    onSuccess: (res) => setDraftId(res.data.id),
  });

  const connection = useRealtimeStatus();
  const presence = usePresenceLabel(
    conversation?.counterpart ?? { kind: 'organization', id: 0, is_online: false },
    query.dataUpdatedAt,
  );

  return (
    <Stack gap={0} h="100%" data-testid="conversation-pane">
      <Group
        px="md"
        py="xs"
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Anchor component="button" type="button" size="sm" hiddenFrom="md" onClick={onBack}>
            ← Back
          </Anchor>
          {conversation && (
            <>
              <PresenceAvatar who={conversation.counterpart} loadedAt={query.dataUpdatedAt} size={36} />
              <Box style={{ minWidth: 0 }}>
                <Text fw={600} truncate component="h2" size="md" m={0}>
                  {conversation.counterpart.kind === 'user' ? (
                    <Anchor
                      component={Link}
                      to={`/individual/${conversation.counterpart.slug}/view-profile`}
                      c="dark"
                    >
                      {conversation.counterpart.name}
                    </Anchor>
                  ) : (
                    conversation.counterpart.name
                  )}
                </Text>
                <Text size="xs" c="dimmed" truncate data-testid="presence">
                  {[
                    presence,
                    conversation.job?.title,
                    conversation.folder ? `In ${conversation.folder.title}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Box>
            </>
          )}
        </Group>
        {/* No focus placeholder: Mantine's (a focusable role=presentation div) fails axe aria-required-children. */}
        {conversation && (
          <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Conversation actions">
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {inTrash ? (
                <>
                  <Menu.Item onClick={() => restore.run({ id: conversationId })}>Restore</Menu.Item>
                  <Menu.Item color="red.8" onClick={() => setConfirm('forever')}>
                    Delete forever
                  </Menu.Item>
                </>
              ) : (
                <>
                  {folders && (
                    <>
                      <Menu.Label>Move to folder</Menu.Label>
                      {folders
                        .filter((f) => f.id !== conversation.folder?.id)
                        .map((f) => (
                          <Menu.Item key={f.id} onClick={() => onMoveToFolder(f, conversationId)}>
                            {f.title}
                          </Menu.Item>
                        ))}
                      <Menu.Item onClick={() => onNewFolder(conversationId)}>New folder…</Menu.Item>
                      <Menu.Divider />
                    </>
                  )}
                  <Menu.Item color="red.8" onClick={() => remove.run({ id: conversationId })}>
                    Delete conversation
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <MessageList
        inbox={inbox}
        conversationId={conversationId}
        trashed={inTrash}
        pending={sends.pending}
        onRetry={sends.retry}
        onDiscard={sends.discard}
        onDelete={(m) => setConfirm(m)}
      />
      {connection === 'reconnecting' && (
        <Text size="xs" c="orange.9" bg="orange.0" px="md" py={4} role="status">
          Reconnecting… New messages will appear when the connection is back.
        </Text>
      )}
      {query.isError ? null : inTrash ? (
        <Text size="sm" c="dimmed" p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          This conversation is in the trash. Restore it to reply.
        </Text>
      ) : (
        <Composer
          key={`${conversationId}-${draft?.id ?? 0}`}
          initialText={draft?.message ?? ''}
          sending={sends.sending}
          onSend={(text, files) => sends.send(text, files, draftId)}
          savingDraft={save.isPending}
          onSaveDraft={(text) => save.run({ message: text, draftId, conversationId })}
        />
      )}
      <ConfirmDialog
        opened={confirm === 'forever'}
        title="Delete this conversation forever?"
        confirmLabel="Delete forever"
        loading={remove.isPending}
        onConfirm={() => remove.run({ id: conversationId })}
        onClose={() => setConfirm(null)}
      >
        It disappears from your trash. The other person keeps their copy.
      </ConfirmDialog>
      <ConfirmDialog
        opened={typeof confirm === 'object' && confirm !== null}
        title="Delete this message?"
        confirmLabel="Delete message"
        loading={removeMessage.isPending}
        onConfirm={() => typeof confirm === 'object' && confirm && removeMessage.run({ id: confirm.id })}
        onClose={() => setConfirm(null)}
      >
        Everyone in the conversation will see that a message was deleted.
      </ConfirmDialog>
    </Stack>
  );
}
