import type {
  AbuseAction,
  AbuseReason,
  AbuseReportGroupView,
  AbuseReportStatus,
  AbuseTargetType,
  AbuseTargetView,
  AdminActionView,
  MyAbuseReportView,
} from '@hctl/contracts';
import type { CaseListRow, MyReportRow, ReportEntryRow } from './moderation.repository';
import type { TargetRow } from './targets.repository';

const iso = (d: Date) => d.toISOString();

/** What a moderator may do with a target's reports: hiding needs a removal its module offers. */
export function actionsFor(type: AbuseTargetType, open: boolean): AbuseAction[] {
  if (!open) return [];
  if (type === 'user' || type === 'post') return ['dismiss', 'reject', 'suspend'];
  return ['dismiss', 'reject', 'hide', 'suspend'];
}

/** The status each decision gives a case's reports. */
export const STATUS_OF: Record<AbuseAction, AbuseReportStatus> = {
  dismiss: 'dismissed',
  reject: 'rejected',
  hide: 'content_removed',
  suspend: 'user_suspended',
};

/** What the decision recorded of a target whose row is gone since (reports.service `keptTitles`). */
export interface KeptTarget {
  title: string;
  key: string | null;
}

/**
 * The reported thing as pages show it. A target whose row is gone entirely (deleted for good) still
 * shows as what was reported: its title as the decision kept it, or 'Removed' when none was kept.
 * `removedByModerator`: the case was decided by removing it (its row may remain, hidden).
 */
export function toTarget(
  type: AbuseTargetType,
  t: TargetRow | undefined,
  fallbackKey: string,
  o: { kept?: KeptTarget; removedByModerator?: boolean } = {},
): AbuseTargetView {
  if (!t)
    return {
      type,
      key: o.kept?.key ?? fallbackKey,
      title: o.kept?.title ?? 'Removed',
      label: o.kept ? `Removed: ${o.kept.title} (${type})` : `Removed (${type})`,
      owner: null,
      link: null,
      removed: true,
    };
  return {
    type,
    key: t.key,
    title: t.title,
    label: o.removedByModerator && t.removed ? `Removed: ${t.title} (${type})` : `${t.title} (${type})`,
    owner:
      t.owner_id !== null ? { id: t.owner_id, name: t.owner_name ?? '', slug: t.owner_slug ?? '' } : null,
    link: t.removed ? null : t.link,
    removed: t.removed,
  };
}

export function toGroup(
  row: CaseListRow,
  target: TargetRow | undefined,
  kept?: KeptTarget,
): AbuseReportGroupView {
  const type = row.target_type as AbuseTargetType;
  const open = row.status === 'open';
  return {
    uid: row.uid,
    status: row.status,
    target: toTarget(type, target, String(row.target_id), {
      kept,
      removedByModerator: row.resolution === 'hide',
    }),
    open_reports: row.open_count,
    total_reports: row.total_count,
    reasons: row.reasons,
    priority: Number(row.priority),
    first_reported_at: iso(row.first_reported_at),
    last_reported_at: iso(row.last_reported_at),
    resolution:
      row.resolution && row.resolved_at
        ? {
            action: row.resolution,
            reason: row.resolution_reason,
            decided_at: iso(row.resolved_at),
            admin_user_id: row.resolved_by,
          }
        : null,
    allowed_actions: actionsFor(type, open),
  };
}

export const toEntry = (r: ReportEntryRow) => ({
  id: r.id,
  reporter:
    r.reporter_user_id !== null
      ? { id: r.reporter_user_id, name: r.reporter_name ?? '', slug: r.reporter_slug ?? '' }
      : null,
  reported_as: r.reported_as,
  reason: r.reason as AbuseReason,
  details: r.details,
  status: r.status as AbuseReportStatus,
  created_at: iso(r.created_at),
});

export function toMyReport(
  r: MyReportRow,
  target: TargetRow | undefined,
  kept?: KeptTarget,
): MyAbuseReportView {
  return {
    id: r.id,
    target: toTarget(r.target_type, target, String(r.target_id), {
      kept,
      removedByModerator: r.status === 'content_removed',
    }),
    reason: r.reason as AbuseReason,
    details: r.details,
    status: r.status as AbuseReportStatus,
    outcome:
      r.status !== 'open' && r.decided_at
        ? { action: r.status, reason: r.outcome_reason, decided_at: iso(r.decided_at) }
        : null,
    created_at: iso(r.created_at),
  };
}

export type Audit = AdminActionView[];
