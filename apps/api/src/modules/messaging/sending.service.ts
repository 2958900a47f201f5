import type {
  MessageSentView,
  MessageView,
  newMessageBody,
  orgSendMessageBody,
  orgSendMessageQuery,
  RealtimeEnvelope,
  sendMessageBody,
} from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../lib/errors';
import type { Upload } from '../../plugins/uploads';
import type { FileLink, FilesService } from '../files/files.service';
import type { NotificationsPort, NotifyReceipt } from '../notifications/notifications.port';
import type { RealtimePort } from '../realtime/realtime.port';
import { channelOfSide, type MessagingAccess, type SideAccess } from './access.service';
import { conversationsRepository as convRepo, type SideRow } from './conversations.repository';
import type { ConversationsService } from './conversations.service';
import { messageViews, messageViewsPerLink } from './message-views';
import { type MessageRow, messagesRepository as repo } from './messages.repository';
import { enqueueUnreadMail } from './messaging.jobs';
import { participantsRepository as people } from './participants.repository';

/** Thrown inside a send's transaction to roll it back: the same client_id was already sent. */
class DuplicateSend extends Error {}

/** What one send carries, whichever call it came through. */
export interface Outgoing {
  body: string;
  clientId?: string;
  quotationId?: number;
  draftId?: number;
  files: Upload[];
}

/** A send-message or new-message body as the send it asks for. */
const outgoingOf = (
  b: Pick<z.output<typeof sendMessageBody>, 'message' | 'client_id' | 'service_quotation_id' | 'draft_id'>,
  files: Upload[],
): Outgoing => ({
  body: b.message,
  clientId: b.client_id,
  quotationId: b.service_quotation_id,
  draftId: b.draft_id,
  files,
});

/** A conversation to find or start: its unique pair key and its two sides (the sender's first). */
interface Target {
  values: {
    kind: 'direct' | 'organization';
    pair_key: string;
    organization_id?: number;
    job_id?: number;
    service_gallery_id?: number;
  };
  sides: { user_id?: number; organization_id?: number }[];
}

/**
 * Sending messages: into an existing conversation (send-message), to someone new (new-message,
 * which reuses the conversation when there is one), and for an organization about one of its
 * jobs or service galleries.
 *
 * A send is one transaction: the conversation row is locked, so its messages are numbered 1, 2,
 * 3 … with no gap however many arrive at once; both inboxes move to the top (out of the trash, or
 * back from "deleted for good"); the sender has read their own message; every inbox's channel gets
 * 'message.created'. Retries are safe: `client_id` (unique per sender) makes a repeated send answer
 * with the first message instead of a second one. That is the idempotency mechanism here, not an
 * Idempotency-Key header: the id also lets the sender's other tabs match their optimistic copy.
 */
export class SendingService {
  constructor(
    private deps: AppDeps,
    private access: MessagingAccess,
    private conversations: ConversationsService,
    private realtime: RealtimePort,
    private files: Pick<FilesService, 'store' | 'discard' | 'links'>,
    private notifications: NotificationsPort,
  ) {}

  /** send-message: into a conversation the caller is part of (for themself or their organization). */
  async send(userId: number, b: z.output<typeof sendMessageBody>, files: Upload[]) {
    const a = await this.access.side(b.conversation_id, userId);
    return this.deliver(a, userId, outgoingOf(b, files));
  }

  /**
   * new-message: to a person or an organization, as the caller or (with `org-slug`) as an
   * organization they may answer for.
   */
  async newMessage(userId: number, b: z.output<typeof newMessageBody>, files: Upload[]) {
    const out = outgoingOf(b, files);
    if (b['org-slug']) {
      const { org } = await this.access.orgInbox(b['org-slug'], userId);
      if (b.receiver_type !== 'user')
        throw invalid({ receiver_type: 'An organization writes to people, not to other organizations.' });
      return this.start(userId, await this.orgToPerson(org.id, userId, b.receiver_id, {}), out);
    }
    if (b.receiver_type === 'organization') {
      const [org] = await people.organizations(this.deps.db, [b.receiver_id]);
      if (!org?.reachable) throw invalid({ receiver_id: 'This organization does not take messages.' });
      if (org.owner_id === userId)
        throw invalid({ receiver_id: 'You cannot write to your own organization.' });
      return this.start(
        userId,
        {
          values: { kind: 'organization', pair_key: `o:${org.id}:${userId}:j0:g0`, organization_id: org.id },
          sides: [{ user_id: userId }, { organization_id: org.id }],
        },
        out,
      );
    }
    await this.reachablePerson(b.receiver_id, userId);
    const [low, high] = [userId, b.receiver_id].sort((x, y) => x - y);
    return this.start(
      userId,
      {
        values: { kind: 'direct', pair_key: `d:${low}:${high}` },
        sides: [{ user_id: userId }, { user_id: b.receiver_id }],
      },
      out,
    );
  }

  /**
   * organization-conversations/send-message: an organization writes to a person about one of its
   * jobs (`job_id`, e.g. an applicant) or service galleries (`service_gallery_id`); each subject
   * is its own conversation, as LinkedIn keeps a thread per job.
   */
  async orgSend(
    userId: number,
    q: z.output<typeof orgSendMessageQuery>,
    b: z.output<typeof orgSendMessageBody>,
    files: Upload[],
  ) {
    const { org } = await this.access.orgInbox(q['org-slug'], userId);
    if (q.job_id && q.service_gallery_id)
      throw invalid({ job_id: 'Write about a job or a service gallery, not both.' });
    if (q.job_id && !(await convRepo.jobOf(this.deps.db, q.job_id, org.id)))
      throw invalid({ job_id: 'Choose one of your organization’s jobs.' });
    const target = await this.orgToPerson(org.id, userId, b.receiver_id, {
      job_id: q.job_id,
      service_gallery_id: q.service_gallery_id,
    });
    return this.start(userId, target, { body: b.message, clientId: b.client_id, draftId: b.draft_id, files });
  }

  private async orgToPerson(
    orgId: number,
    userId: number,
    receiverId: number,
    about: { job_id?: number; service_gallery_id?: number },
  ): Promise<Target> {
    if (receiverId === userId) throw invalid({ receiver_id: 'Choose someone other than yourself.' });
    await this.reachablePerson(receiverId, userId);
    return {
      values: {
        kind: 'organization',
        pair_key: `o:${orgId}:${receiverId}:j${about.job_id ?? 0}:g${about.service_gallery_id ?? 0}`,
        organization_id: orgId,
        ...about,
      },
      sides: [{ organization_id: orgId }, { user_id: receiverId }],
    };
  }

  private async reachablePerson(id: number, userId: number) {
    if (id === userId) throw invalid({ receiver_id: 'Choose someone other than yourself.' });
    const [person] = await people.people(this.deps.db, [id]);
    if (!person?.is_active) throw invalid({ receiver_id: 'This person cannot receive messages.' });
    return person;
  }

  /** Finds or starts the conversation (its two sides with it, atomically), then sends into it. */
  private async start(userId: number, t: Target, out: Outgoing) {
    const conv = await this.deps.db.transaction((tx) => convRepo.findOrCreate(tx, t.values, t.sides));
    const found = await convRepo.withSides(this.deps.db, conv.id, userId);
    const sides = found!.sides;
    // The sender's side: the organization's when writing for it, otherwise their own.
    const mine = t.sides[0].organization_id
      ? sides.find((x) => x.organization_id === t.sides[0].organization_id)!
      : sides.find((x) => x.user_id === userId)!;
    const other = sides.find((x) => x.id !== mine.id)!;
    const a: SideAccess = {
      conv,
      side: mine,
      other,
      inbox: mine.user_id !== null ? { kind: 'user', userId } : { kind: 'org', orgId: mine.organization_id! },
      orgId: mine.organization_id,
      lastRead: found!.lastRead,
    };
    return this.deliver(a, userId, out);
  }

  private async deliver(
    a: SideAccess,
    userId: number,
    out: Outgoing,
  ): Promise<{ message: string; data: MessageSentView }> {
    if (!out.body && !out.files.length) throw invalid({ message: 'Write a message or attach a file.' });
    // A retry carrying files is answered before they are stored again; one without files is caught
    // by the insert itself (below), which saves every send a query.
    if (out.clientId && out.files.length) {
      const earlier = await repo.byClientId(this.deps.db, userId, out.clientId);
      if (earlier) return this.answer(a, userId, earlier);
    }
    if (out.draftId && !(await repo.draftOf(this.deps.db, out.draftId, userId)))
      throw notFound('Draft not found.');
    const stored: number[] = [];
    // A person away from the app hears of the conversation in the bell too (organizations see their badge).
    const reader = a.other.user_id;
    const away =
      reader !== null &&
      !(await this.realtime.onlineAmong([reader]).catch(() => new Set<number>())).has(reader);
    let result: {
      message: MessageRow;
      own: MessageView;
      envelopes: RealtimeEnvelope[];
      receipt: NotifyReceipt | null;
    };
    try {
      for (const f of out.files) stored.push((await this.files.store(userId, 'message_attachment', f)).id);
      result = await this.deps.db.transaction(async (tx) => {
        // Taking the next number locks the conversation row: its sends are numbered one after the other.
        const seq = await convRepo.nextSeq(tx, a.conv.id);
        // Of two identical sends (same client_id), the second waits on that lock, then inserts
        // nothing here: it rolls back (its number is given back) and answers with the first.
        const message = await repo.insertOnce(tx, {
          conversation_id: a.conv.id,
          seq,
          status: 'sent',
          sender_id: userId,
          sender_organization_id: a.orgId,
          body: out.body,
          service_quotation_id: out.quotationId ?? null,
          client_id: out.clientId ?? null,
        });
        if (!message) throw new DuplicateSend();
        await repo.attach(tx, message.id, stored);
        await convRepo.setLastMessage(tx, a.conv.id, message.id);
        const sides = await convRepo.touchSides(tx, a.conv.id, userId);
        await convRepo.markRead(tx, a.conv.id, userId, seq);
        if (out.draftId) await repo.removeDraft(tx, out.draftId, userId);
        // One view per reader's kind of link (each inbox's, and the sender's own answer), one read of the sender.
        const views = await messageViewsPerLink(
          tx,
          [message],
          [...this.channelLinks(sides), this.files.links.forViewer(userId)],
          { withFiles: stored.length > 0 },
        );
        const envelopes = await this.realtime.record(
          tx,
          sides.map((side, i) => ({
            channel: channelOfSide(side),
            event: 'message.created' as const,
            data: { message: views[i][0] },
          })),
        );
        // Once per conversation while unread (its first unread message), not once per message.
        const state = away && reader !== null ? await convRepo.unreadState(tx, a.conv.id, reader) : null;
        const receipt =
          state?.unread === 1 && reader !== null
            ? await this.notifications.notify(tx, [
                {
                  userId: reader,
                  type: 'message.received',
                  title: 'You have a new message',
                  body: out.body ? out.body.slice(0, 140) : 'An attachment',
                  link: `/individual/${state.slug}/messages`,
                  data: { conversation_id: a.conv.id, group_title: 'conversations with new messages' },
                  actorUserId: userId,
                  groupKey: `conversation:${a.conv.id}`,
                  // Messaging mails unread messages itself (messaging.jobs.ts).
                  emailed: true,
                },
              ])
            : null;
        return { message, own: views[sides.length][0], envelopes, receipt };
      });
    } catch (err) {
      await this.files.discard(userId, stored, ['message_attachment']);
      if (err instanceof DuplicateSend && out.clientId) {
        const first = await repo.byClientId(this.deps.db, userId, out.clientId);
        if (first) return this.answer(a, userId, first);
      }
      throw err;
    }
    this.realtime.emit(result.envelopes);
    this.notifications.publish(result.receipt);
    // The other side's person gets an e-mail if they leave it unread while offline (organizations do not).
    if (a.other.user_id !== null) await enqueueUnreadMail(this.deps, a.conv.id, a.other.user_id);
    return this.answer(a, userId, result.message, result.own);
  }

  /**
   * The file links each side's channel gets (<img src> and <a href> cannot send a token: a link
   * opens only if signed). A person's channel: signed for that person. An organization's channel
   * is read by its owner and every member who may answer for it, so no link can name the one who
   * will open it: it is granted to the organization's side (`org:<id>`), not to a person.
   * Why a grant and not the owner (as it was): a link naming the owner failed for everyone after an
   * ownership transfer (or once the owner's account was deactivated) until a reload signed anew,
   * and it read as the owner would. The grant opens the file only while the message is still
   * visible to that side (not deleted, not cleared: attachmentReadableByOrg, asked at each open);
   * a request that carries a session is judged as that session's person instead. What a grant
   * cannot do is tell who holds it: a member removed from the organization keeps a link already
   * received for its life (15-16 minutes), as a named link would have; a plain <img> request
   * carries no session to check. Lists and pages a member loads are signed for that member.
   */
  private channelLinks(sides: SideRow[]): FileLink[] {
    return sides.map((side) =>
      side.user_id !== null
        ? this.files.links.forViewer(side.user_id)
        : this.files.links.forOrganization(side.organization_id!),
    );
  }

  /**
   * The message as its sender sees it, with the conversation. A retried send gets the same answer
   * as the first (same message and text), so a client cannot tell a retry from the original.
   */
  private async answer(a: SideAccess, userId: number, message: MessageRow, view?: MessageView) {
    if (message.conversation_id !== a.conv.id || message.status !== 'sent')
      throw invalid({ client_id: 'This client_id was already used for another message.' });
    return {
      message: 'Message sent successfully.',
      data: {
        message: view ?? (await messageViews(this.deps.db, [message], this.files.links.forViewer(userId)))[0],
        conversation: await this.conversations.viewOf(a, userId),
      },
    };
  }
}
