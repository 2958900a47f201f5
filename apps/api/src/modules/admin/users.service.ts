import type { AdminUserView, UserCardBody } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { toAdminUser } from './admin.mapper';
import { adminRepository as repo } from './admin.repository';
import type { AuditLogService } from './audit-log.service';

/** Per-account switches the operator sets (card payments), each written to the audit log. */
export class AdminUsersService {
  constructor(
    private deps: AppDeps,
    private audit: AuditLogService,
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
}
