import type {
  AbuseAction,
  AbuseReason,
  AbuseReportGroupView,
  AbuseReportStatus,
  AbuseTargetType,
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

/** A target whose row is gone entirely (deleted for good) still shows as what was reported. */
export function toTarget(type: AbuseTargetType, t: TargetRow | undefined, fallbackKey: string) {
  if (!t) return { type, key: fallbackKey, title: 'Removed', owner: null, link: null, removed: true };
  return {
    type,
    key: t.key,
    title: t.title,
    owner:
      t.owner_id !== null ? { id: t.owner_id, name: t.owner_name ?? '', slug: t.owner_slug ?? '' } : null,
    link: t.removed ? null : t.link,
    removed: t.removed,
  };
}

export function toGroup(row: CaseListRow, target: TargetRow | undefined): AbuseReportGroupView {
  const type = row.target_type as AbuseTargetType;
  const open = row.status === 'open';
  return {
    uid: row.uid,
    status: row.status,
    target: toTarget(type, target, String(row.target_id)),
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

export function toMyReport(r: MyReportRow, target: TargetRow | undefined): MyAbuseReportView {
  return {
    id: r.id,
    target: toTarget(r.target_type, target, String(r.target_id)),
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
