import { z } from 'zod';
import { cursorPage } from '../common/envelope';

/** One side of a conversation as the other side sees it: a person, or an organization's shared inbox. */
export const participantView = z.object({
  kind: z.enum(['user', 'organization']),
  /** users.id for a person, organizations.id for an organization. */
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Live presence; only ever true for a person who shares a conversation with the caller. */
  is_online: z.boolean(),
});
export type ParticipantView = z.infer<typeof participantView>;

/** A file sent with a message; `url` serves it to the conversation's participants only. */
export const messageAttachmentView = z.object({
  id: z.number(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
});
export type MessageAttachmentView = z.infer<typeof messageAttachmentView>;

export const messageSenderView = z.object({
  /** The person who wrote it (users.id). */
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  /** Set when the message was sent on behalf of an organization (by one of its members). */
  organization_id: z.number().nullable(),
});

/** A message. `seq` orders a conversation's messages (1, 2, 3 … with no gaps among sent ones). */
export const messageView = z.object({
  id: z.number(),
  conversation_id: z.number(),
  seq: z.number(),
  sender: messageSenderView,
  message: z.string(),
  attachments: z.array(messageAttachmentView),
  service_quotation_id: z.number().nullable(),
  /** The sender's own id for the send (dedupes retries and optimistic copies). */
  client_id: z.string().nullable(),
  is_deleted: z.boolean(),
  created_at: z.string(),
});
export type MessageView = z.infer<typeof messageView>;

export const conversationFolderRef = z.object({ id: z.number(), slug: z.string(), title: z.string() });

/** A conversation in a list, from the caller's side (their folder, trash state and unread count). */
export const conversationView = z.object({
  id: z.number(),
  kind: z.enum(['direct', 'organization']),
  /** The other side: the person, or the organization when the caller is the individual. */
  counterpart: participantView,
  /** The organization of an organization conversation (the caller's own when they answer for it). */
  organization: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  job: z.object({ id: z.number(), slug: z.string(), title: z.string() }).nullable(),
  service_gallery_id: z.number().nullable(),
  folder: conversationFolderRef.nullable(),
  state: z.enum(['active', 'trashed']),
  last_message: z
    .object({
      id: z.number(),
      /** The start of its text ('' when it has none, or was deleted). */
      preview: z.string(),
      sender_id: z.number(),
      created_at: z.string(),
      /** Deleted for everyone: it shows no text and no files. */
      is_deleted: z.boolean(),
      /** How many files it carries, and the first one's name: a message of files only is previewed by them. */
      attachment_count: z.number(),
      attachment_name: z.string().nullable(),
    })
    .nullable(),
  last_seq: z.number(),
  unread_count: z.number(),
  updated_at: z.string(),
});
export type ConversationView = z.infer<typeof conversationView>;

export const conversationListView = cursorPage(conversationView).extend({
  /** Unread messages over the caller's active conversations in this inbox (header badge). */
  total_unread: z.number(),
});
export type ConversationListView = z.infer<typeof conversationListView>;

/**
 * A conversation opened (spec: messages under data.messages). Messages are oldest first; `cursor`
 * in the query pages back to older ones. Opening it marks it read up to `conversation.last_seq`.
 */
export const conversationMessagesView = z.object({
  conversation: conversationView,
  messages: z.array(messageView),
  /** Pass as `cursor` to load the older messages before these; null when these are the first. */
  older_cursor: z.string().nullable(),
});
export type ConversationMessagesView = z.infer<typeof conversationMessagesView>;

/** A message just sent, with the conversation it went to (created by new-message when needed). */
export const messageSentView = z.object({ message: messageView, conversation: conversationView });
export type MessageSentView = z.infer<typeof messageSentView>;

/** An unsent message; `receiver` is who it will go to when sent. */
export const draftView = z.object({
  id: z.number(),
  conversation_id: z.number().nullable(),
  receiver: participantView.nullable(),
  message: z.string(),
  attachments: z.array(messageAttachmentView),
  updated_at: z.string(),
});
export type DraftView = z.infer<typeof draftView>;
export const draftListView = cursorPage(draftView);

/** Someone the caller may write to (recipients picker). */
export const recipientView = participantView.omit({ is_online: true }).extend({
  /** What to show under the name: occupation for a person, city or industry for an organization. */
  headline: z.string().nullable(),
});
export type RecipientView = z.infer<typeof recipientView>;

/** A folder of the caller's conversations; conversations with `users` are filed into it. */
export const conversationFolderView = conversationFolderRef.extend({
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  conversation_count: z.number(),
  unread_count: z.number(),
  created_at: z.string(),
});
export type ConversationFolderView = z.infer<typeof conversationFolderView>;

export const presenceView = z.object({ is_online: z.boolean() });
