import type {
  AbuseAction,
  AbuseTargetType,
  AdminActionView,
  AdminTargetType,
  ModerationAction,
  ModerationActionBody,
  ModerationItemView,
  ModerationKind,
  ModerationQueueQuery,
  Page,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { actionsFor, STATUS_OF, toTarget } from './moderation.mapper';
import type { LazyPorts } from './moderation.ports';
import { type QueueRow, moderationRepository as repo } from './moderation.repository';
import type { AbuseReportsService } from './reports.service';
import { targetsRepository as targets } from './targets.repository';

/** What a moderator may do with each kind while it waits. */
const ACTIONS: Record<ModerationKind, ModerationAction[]> = {
  organization: ['approve', 'reject'],
  license: ['approve', 'reject'],
  report: ['dismiss', 'reject', 'hide', 'suspend'],
  ad: ['approve', 'reject', 'hide'],
  review: ['approve', 'reject'],
};

/** Where each kind's history is in the audit log. */
const AUDIT_TYPE: Record<ModerationKind, AdminTargetType> = {
  organization: 'organization',
  license: 'license',
  report: 'report',
  ad: 'ad',
  review: 'review',
};

type Context = Pick<ModerationItemView, 'title' | 'summary' | 'owner' | 'link'> & {
  ownerSuspended?: boolean;
  actions?: ModerationAction[];
  /** A decided report item shows its outcome (user_suspended …) rather than `closed`. */
  status?: string;
};

const person = (id: number | null, name: string | null, slug: string | null) =>
  id !== null ? { id, name: name ?? '', slug: slug ?? '' } : null;

/**
 * The one moderation queue (issue 21, like Discourse's review queue): organization approvals,
 * license verifications, abuse report groups, pending ads and objections to reviews, in one list
 * with their context, allowed actions and audit entries. It reads the waiting items itself
 * (read-only SQL); every decision is made by the module that owns the thing, through its service.
 */
export class ModerationQueueService {
  constructor(
    private deps: AppDeps,
    private ports: LazyPorts,
    private reports: AbuseReportsService,
  ) {}

  /**
   * `canDecide`: whether the caller's admin role holds the permission a kind is decided under;
   * items they cannot decide are listed for context without actions.
   */
  async list(
    q: ModerationQueueQuery,
    canDecide: (kind: ModerationKind) => boolean,
  ): Promise<Page<ModerationItemView>> {
    const perPage = q.perPage ?? q.pageSize ?? 20;
    const rows = await repo.queue(this.deps.db, {
      kind: q.kind,
      status: q.status,
      limit: perPage,
      offset: (q.page - 1) * perPage,
    });
    const contexts = await this.contexts(rows);
    const { auditLog } = this.ports();
    const items = await Promise.all(
      rows.map(async (r): Promise<ModerationItemView> => {
        const ctx = contexts.get(`${r.kind}:${r.ref_id}`);
        const audit: AdminActionView[] = await auditLog.forTarget(AUDIT_TYPE[r.kind], r.key, 20);
        return {
          kind: r.kind,
          key: r.key,
          title: ctx?.title ?? r.key,
          summary: ctx?.summary ?? null,
          owner: ctx?.owner ?? null,
          owner_suspended: ctx?.ownerSuspended ?? false,
          link: ctx?.link ?? null,
          status: ctx?.status ?? r.status,
          count: Number(r.count),
          priority: Number(r.priority),
          waiting_since: r.waiting_since.toISOString(),
          allowed_actions:
            q.status === 'pending' && canDecide(r.kind) ? (ctx?.actions ?? ACTIONS[r.kind]) : [],
          audit,
        };
      }),
    );
    return pageOf(items, rows[0]?.total ?? 0, q.page, perPage);
  }

  /** Each kind's context for the page's items: one read per kind present. */
  private async contexts(rows: QueueRow[]) {
    const ids = (kind: ModerationKind) => rows.filter((r) => r.kind === kind).map((r) => r.ref_id);
    const out = new Map<string, Context>();
    for (const [id, t] of await targets.byIds(this.deps.db, 'organization', ids('organization')))
      out.set(`organization:${id}`, Object.assign(toTarget('organization', t, ''), { summary: null }));
    for (const [id, t] of await targets.byIds(this.deps.db, 'ad', ids('ad')))
      out.set(`ad:${id}`, Object.assign(toTarget('ad', t, ''), { summary: null }));
    for (const l of await repo.license(this.deps.db, ids('license')))
      out.set(`license:${l.id}`, {
        title: `${l.license_type} ${l.license_number}`,
        summary: [l.issuing_authority, l.state].filter(Boolean).join(', '),
        owner: person(l.owner_id, l.owner_name, l.owner_slug),
        link: `/individual/${l.owner_slug}/view-profile`,
      });
    for (const r of await repo.reviews(this.deps.db, ids('review')))
      out.set(`review:${r.id}`, {
        title: `Review of ${r.target_name} (${r.rating}/5)`,
        summary: r.objection,
        owner: person(r.owner_id, r.owner_name, r.owner_slug),
        link: `/${r.target_role}/${r.target_slug}/rating-reviews`,
      });
    const cases = await repo.casesByIds(this.deps.db, ids('report'));
    const caseTargets = await this.reports.contexts(
      cases.map((c) => ({ type: c.target_type as AbuseTargetType, id: c.target_id })),
    );
    // Content removed for good is still named by the title its decision kept.
    const kept = await this.reports.keptTargets(
      cases.filter((c) => !caseTargets.has(`${c.target_type}:${c.target_id}`)).map((c) => c.uid),
    );
    for (const c of cases) {
      const type = c.target_type as AbuseTargetType;
      const row = caseTargets.get(`${type}:${c.target_id}`);
      const t = toTarget(type, row, String(c.target_id), {
        kept: kept.get(c.uid),
        removedByModerator: c.resolution === 'hide',
      });
      out.set(`report:${c.id}`, {
        title: t.label,
        summary: c.reasons.map((x) => `${x.reason.replace(/_/g, ' ')} × ${x.count}`).join(', ') || null,
        owner: t.owner,
        ownerSuspended: row?.owner_suspended ?? false,
        link: t.link,
        actions: actionsFor(type, c.status === 'open'),
        status:
          c.status === 'closed' && c.resolution
            ? (STATUS_OF[c.resolution as AbuseAction] ?? c.status)
            : c.status,
      });
    }
    return out;
  }

  /**
   * POST admin/moderation-queue/{kind}/{key}/action: the owning module decides (its service, its
   * transaction, its notices); the audit entry is written with it where that service records one
   * (organization approvals, removals, report decisions) and right after it otherwise.
   */
  async act(admin: AuthContext, kind: ModerationKind, key: string, body: ModerationActionBody) {
    if (!ACTIONS[kind].includes(body.action))
      throw invalid({ action: `This action does not apply to ${kind === 'ad' ? 'an ad' : `a ${kind}`}.` });
    const ports = this.ports();
    const reason = body.reason ?? null;
    const approve = body.action === 'approve';
    switch (kind) {
      case 'report': {
        const done = await this.reports.act(admin, key, {
          action: body.action as AbuseAction,
          reason: body.reason,
        });
        return { message: done.message, data: null };
      }
      case 'organization': {
        const done = await ports.admin.decide(admin.userId, key, {
          approval_status: approve ? 'approved' : 'rejected',
          comment: body.reason,
        });
        return { message: done.message, data: null };
      }
      case 'license': {
        const id = /^\d{1,15}$/.test(key) ? Number(key) : 0;
        const [license] = await repo.license(this.deps.db, id ? [id] : []);
        if (!license) throw notFound('License not found.');
        if (license.verification_status !== 'pending')
          throw conflict('This license is not waiting for verification.');
        const done = await ports.licenseVerification.set(id, approve ? 'verified' : 'unverified');
        await this.recorded(admin, 'license', key, body.action, reason, {
          userId: license.owner_id,
          title: approve ? 'Your license is verified' : 'Your license could not be verified',
          body: approve
            ? `${license.license_type} ${license.license_number} is verified and shows as such on your profile.`
            : `${license.license_type} ${license.license_number} could not be verified. Reason: ${reason}`,
          link: `/individual/${license.owner_slug}/edit`,
        });
        return { message: done.message, data: null };
      }
      case 'ad': {
        if (body.action === 'hide') {
          await ports.content.remove('ad', key, { adminUserId: admin.userId, reason: reason ?? '' });
          return { message: 'The advertisement is removed.', data: null };
        }
        const done = await ports.ads.review(admin, key, {
          status: approve ? 'approved' : 'rejected',
          reason,
        });
        await this.recorded(admin, 'ad', key, body.action, reason);
        return { message: done.message, data: null };
      }
      case 'review': {
        const id = /^\d{1,15}$/.test(key) ? Number(key) : 0;
        const [review] = await repo.reviews(this.deps.db, id ? [id] : []);
        if (!review) throw notFound('Review not found.');
        const done = await ports.reviews.decide(admin, review.target_role, review.target_slug, id, {
          status: approve ? 'approved' : 'rejected',
        });
        await this.recorded(admin, 'review', key, body.action, reason, undefined, { hidden: approve });
        return { message: done.message, data: null };
      }
    }
  }

  /** The audit entry (and a notice to the person concerned, where the owning module sends none). */
  private async recorded(
    admin: AuthContext,
    kind: ModerationKind,
    key: string,
    action: ModerationAction,
    reason: string | null,
    notice?: { userId: number; title: string; body: string; link: string },
    details: Record<string, unknown> = {},
  ) {
    const ports = this.ports();
    const receipt = await this.deps.db.transaction(async (tx) => {
      await ports.auditLog.record(tx, {
        adminUserId: admin.userId,
        action,
        targetType: AUDIT_TYPE[kind],
        targetKey: key,
        reason,
        details: { via: 'moderation-queue', ...details },
      });
      return notice
        ? ports.notifications.notify(tx, [
            {
              ...notice,
              type: 'moderation.decided',
              data: { kind, key, action, reason },
              actorUserId: admin.userId,
            },
          ])
        : null;
    });
    ports.notifications.publish(receipt);
  }
}
