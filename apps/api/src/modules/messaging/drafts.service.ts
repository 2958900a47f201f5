import type { DraftView, draftMessageBody, ParticipantView, updateDraftBody } from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import type { MessagingAccess } from './access.service';
import type { SideRow } from './conversations.repository';
import { type MessageRow, messagesRepository as repo } from './messages.repository';
import {
  decodeCursor,
  encodeCursor,
  orgParticipant,
  personParticipant,
  toDraftView,
} from './messaging.mapper';
import { participantsRepository as people } from './participants.repository';

type Receiver = { receiver_id?: number; receiver_type?: 'user' | 'organization' };

/**
 * Drafts: unsent messages, each its author's own (a draft in an organization conversation is
 * written for the organization but stays its author's, as in a shared Gmail inbox). A draft goes
 * to a conversation, or to someone not written to yet; send-message with `draft_id` sends it.
 */
export class DraftsService {
  constructor(
    private deps: AppDeps,
    private access: MessagingAccess,
    private files: Pick<FilesService, 'links'>,
  ) {}

  async create(userId: number, b: z.output<typeof draftMessageBody>) {
    let values: Partial<MessageRow>;
    if (b.conversation_id) {
      const a = await this.access.side(b.conversation_id, userId);
      values = { conversation_id: a.conv.id, sender_organization_id: a.orgId };
    } else {
      values = await this.receiverValues(userId, b);
    }
    const draft = await repo.insert(this.deps.db, {
      ...values,
      status: 'draft',
      sender_id: userId,
      body: b.message,
    });
    return { message: 'Draft saved successfully.', data: await this.view(userId, draft) };
  }

  async update(userId: number, b: z.output<typeof updateDraftBody>) {
    const draft = await repo.draftOf(this.deps.db, b.draft_id, userId);
    if (!draft) throw notFound('Draft not found.');
    // The receiver of a draft to someone new may change; a draft in a conversation stays there.
    const receiver =
      b.receiver_id && draft.conversation_id === null ? await this.receiverValues(userId, b) : {};
    const saved = await repo.updateDraft(this.deps.db, draft.id, { ...receiver, body: b.message });
    if (!saved) throw notFound('Draft not found.');
    return { message: 'Draft updated successfully.', data: await this.view(userId, saved) };
  }

  /** The caller's drafts: personal ones, or (with an organization) those written for it. */
  async list(userId: number, orgSlug: string | undefined, q: { cursor?: string; limit: number }) {
    const orgId = orgSlug ? (await this.access.orgInbox(orgSlug, userId)).org.id : null;
    const cursor = decodeCursor(q.cursor);
    if (q.cursor && !cursor) throw invalid({ cursor: 'This page link is no longer valid.' });
    const rows = await repo.drafts(this.deps.db, userId, orgId, q.limit + 1, cursor);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      data: await this.views(
        userId,
        page.map((r) => r.draft),
      ),
      next_cursor: rows.length > q.limit && last ? encodeCursor(last.micros, last.draft.id) : null,
    };
  }

  private async receiverValues(userId: number, b: Receiver): Promise<Partial<MessageRow>> {
    if (!b.receiver_id) throw invalid({ receiver_id: 'Choose who to write to.' });
    if (b.receiver_type === 'organization') {
      const [org] = await people.organizations(this.deps.db, [b.receiver_id]);
      if (!org?.reachable || org.owner_id === userId)
        throw invalid({ receiver_id: 'This organization does not take messages.' });
      return { draft_receiver_organization_id: org.id, draft_receiver_user_id: null };
    }
    const [person] = await people.people(this.deps.db, [b.receiver_id]);
    if (!person?.is_active || person.id === userId)
      throw invalid({ receiver_id: 'This person cannot receive messages.' });
    return { draft_receiver_user_id: person.id, draft_receiver_organization_id: null };
  }

  private async view(userId: number, draft: MessageRow): Promise<DraftView> {
    const [v] = await this.views(userId, [draft]);
    return v;
  }

  /** Drafts with who they go to: the other side of their conversation, or their receiver. */
  private async views(userId: number, drafts: MessageRow[]): Promise<DraftView[]> {
    const sides = await people.sidesOf(
      this.deps.db,
      drafts.flatMap((d) => (d.conversation_id ? [d.conversation_id] : [])),
    );
    const otherSide = (d: MessageRow): SideRow | undefined =>
      sides.find(
        (s) =>
          s.conversation_id === d.conversation_id &&
          (d.sender_organization_id !== null
            ? s.organization_id !== d.sender_organization_id
            : s.user_id !== d.sender_id),
      );
    const receivers = drafts.map((d) => {
      const side = d.conversation_id ? otherSide(d) : undefined;
      return side
        ? { user: side.user_id, org: side.organization_id }
        : { user: d.draft_receiver_user_id, org: d.draft_receiver_organization_id };
    });
    const [persons, orgs] = await Promise.all([
      people.people(
        this.deps.db,
        receivers.flatMap((r) => (r.user ? [r.user] : [])),
      ),
      people.organizations(
        this.deps.db,
        receivers.flatMap((r) => (r.org ? [r.org] : [])),
      ),
    ]);
    const link = this.files.links.forViewer(userId);
    return drafts.map((d, i) => {
      const r = receivers[i];
      const person = r.user ? persons.find((p) => p.id === r.user) : undefined;
      const org = r.org ? orgs.find((o) => o.id === r.org) : undefined;
      const receiver: ParticipantView | null = person
        ? personParticipant(person, false)
        : org
          ? orgParticipant(org)
          : null;
      // Drafts are saved as text (JSON); files are attached when the message is sent.
      return toDraftView(d, receiver, [], link);
    });
  }
}
