import type { ConversationMessagesView, MessageView } from '@hctl/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the messaging screens, here (not in the feature) because the header's unread badge
 * and the realtime sync read and update the same caches. `inbox` is 'me' (the person's own inbox) or
 * `org:<slug>` (an organization's shared inbox).
 */
export type InboxKey = 'me' | `org:${string}`;

export const messagingKeys = {
  all: ['messaging'] as const,
  inbox: (inbox: InboxKey) => ['messaging', inbox] as const,
  /** Every conversation list of the inbox (sections, folders, searches). */
  lists: (inbox: InboxKey) => ['messaging', inbox, 'list'] as const,
  list: (inbox: InboxKey, section: string, folder: string | null, search: string) =>
    ['messaging', inbox, 'list', section, folder, search] as const,
  unread: (inbox: InboxKey) => ['messaging', inbox, 'unread'] as const,
  drafts: (inbox: InboxKey) => ['messaging', inbox, 'drafts'] as const,
  folders: (inbox: InboxKey) => ['messaging', inbox, 'folders'] as const,
  /** One open conversation's messages (pages, newest page first); `trashed` reads it from the trash. */
  messages: (inbox: InboxKey, conversationId: number, trashed = false) =>
    ['messaging', inbox, trashed ? 'trashed' : 'messages', conversationId] as const,
  recipients: (inbox: InboxKey, search: string) => ['messaging', inbox, 'recipients', search] as const,
};

export type MessagesData = InfiniteData<ConversationMessagesView, string | null>;

/**
 * Adds a message to an open conversation's cache (the newest page), once: a message already there
 * (same id) is left alone, so the send's answer, the live event and a replay can all arrive.
 */
export function addMessage(qc: QueryClient, inbox: InboxKey, message: MessageView) {
  qc.setQueryData<MessagesData>(messagingKeys.messages(inbox, message.conversation_id), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    // Kept in seq order: a late event may carry an earlier seq than one already shown.
    const messages = [...newest.messages, message].sort((a, b) => a.seq - b.seq);
    const conversation = {
      ...newest.conversation,
      last_seq: Math.max(newest.conversation.last_seq, message.seq),
    };
    return { ...data, pages: [{ ...newest, conversation, messages }, ...older] };
  });
}

/** Shows a deleted message as deleted in an open conversation (the body and files are gone). */
export function markMessageDeleted(
  qc: QueryClient,
  inbox: InboxKey,
  conversationId: number,
  messageId: number,
) {
  qc.setQueryData<MessagesData>(messagingKeys.messages(inbox, conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            messages: p.messages.map((m) =>
              m.id === messageId ? { ...m, is_deleted: true, message: '', attachments: [] } : m,
            ),
          })),
        }
      : data,
  );
}
