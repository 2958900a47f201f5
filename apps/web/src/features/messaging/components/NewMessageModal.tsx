import type { DraftView, MessageSentView, RecipientView } from '@hctl/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { MessageTextarea } from '../../../components/MessageTextarea';
import { newIdempotencyKey } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { Inbox } from '../api/inbox';
import { messagingKeys } from '../api/keys';
import { newMessage } from '../api/new-message';
import { saveDraft } from '../api/save-draft';
import { RecipientPicker } from './RecipientPicker';

/**
 * "New message": pick someone and write. Sends with new-message (the conversation with them is
 * reused when there is one) and opens the conversation. A draft without a conversation opens here.
 */
export function NewMessageModal({
  inbox,
  opened,
  draft,
  to,
  onClose,
  onSent,
}: {
  inbox: Inbox;
  opened: boolean;
  draft: DraftView | null;
  /** Who a profile's Message button chose (a draft's own receiver comes first). */
  to?: RecipientView | null;
  onClose: () => void;
  onSent: (sent: MessageSentView) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="New message" centered size="lg">
      {opened && (
        <NewMessageForm
          key={draft?.id ?? 0}
          inbox={inbox}
          draft={draft}
          to={to ?? null}
          onSent={onSent}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function NewMessageForm({
  inbox,
  draft,
  to: chosen,
  onSent,
  onClose,
}: {
  inbox: Inbox;
  draft: DraftView | null;
  to: RecipientView | null;
  onSent: (sent: MessageSentView) => void;
  onClose: () => void;
}) {
  const [to, setTo] = useState<RecipientView | null>(
    draft?.receiver ? { ...draft.receiver, headline: null } : chosen,
  );
  const [text, setText] = useState(draft?.message ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One client_id for this message: pressing Send again after a lost answer does not send twice.
  const [clientId] = useState(newIdempotencyKey);
  const send = useApiMutation({
    mutationFn: newMessage,
    toast: false,
    invalidate: [messagingKeys.lists(inbox.key), messagingKeys.drafts(inbox.key)],
    onFieldErrors: setErrors,
    onSuccess: (res) => onSent(res.data),
  });
  const save = useApiMutation({
    mutationFn: saveDraft,
    invalidate: [messagingKeys.drafts(inbox.key)],
    onFieldErrors: setErrors,
    onSuccess: () => onClose(),
  });
  const valid = Boolean(to) && text.trim().length > 0;
  return (
    <Stack>
      <RecipientPicker inbox={inbox} value={to} onChange={setTo} error={errors.receiver_id} autoFocus={!to} />
      {/* Addressed already (a profile's Message, a draft): the cursor starts in the text. */}
      <MessageTextarea
        value={text}
        onChange={setText}
        error={errors.message}
        data-autofocus={to ? true : undefined}
      />
      <Group justify="flex-end">
        {/* Drafts to someone new are a person's own (draft-message takes no organization). */}
        {inbox.kind === 'user' && (
          <Button
            variant="default"
            disabled={!valid || send.isPending}
            loading={save.isPending}
            onClick={() =>
              to &&
              save.run({
                message: text.trim(),
                draftId: draft?.id,
                receiver: { id: to.id, type: to.kind },
              })
            }
          >
            Save as draft
          </Button>
        )}
        <Button
          disabled={!valid}
          loading={send.isPending}
          onClick={() =>
            to &&
            send.run({
              inbox,
              receiverId: to.id,
              receiverType: to.kind,
              message: text.trim(),
              clientId,
              files: [],
              draftId: draft?.id,
            })
          }
        >
          Send
        </Button>
      </Group>
    </Stack>
  );
}
