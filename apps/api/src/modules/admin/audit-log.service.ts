import type { AdminActionView, AdminTargetType } from '@hctl/contracts';
import type { Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { toAdminAction } from './admin.mapper';
import { auditLogRepository as repo } from './audit-log.repository';

export interface AdminActionInput {
  adminUserId: number;
  /** A verb in snake case: `remove`, `approve`, `reject`, `card_disabled`, `hide`, `dismiss` … */
  action: string;
  targetType: AdminTargetType;
  /** The target's slug, or its id as text where the kind has no slug. */
  targetKey: string | number;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * The append-only record of what administrators did (issue 21). `record` joins the caller's
 * transaction, so an action and its entry commit or roll back together; nothing edits an entry.
 */
export class AuditLogService {
  constructor(private deps: AppDeps) {}

  async record(tx: Tx, e: AdminActionInput): Promise<number> {
    return repo.insert(tx, {
      admin_user_id: e.adminUserId,
      action: e.action,
      target_type: e.targetType,
      target_key: String(e.targetKey),
      reason: e.reason ?? null,
      details: e.details ?? {},
    });
  }

  /** The entries about one item, newest first (the moderation item's history). */
  async forTarget(
    targetType: AdminTargetType,
    targetKey: string | number,
    limit = 100,
  ): Promise<AdminActionView[]> {
    const rows = await repo.forTarget(this.deps.db, targetType, String(targetKey), limit);
    return rows.map(toAdminAction);
  }

  /** The entries about several items of one type in one read, newest first (at most `limit` in all). */
  async forTargets(
    targetType: AdminTargetType,
    targetKeys: string[],
    limit = 200,
  ): Promise<AdminActionView[]> {
    const rows = await repo.forTargets(this.deps.db, targetType, [...new Set(targetKeys)], limit);
    return rows.map(toAdminAction);
  }
}
