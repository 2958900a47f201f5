import type { AdminUserView, UserCardBody } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import type { AuthService } from '../auth/auth.service';
import type { NotificationsPort } from '../notifications/notifications.port';
import { toAdminUser } from './admin.mapper';
import { adminRepository as repo } from './admin.repository';
import type { AuditLogService } from './audit-log.service';

/**
 * Per-account switches the operator sets (card payments) and the lifting of a moderator's
 * suspension, each written to the audit log.
 */
export class AdminUsersService {
  constructor(
    private deps: AppDeps,
    private audit: AuditLogService,
    private ports: {
      /** The account's suspension and activation are the auth module's. */
      auth: Pick<AuthService, 'liftSuspension'>;
      notifications: NotificationsPort;
    },
  ) {}

  /** PUT admin/user/{slug}/card: BillingService.charge refuses card payments while it is off. */
  async setCard(adminUserId: number, slug: string, body: UserCardBody) {
    const user = await this.deps.db.transaction(async (tx) => {
      const u = await repo.userBySlug(tx, slug);
      if (!u) throw notFound('User not found.');
      if (u.is_card_enabled !== body.is_card_enabled) {
        await repo.setCard(tx, u.id, body.is_card_enabled);
        await this.audit.record(tx, {
          adminUserId,
          action: body.is_card_enabled ? 'card_enabled' : 'card_disabled',
          targetType: 'user',
          targetKey: u.slug,
        });
      }
      return { ...u, is_card_enabled: body.is_card_enabled };
    });
    const view: AdminUserView = toAdminUser(user);
    // Spec §7 fixed text.
    return { message: `${view.name} card status has been updated.`, data: view };
  }

  /**
   * PUT admin/user/{slug}/unsuspend (not in the spec): the account a moderator suspended is active
   * again and can sign in. The lift, its audit entry (with the reason and the suspension it ends) and
   * the person's notice (critical: e-mailed at once, like the suspension's) commit together.
   * 409 when the account is not suspended (or was removed since), so a second click changes nothing.
   */
  async liftSuspension(adminUserId: number, slug: string, reason: string) {
    const done = await this.deps.db.transaction(async (tx) => {
      const u = await repo.userBySlug(tx, slug);
      if (!u) throw notFound('User not found.');
      if (u.removed_at) throw conflict('This account was removed; it cannot be restored.');
      // Conditional on the suspension still standing, so two admins lifting at once write one entry.
      if (!u.suspended_at || !(await this.ports.auth.liftSuspension(tx, u.id)))
        throw conflict('This account is not suspended.');
      await this.audit.record(tx, {
        adminUserId,
        action: 'unsuspend',
        targetType: 'user',
        targetKey: u.slug,
        reason,
        details: {
          suspended_at: new Date(u.suspended_at).toISOString(),
          suspension_reason: u.suspension_reason,
        },
      });
      const receipt = await this.ports.notifications.notify(tx, [
        {
          userId: u.id,
          type: 'moderation.decided',
          title: 'Your account is restored',
          body: `An HCTL administrator lifted the suspension of your account: you can sign in again. Reason: ${reason}`,
          link: '/login',
          data: { action: 'unsuspend', reason },
          actorUserId: adminUserId,
        },
      ]);
      const user = { ...u, is_active: true, suspended_at: null, suspension_reason: null };
      return { receipt, user };
    });
    this.ports.notifications.publish(done.receipt);
    const view: AdminUserView = toAdminUser(done.user);
    return { message: `${view.name} can sign in again: the suspension is lifted.`, data: view };
  }
}
