import {
  type ConversationListView,
  type ConversationMessagesView,
  type ConversationView,
  channelName,
  type conversationListQuery,
  type messagesQuery,
  type presenceView,
  type RecipientView,
} from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { forbidden, invalid, notFound } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import type { RealtimePort } from '../realtime/realtime.port';
import { channelOfSide, type MessagingAccess, type SideAccess } from './access.service';
import {
  type Inbox,
  type ListFilter,
  type ListRow,
  conversationsRepository as repo,
} from './conversations.repository';
import { foldersRepository } from './folders.repository';
import { pageViews } from './message-views';
import { messagesRepository } from './messages.repository';
import {
  decodeCursor,
  decodeSeqCursor,
  encodeCursor,
  encodeSeqCursor,
  toConversationView,
  toRecipientView,
} from './messaging.mapper';
import { participantsRepository } from './participants.repository';

type ListQuery = z.output<typeof conversationListQuery>;
type MessagesQuery = z.output<typeof messagesQuery>;
type PresenceView = z.infer<typeof presenceView>;

/** Marks people online or offline for presence; the realtime module keeps it (Redis). */
export interface PresencePort {
  markOnline(userId: number): Promise<void>;
  markOffline(userId: number): Promise<void>;
}

/**
 * Reading and tidying inboxes: lists (inbox, folder, trash; a person's or an organization's
 * shared one), opening a conversation (which marks it read), trash, restore, deleting a message,
 * recipients and presence.
 *
 * The inbox shows conversations that are in no folder, like Outlook folders (not Gmail labels):
 * a filed conversation is listed under its folder (`?folder=<slug>`) only. The unread badge
 * (`total_unread`) counts every active conversation, filed or not.
 */
export class ConversationsService {
  constructor(
    private deps: AppDeps,
    private access: MessagingAccess,
    private realtime: RealtimePort,
    private files: Pick<FilesService, 'links'>,
    private presence: PresencePort,
  ) {}

  /** A person's inbox (or one of their folders), or their trash. */
  async listMine(userId: number, q: ListQuery, state: 'active' | 'trashed'): Promise<ConversationListView> {
    let folderId: number | null | undefined = state === 'active' ? null : undefined;
    if (q.folder) {
      const folder = await foldersRepository.bySlug(this.deps.db, userId, q.folder);
      if (!folder) throw notFound('Folder not found.');
      folderId = folder.id;
    }
    return this.list({ kind: 'user', userId }, userId, q, { state, folderId });
  }

  /**
   * An organization's shared inbox for one of its people (each has their own unread counts).
   * Organizations have no folders: the spec's folder calls name no organization.
   */
  async listOrg(
    userId: number,
    orgSlug: string,
    q: ListQuery,
    state: 'active' | 'trashed',
    about?: 'job' | 'service',
  ): Promise<ConversationListView> {
    const { org } = await this.access.orgInbox(orgSlug, userId);
    if (q.folder) throw invalid({ folder: 'Folders are personal: an organization inbox has none.' });
    return this.list({ kind: 'org', orgId: org.id }, userId, q, { state, about });
  }

  private async list(
    inbox: Inbox,
    readerId: number,
    q: ListQuery,
    filter: Pick<ListFilter, 'state' | 'folderId' | 'about'>,
  ): Promise<ConversationListView> {
    const cursor = decodeCursor(q.cursor);
    if (q.cursor && !cursor) throw invalid({ cursor: 'This page link is no longer valid.' });
    const page = {
      ...filter,
      search: q.search || undefined,
      cursor: cursor && { micros: cursor.micros, sideId: cursor.id },
      limit: q.limit + 1,
    };
    let rows: ListRow[];
    let total: number;
    if (page.about || page.search) {
      [rows, total] = await Promise.all([
        repo.list(this.deps.db, inbox, readerId, page),
        repo.totalUnread(this.deps.db, inbox, readerId),
      ]);
    } else {
      // The hot path: the page carries the total; an empty page is asked for it separately.
      const withTotal = await repo.inboxPage(this.deps.db, inbox, readerId, page);
      rows = withTotal;
      total = withTotal.length
        ? withTotal[0].total_unread
        : await repo.totalUnread(this.deps.db, inbox, readerId);
    }
    const shown = rows.slice(0, q.limit);
    const online = await this.onlineOf(shown.map((r) => r.otherUser?.id));
    const last = shown.at(-1);
    return {
      data: shown.map((r) => toConversationView(r, online)),
      next_cursor: rows.length > q.limit && last ? encodeCursor(last.micros, last.side.id) : null,
      total_unread: total,
    };
  }

  /** Presence of these people (organizations have none); an empty set when realtime is unreachable. */
  private async onlineOf(ids: (number | null | undefined)[]) {
    const people = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
    return people.length ? this.realtime.onlineAmong(people) : new Set<number>();
  }

  /** One conversation as the side sees it (after a change, or with its messages). */
  async viewOf(a: Pick<SideAccess, 'inbox' | 'conv'>, readerId: number): Promise<ConversationView> {
    const row = await repo.one(this.deps.db, a.inbox, readerId, a.conv.id);
    if (!row) throw notFound('Conversation not found.');
    return toConversationView(row, await this.onlineOf([row.otherUser?.id]));
  }

  /**
   * Opens a conversation: a page of messages, oldest first, and marks it read up to its last
   * message for the caller (announced on their channel, so their other tabs update the badge).
   * `trashed` is get-trashed-messages: only a conversation in the caller's trash.
   */
  async messages(
    conversationId: number,
    userId: number,
    q: MessagesQuery,
    trashed: boolean,
  ): Promise<ConversationMessagesView> {
    const before = decodeSeqCursor(q.cursor);
    if (q.cursor && before === undefined) throw invalid({ cursor: 'This page link is no longer valid.' });
    const a = await this.access.side(conversationId, userId, q['org-slug']);
    if (trashed && a.side.state !== 'trashed') throw notFound('Conversation not found in the trash.');
    const rows = await messagesRepository.page(
      this.deps.db,
      a.conv.id,
      a.side.cleared_seq,
      q.limit + 1,
      before,
    );
    const page = rows.slice(0, q.limit).reverse();
    await this.markRead(a, userId);
    return {
      conversation: await this.viewOf(a, userId),
      messages: await pageViews(this.deps.db, page, this.files.links.forViewer(userId)),
      older_cursor: rows.length > q.limit && page[0] ? encodeSeqCursor(page[0].message.seq!) : null,
    };
  }

  private async markRead(a: SideAccess, userId: number) {
    // Reopening a read conversation (the common case) costs nothing: the position came with the sides.
    if (a.conv.last_seq <= a.lastRead) return;
    const envelopes = await this.deps.db.transaction(async (tx) => {
      const seq = await repo.markRead(tx, a.conv.id, userId, a.conv.last_seq);
      if (seq === null) return [];
      return this.realtime.record(tx, [
        {
          channel: channelName.chat(userId),
          event: 'conversation.read',
          data: { conversation_id: a.conv.id, user_id: userId, last_read_seq: seq },
        },
      ]);
    });
    this.realtime.emit(envelopes);
  }

  /**
   * delete-conversation: an active conversation goes to the caller's trash; one already in the
   * trash is deleted for good from the caller's side only (its messages so far are cleared and it
   * is hidden until someone writes again). The other side keeps its copy, as in Gmail.
   */
  async remove(conversationId: number, userId: number) {
    const a = await this.access.side(conversationId, userId);
    const forGood = a.side.state === 'trashed';
    const envelopes = await this.deps.db.transaction(async (tx) => {
      await repo.updateSide(
        tx,
        a.side.id,
        forGood
          ? { hidden: true, cleared_seq: a.conv.last_seq, folder_id: null }
          : { state: 'trashed', folder_id: null },
      );
      return this.realtime.record(tx, [
        {
          channel: channelOfSide(a.side),
          event: 'conversation.updated',
          data: { conversation_id: a.conv.id, state: forGood ? 'deleted' : 'trashed', folder_id: null },
        },
      ]);
    });
    this.realtime.emit(envelopes);
    return {
      message: forGood ? 'Conversation is deleted permanently.' : 'Conversation is moved to trash.',
      data: null,
    };
  }

  /** restore-conversation: back from the trash into the inbox. */
  async restore(conversationId: number, userId: number) {
    const a = await this.access.side(conversationId, userId);
    if (a.side.state !== 'trashed') throw notFound('Conversation not found in the trash.');
    const envelopes = await this.deps.db.transaction(async (tx) => {
      a.side = await repo.updateSide(tx, a.side.id, { state: 'active' });
      return this.realtime.record(tx, [
        {
          channel: channelOfSide(a.side),
          event: 'conversation.updated',
          data: { conversation_id: a.conv.id, state: 'active', folder_id: a.side.folder_id },
        },
      ]);
    });
    this.realtime.emit(envelopes);
    return { message: 'Conversation is restored successfully!', data: await this.viewOf(a, userId) };
  }

  /**
   * delete-message: only its author, or for a message sent on behalf of an organization, anyone
   * who may answer for that organization. The message keeps its place (seq) with no text or
   * files, like Slack's "This message was deleted".
   */
  async removeMessage(messageId: number, userId: number) {
    const msg = await messagesRepository.byId(this.deps.db, messageId);
    if (msg?.status !== 'sent' || msg.conversation_id === null || msg.deleted_at)
      throw notFound('Message not found.');
    const a = await this.access.side(msg.conversation_id, userId);
    if (msg.seq! <= a.side.cleared_seq) throw notFound('Message not found.');
    const mine =
      msg.sender_organization_id === null
        ? msg.sender_id === userId && a.orgId === null
        : msg.sender_organization_id === a.orgId;
    if (!mine) throw forbidden('You can only delete your own messages.');
    const envelopes = await this.deps.db.transaction(async (tx) => {
      if (!(await messagesRepository.softDelete(tx, msg.id))) return [];
      return this.realtime.record(
        tx,
        [a.side, a.other].map((side) => ({
          channel: channelOfSide(side),
          event: 'message.deleted' as const,
          data: { conversation_id: a.conv.id, message_id: msg.id },
        })),
      );
    });
    this.realtime.emit(envelopes);
    return { message: 'Message is deleted successfully!', data: null };
  }

  /**
   * People and organizations the caller may write to, by name prefix. Writing for an
   * organization (`org-slug`), only people: organizations do not write to each other.
   * An empty search lists no one (the picker asks as the user types).
   */
  async recipients(
    userId: number,
    q: { search: string; limit: number; 'org-slug'?: string },
  ): Promise<RecipientView[]> {
    const asOrg = q['org-slug'] ? (await this.access.orgInbox(q['org-slug'], userId)).org : null;
    if (!q.search) return [];
    const [people, orgs] = await Promise.all([
      participantsRepository.searchPeople(this.deps.db, userId, q.search, q.limit),
      asOrg ? [] : participantsRepository.searchOrganizations(this.deps.db, q.search, q.limit),
    ]);
    return [
      ...people.map((person) => toRecipientView({ person })),
      ...orgs.filter((o) => o.owner_id !== userId).map((org) => toRecipientView({ org })),
    ]
      .sort((x, y) => x.name.localeCompare(y.name))
      .slice(0, q.limit);
  }

  /**
   * is-online/{id}/{conv}: the caller (their own id only) has the conversation open and is
   * online; answers whether the person on the other side is online too (an organization: false).
   */
  async online(id: number, conversationId: number, userId: number): Promise<PresenceView> {
    if (id !== userId) throw forbidden('You can only set your own presence.');
    const a = await this.access.side(conversationId, userId);
    await this.presence.markOnline(userId);
    const other = a.other.user_id;
    return { is_online: other !== null && (await this.onlineOf([other])).has(other) };
  }

  /** is-offline: the caller closed the app (their sockets may linger a moment). */
  async offline(userId: number): Promise<PresenceView> {
    await this.presence.markOffline(userId);
    return { is_online: false };
  }
}
