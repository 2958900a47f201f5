import type {
  ConversationFolderView,
  ConversationView,
  DraftView,
  MessageAttachmentView,
  MessageView,
  ParticipantView,
  RecipientView,
} from '@hctl/contracts';
import type { FileLink } from '../files/files.service';
import type { ListRow } from './conversations.repository';
import type { FolderRow } from './folders.repository';
import type { AttachmentRow, MessageRow, SenderRow } from './messages.repository';
import type { OrganizationRef, PersonRow } from './participants.repository';

const PREVIEW_CHARS = 140;
export const fullName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

export const personParticipant = (
  p: Pick<PersonRow, 'id' | 'slug' | 'first_name' | 'last_name' | 'image'>,
  online: boolean,
): ParticipantView => ({
  kind: 'user',
  id: p.id,
  slug: p.slug,
  name: fullName(p),
  image: p.image,
  is_online: online,
});
/** Organizations have no presence of their own (many people answer for them). */
export const orgParticipant = (
  o: Pick<OrganizationRef, 'id' | 'slug' | 'name' | 'image'>,
): ParticipantView => ({
  kind: 'organization',
  id: o.id,
  slug: o.slug,
  name: o.name,
  image: o.image,
  is_online: false,
});

export const toRecipientView = (r: { person?: PersonRow; org?: OrganizationRef }): RecipientView => {
  if (r.person) {
    const { is_online: _, ...p } = personParticipant(r.person, false);
    return Object.assign(p, { headline: r.person.headline });
  }
  const { is_online: _, ...o } = orgParticipant(r.org!);
  return Object.assign(o, { headline: r.org!.headline });
};

/** A list's preview of the last message; a deleted one shows neither its text nor its files. */
const toLastMessage = (
  last: NonNullable<ListRow['last']>,
  files: number,
  firstFileName: string | null,
): NonNullable<ConversationView['last_message']> => {
  const deleted = last.deleted_at !== null;
  return {
    id: last.id,
    preview: deleted ? '' : last.body.slice(0, PREVIEW_CHARS),
    sender_id: last.sender_id,
    created_at: last.created_at.toISOString(),
    is_deleted: deleted,
    attachment_count: deleted ? 0 : files,
    attachment_name: deleted ? null : firstFileName,
  };
};

/** A conversation in a list, from the side the row was read for. */
export function toConversationView(row: ListRow, online: Set<number>): ConversationView {
  const { side, conv, otherUser, otherOrg, last, lastFiles, lastFileName } = row;
  const counterpart = otherUser
    ? personParticipant(
        {
          id: otherUser.id,
          slug: otherUser.slug,
          first_name: otherUser.first_name,
          last_name: otherUser.last_name,
          image: row.otherUserImage,
        },
        online.has(otherUser.id),
      )
    : orgParticipant(otherOrg!);
  // What the side cleared (deleted for good) is not shown, not even as the preview.
  const lastVisible = last && conv.last_seq > side.cleared_seq ? last : null;
  return {
    id: conv.id,
    kind: conv.kind,
    counterpart,
    organization: row.org,
    job: row.job,
    service_gallery_id: conv.service_gallery_id,
    folder: row.folder,
    state: side.state,
    last_message: lastVisible ? toLastMessage(lastVisible, lastFiles, lastFileName) : null,
    last_seq: conv.last_seq,
    unread_count: row.unread,
    updated_at: side.activity_at.toISOString(),
  };
}

export const toAttachmentView = (a: AttachmentRow, link: FileLink): MessageAttachmentView => ({
  id: a.id,
  name: a.original_name,
  mime: a.mime,
  size: a.size,
  url: link(a.id),
});

/** A message; a deleted one keeps its place (seq) but shows no text and no files. */
export function toMessageView(
  msg: MessageRow,
  sender: SenderRow | undefined,
  attachments: AttachmentRow[],
  link: FileLink,
): MessageView {
  const deleted = msg.deleted_at !== null;
  return {
    id: msg.id,
    conversation_id: msg.conversation_id ?? 0,
    seq: msg.seq ?? 0,
    sender: {
      id: msg.sender_id,
      name: sender ? fullName(sender) : '',
      image: sender?.image ?? null,
      organization_id: msg.sender_organization_id,
    },
    message: deleted ? '' : msg.body,
    attachments: deleted ? [] : attachments.map((a) => toAttachmentView(a, link)),
    service_quotation_id: msg.service_quotation_id,
    client_id: msg.client_id,
    is_deleted: deleted,
    created_at: msg.created_at.toISOString(),
  };
}

export const toDraftView = (
  draft: MessageRow,
  receiver: ParticipantView | null,
  attachments: AttachmentRow[],
  link: FileLink,
): DraftView => ({
  id: draft.id,
  conversation_id: draft.conversation_id,
  receiver,
  message: draft.body,
  attachments: attachments.map((a) => toAttachmentView(a, link)),
  updated_at: draft.updated_at.toISOString(),
});

export const toFolderView = (
  row: { folder: FolderRow; conversations: number; unread: number },
  users: { id: number; first_name: string; last_name: string }[],
): ConversationFolderView => ({
  id: row.folder.id,
  slug: row.folder.slug,
  title: row.folder.title,
  users: users.map((x) => ({ id: x.id, name: fullName(x) })),
  conversation_count: row.conversations,
  unread_count: row.unread,
  created_at: row.folder.created_at.toISOString(),
});

/** Keyset cursors: opaque to clients (base64url), exact to the microsecond for PostgreSQL. */
export const encodeCursor = (micros: string, id: number) =>
  Buffer.from(`${micros}|${id}`).toString('base64url');
export function decodeCursor(cursor: string | undefined): { micros: string; id: number } | undefined {
  if (!cursor) return undefined;
  const m = /^(\d{1,20})\|(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? { micros: m[1], id: Number(m[2]) } : undefined;
}
export const encodeSeqCursor = (seq: number) => Buffer.from(String(seq)).toString('base64url');
export function decodeSeqCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const v = Buffer.from(cursor, 'base64url').toString();
  return /^\d{1,10}$/.test(v) ? Number(v) : undefined;
}
