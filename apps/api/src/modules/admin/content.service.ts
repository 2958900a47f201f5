import type { Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { NotificationsPort, NotifyReceipt } from '../notifications/notifications.port';
import type { OutboxService } from '../outbox/outbox.service';
import { adminRepository } from './admin.repository';
import type { AuditLogService } from './audit-log.service';

/** What an administrator may remove (A2's "hide content" and the admin delete calls). */
export const CONTENT_KINDS = [
  'job',
  'service_post',
  'service_request',
  'service_gallery',
  'group',
  'organization',
  'user',
  'ad',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What the owning module did; each module's `adminRemove` answers in this shape (null: not found). */
export interface RemovedContent {
  id: number;
  key: string;
  title: string;
  /** soft: marked removed and hidden, the row kept because other people's data hangs on it. */
  mode: 'soft' | 'hard';
  ownerUserIds: number[];
  organizationId: number | null;
  /** Set when the owner is told by e-mail rather than in the app (a removed account). */
  email?: { to: string; firstName: string };
  /** What else the removal did that the owner must know (a plan cancelled, a budget returned): told with the reason. */
  notice?: string;
  details: Record<string, unknown>;
  after?: () => Promise<void>;
}

type Remover = (tx: Tx, key: string, reason: string) => Promise<RemovedContent | null>;

/** The owning modules' removals, handed in from modules/index.ts. */
export type ContentRemovers = Record<ContentKind, Remover>;

const WORD: Record<ContentKind, string> = {
  job: 'job',
  service_post: 'service post',
  service_request: 'service request',
  service_gallery: 'service gallery',
  group: 'group',
  organization: 'organization',
  user: 'account',
  ad: 'advertisement',
};

export interface Removal {
  removed: RemovedContent;
  auditId: number;
  /** After the caller's transaction commits: the owner's notification and e-mail, stored files. */
  publish: () => Promise<void>;
}

/**
 * Removing content as an administrator: the owning module removes it (soft or hard, its rule),
 * the audit log records it with the reason and the owner is told why, all in one transaction.
 */
export class ContentRemovalService {
  constructor(
    private deps: AppDeps,
    private removers: () => ContentRemovers,
    private audit: AuditLogService,
    private notifications: NotificationsPort,
    private outbox: Pick<OutboxService, 'compose' | 'dispatch'>,
  ) {}

  /**
   * Removes `kind` `key` (a slug; a job also by id). Inside the caller's `tx` when given: then call
   * `publish()` after that transaction commits. Without one it runs and publishes itself.
   * 404 when there is nothing (left) to remove.
   */
  async remove(
    kind: ContentKind,
    key: string,
    by: { adminUserId: number; reason: string },
    tx?: Tx,
  ): Promise<Removal> {
    if (!tx) {
      const done = await this.deps.db.transaction((t) => this.remove(kind, key, by, t));
      await done.publish();
      return done;
    }
    const removed = await this.removers()[kind](tx, key, by.reason);
    if (!removed) throw notFound(`The ${WORD[kind]} was not found.`);
    // The admin lists tell a removed account from one its owner deactivated.
    if (kind === 'user') await adminRepository.markRemoved(tx, removed.id);
    const auditId = await this.audit.record(tx, {
      adminUserId: by.adminUserId,
      action: 'remove',
      targetType: kind,
      targetKey: removed.key,
      reason: by.reason,
      details: { mode: removed.mode, id: removed.id, title: removed.title, ...removed.details },
    });
    const told = await this.tell(tx, kind, removed, by);
    return {
      removed,
      auditId,
      publish: async () => {
        this.notifications.publish(told.receipt);
        if (told.mail) await this.outbox.dispatch([told.mail]);
        await removed.after?.();
      },
    };
  }

  private async tell(
    tx: Tx,
    kind: ContentKind,
    r: RemovedContent,
    by: { adminUserId: number; reason: string },
  ) {
    let receipt: NotifyReceipt | null = null;
    let mail: Awaited<ReturnType<OutboxService['compose']>> | null = null;
    if (r.email) {
      // A removed account cannot sign in to read a notification: it hears by e-mail.
      mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: r.email.to,
        template: 'account-removed',
        subject: 'Your HCTL account has been removed',
        text: `Hello ${r.email.firstName},\n\nAn HCTL administrator removed your account. The reason given:\n\n${by.reason}\n\nIf you think this is a mistake, write to us: ${this.deps.config.APP_URL}/contact-us\n\nThe HCTL team`,
      });
    } else if (r.ownerUserIds.length) {
      receipt = await this.notifications.notify(
        tx,
        r.ownerUserIds.map((userId) => ({
          userId,
          type: 'moderation.decided' as const,
          title: `Your ${WORD[kind]} "${r.title}" was removed by HCTL`,
          // The notice first: bodies are cut at 500 characters and a reason may be long.
          body: `${r.notice ? `${r.notice} ` : ''}Reason: ${by.reason}`,
          data: { kind, key: r.key, reason: by.reason },
          actorUserId: by.adminUserId,
          organizationId: r.organizationId,
        })),
      );
    }
    return { receipt, mail };
  }
}
