import { z } from 'zod';
import { clientId, chosenId as id } from '../common/fields';

const text = z.string().trim().max(10_000, 'A message may not be longer than 10,000 characters.');

/**
 * Lists (conversations/all, draft, trash and the organization variants): keyset pages, newest
 * activity first. `folder` is a folder slug (conversations/all only); `search` matches the
 * counterpart's name.
 */
export const conversationListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  folder: z.string().max(140).optional(),
  search: z.string().trim().max(120).optional(),
});
/** The organization variant names the organization: `?org-slug=`. */
export const orgConversationListQuery = conversationListQuery.extend({
  'org-slug': z.string().min(1).max(140),
});

export const conversationIdParams = z.object({ id: z.coerce.number().int().positive() });
export const messagesQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** When the caller answers for an organization: its slug (organization conversations). */
  'org-slug': z.string().min(1).max(140).optional(),
});

/**
 * new-message (multipart or JSON): the first message to someone; reuses the conversation when one
 * exists. `receiver_type` organization writes to an organization's shared inbox.
 */
export const newMessageBody = z.object({
  receiver_id: id('who to write to'),
  receiver_type: z.enum(['user', 'organization']).default('user'),
  message: text.default(''),
  client_id: clientId.optional(),
  service_quotation_id: z.coerce.number().int().positive().optional(),
  /** Write as this organization (the caller needs its messages permission). */
  'org-slug': z.string().min(1).max(140).optional(),
  /** A draft being sent: it is removed when the message goes out. */
  draft_id: z.coerce.number().int().positive().optional(),
});
export type NewMessageBody = z.input<typeof newMessageBody>;

/** send-message: a message in an existing conversation; attachments come as multipart files. */
export const sendMessageBody = z.object({
  conversation_id: id('a conversation'),
  message: text.default(''),
  client_id: clientId.optional(),
  service_quotation_id: z.coerce.number().int().positive().optional(),
  /** A draft being sent: it is removed when the message goes out. */
  draft_id: z.coerce.number().int().positive().optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

/**
 * organization-conversations/send-message: an organization writes to a person, tied to one of its
 * jobs (an applicant) or service galleries: `?org-slug=&job_id=` or `&service_gallery_id=`.
 */
export const orgSendMessageQuery = z.object({
  'org-slug': z.string().min(1).max(140),
  job_id: z.coerce.number().int().positive().optional(),
  service_gallery_id: z.coerce.number().int().positive().optional(),
});
export const orgSendMessageBody = z.object({
  receiver_id: id('who to write to'),
  message: text.default(''),
  client_id: clientId.optional(),
  /** A draft being sent: it is removed when the message goes out. */
  draft_id: z.coerce.number().int().positive().optional(),
});

export const draftMessageBody = z.object({
  receiver_id: z.coerce.number().int().positive().optional(),
  receiver_type: z.enum(['user', 'organization']).default('user'),
  conversation_id: z.coerce.number().int().positive().optional(),
  message: text.default(''),
});
export const updateDraftBody = z.object({
  draft_id: id('a draft'),
  message: text.default(''),
  receiver_id: z.coerce.number().int().positive().optional(),
  receiver_type: z.enum(['user', 'organization']).optional(),
});

export const recipientsQuery = z.object({
  search: z.string().trim().max(120).default(''),
  limit: z.coerce.number().int().min(1).max(25).default(10),
  'org-slug': z.string().min(1).max(140).optional(),
});

export const folderBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Name the folder.')
    .max(80, 'A folder name may not be longer than 80 characters.'),
  /** People (users.id) whose conversations go into the folder. */
  users: z.array(z.coerce.number().int().positive()).max(200).default([]),
  /** Conversations to move into the folder now. */
  conversation_ids: z.array(z.coerce.number().int().positive()).max(200).default([]),
});
export type FolderBody = z.input<typeof folderBody>;
/**
 * directory/{slug}/update: only what is sent changes (a rename alone keeps the folder's people);
 * `users` replaces the people, `conversation_ids` moves more conversations in.
 */
export const folderUpdateBody = z.object({
  title: folderBody.shape.title.optional(),
  users: z.array(z.coerce.number().int().positive()).max(200).optional(),
  conversation_ids: z.array(z.coerce.number().int().positive()).max(200).optional(),
});
export type FolderUpdateBody = z.input<typeof folderUpdateBody>;
export const folderSlugParams = z.object({ slug: z.string().min(1).max(140) });
export const deleteFolderBody = z.object({
  /** true: the folder's conversations go to the trash too; false: back to the inbox. */
  with_conversations: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .default(false),
});

export const presenceParams = z.object({
  /** The caller's user id (spec: is-online/{id}/{conv}); another user's id is refused. */
  id: z.coerce.number().int().positive(),
  conv: z.coerce.number().int().positive(),
});

/** Pusher channel authorization (form or JSON, as pusher-js sends it). */
export const pusherAuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'Invalid socket id.'),
  channel_name: z.string().min(1).max(164),
});
