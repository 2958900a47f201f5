import { channelName } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { OrgAccess } from '../../kit/context';
import { AppError, notFound } from '../../lib/errors';
import type { OrganizationsService } from '../organizations/organizations.service';
import {
  type ConversationRow,
  type Inbox,
  conversationsRepository as repo,
  type SideRow,
} from './conversations.repository';
import { messagesRepository } from './messages.repository';

/** The caller's place in a conversation: their side (their inbox's row) and the other one. */
export interface SideAccess {
  conv: ConversationRow;
  side: SideRow;
  other: SideRow;
  inbox: Inbox;
  /** The organization the caller answers for, when their side is an organization's shared inbox. */
  orgId: number | null;
  /** How far the caller has read it (read with the conversation's sides). */
  lastRead: number;
}

export const inboxOfSide = (side: SideRow): Inbox =>
  side.user_id !== null
    ? { kind: 'user', userId: side.user_id }
    : { kind: 'org', orgId: side.organization_id! };

/** The realtime channel of a side's inbox: the person's, or the organization's shared one. */
export const channelOfSide = (side: SideRow) =>
  side.user_id !== null ? channelName.chat(side.user_id) : channelName.orgChat(side.organization_id!);

/**
 * Who may see and act in a conversation. A person sees their own side; an organization's side is
 * shared by its owner and the members whose role holds the `messages` permission. Everyone else
 * is told the conversation does not exist (404); a member without the permission gets 403, as on
 * every organization route.
 */
export class MessagingAccess {
  constructor(
    private deps: AppDeps,
    private organizations: Pick<OrganizationsService, 'authorize' | 'authorizeById'>,
  ) {}

  /**
   * Whether the person reads the organization's shared inbox, said once: the organizations module's
   * rule (`accessFrom`: the owner, or a member whose role holds `messages`) that the inbox routes
   * apply through `orgInbox` and `side`, so the org-chat channel and attachment links cannot drift
   * from them. A removed member or a role without `messages` is refused; a deactivated or archived
   * organization's people still read its inbox, as its routes let them (it only stops receiving).
   */
  async readsOrgInbox(orgId: number, userId: number): Promise<boolean> {
    try {
      await this.organizations.authorizeById(orgId, userId, 'messages');
      return true;
    } catch (err) {
      // Refused (not a member, or no `messages` permission); a failed query still throws.
      if (err instanceof AppError) return false;
      throw err;
    }
  }

  /**
   * Whether a person may open a file sent with a message: through a side that still sees it, their
   * own or an organization's they read. The account must be active: a deactivated or suspended
   * person's sessions are refused by every route, and the links signed for them must be too.
   */
  async attachmentReadableBy(fileId: number, userId: number): Promise<boolean> {
    const [sides, active] = await Promise.all([
      messagesRepository.attachmentSides(this.deps.db, fileId),
      messagesRepository.isActiveUser(this.deps.db, userId),
    ]);
    if (!active) return false;
    if (sides.some((x) => x.user_id === userId)) return true;
    for (const x of sides) {
      if (x.organization_id !== null && (await this.readsOrgInbox(x.organization_id, userId))) return true;
    }
    return false;
  }

  /**
   * Whether a link granted to an organization's side (pushed on its channel, see
   * SendingService.channelLinks) opens the file: that side still sees the message.
   */
  async attachmentReadableByOrg(fileId: number, orgId: number): Promise<boolean> {
    const sides = await messagesRepository.attachmentSides(this.deps.db, fileId);
    return sides.some((x) => x.organization_id === orgId);
  }

  /** An organization's shared inbox (`?org-slug=`): owner, or a member with the messages permission. */
  orgInbox(slug: string, userId: number): Promise<OrgAccess> {
    return this.organizations.authorize(slug, userId, 'messages');
  }

  /**
   * `asOrgSlug` (get-messages' `?org-slug=`) picks the organization's side explicitly; without it
   * the caller's side is found: their own, or an organization's they may answer for.
   */
  async side(conversationId: number, userId: number, asOrgSlug?: string): Promise<SideAccess> {
    const found = await repo.withSides(this.deps.db, conversationId, userId);
    if (found?.sides.length !== 2) throw notFound('Conversation not found.');
    const { conv, sides, lastRead } = found;
    if (asOrgSlug) {
      const { org } = await this.orgInbox(asOrgSlug, userId);
      const side = sides.find((x) => x.organization_id === org.id);
      if (!side || side.hidden) throw notFound('Conversation not found.');
      const other = sides.find((x) => x.id !== side.id)!;
      return { conv, side, other, inbox: inboxOfSide(side), orgId: org.id, lastRead };
    }
    // A person side of their own wins: someone who wrote to an organization they belong to reads it as themself.
    let side = sides.find((x) => x.user_id === userId) ?? null;
    let orgId: number | null = null;
    if (!side) {
      side = sides.find((x) => x.organization_id !== null) ?? null;
      if (!side) throw notFound('Conversation not found.');
      try {
        await this.organizations.authorizeById(side.organization_id!, userId, 'messages');
      } catch (err) {
        // Outsiders learn nothing about the conversation, not even that an organization is in it.
        if (err instanceof AppError && err.statusCode === 404) throw notFound('Conversation not found.');
        throw err;
      }
      orgId = side.organization_id;
    }
    if (side.hidden) throw notFound('Conversation not found.');
    const other = sides.find((x) => x.id !== side.id)!;
    return { conv, side, other, inbox: inboxOfSide(side), orgId, lastRead };
  }
}
