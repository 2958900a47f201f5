import { randomUUID } from 'node:crypto';
import type {
  AbuseAction,
  AbuseReportActionBody,
  AbuseReportBody,
  AbuseReportGroupDetailView,
  AbuseReportListQuery,
  AbuseReportStatus,
  AbuseTargetType,
  AdminTargetType,
  MyAbuseReportView,
  Page,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { type Limit, Throttle } from '../../lib/throttle';
import type { NotifyInput } from '../notifications/notifications.port';
import { actionsFor, type KeptTarget, STATUS_OF, toEntry, toGroup, toMyReport } from './moderation.mapper';
import type { LazyPorts } from './moderation.ports';
import { type CaseRow, moderationRepository as repo } from './moderation.repository';
import { type TargetRow, targetsRepository as targets } from './targets.repository';

/** Reporting is cheap for a reporter and costly for a moderator: a person files 20 an hour at most. */
const REPORT_LIMIT: Limit = { name: 'abuse-report', max: 20, windowMs: 3_600_000 };

const WORD: Record<AbuseTargetType, string> = {
  user: 'profile',
  organization: 'organization',
  job: 'job',
  service: 'service',
  gallery: 'service gallery',
  group: 'group',
  post: 'post',
  ad: 'advertisement',
};

/** The admin's content kind and key for a target (A1's `content.remove`; jobs by id). */
export function contentOf(t: TargetRow): {
  kind: Exclude<AdminTargetType, 'license' | 'review' | 'report' | 'quotation_offer'>;
  key: string;
} | null {
  switch (t.type) {
    case 'job':
      return { kind: 'job', key: String(t.id) };
    case 'service':
      return { kind: t.sub_kind === 'request' ? 'service_request' : 'service_post', key: t.key };
    case 'gallery':
      return { kind: 'service_gallery', key: t.key };
    case 'organization':
    case 'group':
    case 'ad':
      return { kind: t.type, key: t.key };
    default:
      return null;
  }
}

/**
 * Where a case's history is kept in the audit log besides the case itself: the content (the admin
 * module records a removal under the content's slug) and the owner's account (a suspension).
 */
function relatedAudit(t: TargetRow | undefined): [AdminTargetType, string][] {
  if (!t) return [];
  const list: [AdminTargetType, string][] = [];
  const content = contentOf(t);
  if (content) list.push([content.kind, t.type === 'job' ? (t.key.split('/').pop() ?? t.key) : t.key]);
  if (t.owner_slug) list.push(['user', t.owner_slug]);
  return list;
}

/**
 * Abuse reports (spec §7 Admin, "abuse reports"): anyone signed in reports a person, an organization
 * or a piece of content; reports of one target form one case (the moderator's item), and the
 * administrator's answer closes every open report of it, tells each reporter the outcome and, when
 * something was done to it, its owner.
 */
export class AbuseReportsService {
  private throttle: Throttle;

  constructor(
    private deps: AppDeps,
    private ports: LazyPorts,
  ) {
    this.throttle = new Throttle(deps.redis, deps.clock, deps.keyPrefix);
  }

  /**
   * `{userType}/{slug}` is the reporter: an individual's own slug, or an organization the caller is
   * in (it is named to the moderator). Anything else is 404, as if it did not exist.
   */
  async reporterOf(auth: AuthContext, userType: 'individual' | 'organization', slug: string) {
    if (auth.role === userType && auth.slug === slug) return { orgId: null };
    if (userType === 'organization' && auth.role !== 'super-admin') {
      const access = await this.ports().organizations.authorize(slug, auth.userId, 'member');
      return { orgId: access.org.id };
    }
    throw notFound('Profile not found.');
  }

  async report(
    auth: AuthContext,
    from: { userType: 'individual' | 'organization'; slug: string },
    type: AbuseTargetType,
    body: AbuseReportBody,
  ): Promise<{ message: string; data: MyAbuseReportView }> {
    const as = await this.reporterOf(auth, from.userType, from.slug);
    const target = await targets.byKey(this.deps.db, type, body.target);
    if (!target || target.removed) throw invalid({ target: `There is no such ${WORD[type]} to report.` });
    if (target.owner_id === auth.userId || (as.orgId !== null && target.organization_id === as.orgId))
      throw invalid({ target: 'You cannot report your own profile or content.' });
    await this.throttle.assertUnder(REPORT_LIMIT, `user:${auth.userId}`, 'You have sent many reports.');
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const c = await repo.openCase(
        tx,
        type,
        target.id,
        `r${randomUUID().replace(/-/g, '').slice(0, 25)}`,
        now,
      );
      const inserted = await repo.insertReport(tx, {
        case_id: c.id,
        reporter_user_id: auth.userId,
        reported_as_org_id: as.orgId,
        reason: body.reason,
        details: body.details,
        created_at: now,
        updated_at: now,
      });
      if (!inserted) throw conflict('You have already reported this. We will tell you the outcome.');
      return { ...inserted, case_uid: c.uid };
    });
    await this.throttle.hit(REPORT_LIMIT, `user:${auth.userId}`);
    return {
      message: 'Thank you. Your report is with our moderators; we will tell you the outcome.',
      data: toMyReport({ ...row, target_type: type, target_id: target.id, total: 1 }, target),
    };
  }

  /**
   * GET {type}/{slug}/report: the reports the caller filed (an organization: those filed for it by
   * any of its members), newest first, each with its outcome once a moderator has decided.
   */
  async mine(
    auth: AuthContext,
    userType: 'individual' | 'organization',
    slug: string,
    q: { page: number; perPage?: number; pageSize?: number; status?: AbuseReportStatus },
  ): Promise<Page<MyAbuseReportView>> {
    const as = await this.reporterOf(auth, userType, slug);
    const perPage = q.perPage ?? q.pageSize ?? 10;
    const who = as.orgId !== null ? { orgId: as.orgId } : { userId: auth.userId };
    const rows = await repo.reportsBy(this.deps.db, who, q.status, perPage, (q.page - 1) * perPage);
    const contexts = await this.contexts(rows.map((r) => ({ type: r.target_type, id: r.target_id })));
    const kept = await this.keptTargets(
      rows.filter((r) => !contexts.has(`${r.target_type}:${r.target_id}`)).map((r) => r.case_uid),
    );
    return pageOf(
      rows.map((r) => toMyReport(r, contexts.get(`${r.target_type}:${r.target_id}`), kept.get(r.case_uid))),
      rows[0]?.total ?? 0,
      q.page,
      perPage,
    );
  }

  /** The targets of many reports, one query per type. */
  async contexts(list: { type: AbuseTargetType; id: number }[]) {
    const byType = new Map<AbuseTargetType, number[]>();
    for (const x of list) byType.set(x.type, [...(byType.get(x.type) ?? []), x.id]);
    const out = new Map<string, TargetRow>();
    for (const [type, ids] of byType)
      for (const [id, row] of await targets.byIds(this.deps.db, type, [...new Set(ids)]))
        out.set(`${type}:${id}`, row);
    return out;
  }

  /**
   * What the decisions recorded of targets whose rows are gone (a removal deletes most content for
   * good): the title and key kept in the case's audit entry, or, for decisions recorded before the
   * entry kept them, in the removal's own entry. By case uid; one read, plus one per older case.
   */
  async keptTargets(caseUids: string[]): Promise<Map<string, KeptTarget>> {
    const out = new Map<string, KeptTarget>();
    if (!caseUids.length) return out;
    const { auditLog } = this.ports();
    const entries = await auditLog.forTargets('report', caseUids);
    for (const e of entries) {
      const title = e.details.target_title;
      if (out.has(e.target_key) || typeof title !== 'string') continue;
      const key = e.details.target_key;
      out.set(e.target_key, { title, key: typeof key === 'string' ? key : null });
    }
    for (const uid of caseUids) {
      if (out.has(uid)) continue;
      const content = entries.find((e) => e.target_key === uid && e.details.content)?.details.content as
        | { kind?: AdminTargetType; key?: string }
        | undefined;
      if (!content?.kind || !content.key) continue;
      const removal = (await auditLog.forTarget(content.kind, content.key, 20)).find(
        (e) => e.action === 'remove' && typeof e.details.title === 'string',
      );
      if (removal) out.set(uid, { title: removal.details.title as string, key: null });
    }
    return out;
  }

  /** GET admin/{type}/report-list: one item per target, open ones by priority. */
  async groups(type: AbuseTargetType | 'all', q: AbuseReportListQuery) {
    const perPage = q.perPage ?? q.pageSize ?? 10;
    const rows = await repo.cases(this.deps.db, {
      type,
      status: q.status,
      limit: perPage,
      offset: (q.page - 1) * perPage,
    });
    const contexts = await this.contexts(
      rows.map((r) => ({ type: r.target_type as AbuseTargetType, id: r.target_id })),
    );
    const kept = await this.keptTargets(
      rows.filter((r) => !contexts.has(`${r.target_type}:${r.target_id}`)).map((r) => r.uid),
    );
    return pageOf(
      rows.map((r) => toGroup(r, contexts.get(`${r.target_type}:${r.target_id}`), kept.get(r.uid))),
      rows[0]?.total ?? 0,
      q.page,
      perPage,
    );
  }

  /** A case by its uid, or by the id of one of its reports (`POST admin/{reportId}/action`). */
  private async caseOf(ref: string) {
    const found = /^\d{1,15}$/.test(ref)
      ? await repo.caseOfReport(this.deps.db, Number(ref))
      : await repo.caseByUid(this.deps.db, ref);
    if (!found) throw notFound('Report not found.');
    return found;
  }

  /** GET admin/{type}/report-list/{uid}: the item with every report and its audit history. */
  async group(type: AbuseTargetType | 'all', ref: string): Promise<AbuseReportGroupDetailView> {
    const c = await this.caseOf(ref);
    if (type !== 'all' && c.target_type !== type) throw notFound('Report not found.');
    const row = await repo.caseDetail(this.deps.db, c.id);
    if (!row) throw notFound('Report not found.');
    const target = (await targets.byIds(this.deps.db, c.target_type as AbuseTargetType, [c.target_id])).get(
      c.target_id,
    );
    const [reports, audit, kept] = await Promise.all([
      repo.reportsOf(this.deps.db, c.id),
      this.auditOf(c, target),
      target ? new Map<string, KeptTarget>() : this.keptTargets([c.uid]),
    ]);
    return Object.assign(toGroup(row, target, kept.get(c.uid)), { reports: reports.map(toEntry), audit });
  }

  /** The audit entries of the case and of its content (also content removed since), newest first. */
  async auditOf(c: CaseRow, target: TargetRow | undefined) {
    const { auditLog } = this.ports();
    const own = await auditLog.forTarget('report', c.uid, 50);
    const related = relatedAudit(target);
    for (const e of own) {
      const content = e.details.content as { kind?: AdminTargetType; key?: string } | undefined;
      if (content?.kind && content.key) related.push([content.kind, content.key]);
    }
    const seen = new Set<string>();
    const lists = await Promise.all(
      related
        .filter(([t, k]) => !seen.has(`${t}:${k}`) && seen.add(`${t}:${k}`))
        .map(([t, k]) => auditLog.forTarget(t, k, 50)),
    );
    return [own, ...lists]
      .flat()
      .filter((e, i, all) => all.findIndex((x) => x.id === e.id) === i)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  /**
   * POST admin/{reportId}/action: dismiss (no breach), reject (with the reason), remove the content
   * (`hide`: its module removes it, for good where nothing else depends on it, as the admin delete
   * calls do; the audit entry and the owner's notice come with the removal) or suspend the owner's
   * account (deactivated, signed out everywhere; PUT admin/user/{slug}/unsuspend lifts it). Every
   * open report of the target closes with the outcome, in one transaction with the audit entry and
   * the notices. The entry keeps the target's title and key, so the case still names what it was
   * about once the content is gone.
   */
  async act(admin: AuthContext, ref: string, body: AbuseReportActionBody) {
    const found = await this.caseOf(ref);
    const type = found.target_type as AbuseTargetType;
    if (found.status !== 'open') throw conflict('These reports are already decided.');
    if (!actionsFor(type, true).includes(body.action))
      throw invalid({ action: `A ${WORD[type]} cannot be handled with ${body.action}.` });
    const target = (await targets.byIds(this.deps.db, type, [found.target_id])).get(found.target_id);
    const ports = this.ports();
    const reason = body.reason ?? null;
    if (body.action === 'suspend') {
      if (!target?.owner_id || target.owner_role === 'super-admin')
        throw invalid({ action: 'There is no account to suspend for this.' });
      // Suspension runs in the auth module's own transaction (it also closes live sockets).
      await ports.auth.suspend(target.owner_id, reason);
    }
    const done = await this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockCase(tx, found.id);
      if (locked?.status !== 'open') throw conflict('These reports are already decided.');
      const content = body.action === 'hide' && target ? contentOf(target) : null;
      if (body.action === 'hide' && !content) throw invalid({ action: 'This cannot be removed.' });
      const removal = content
        ? await ports.content.remove(
            content.kind,
            content.key,
            { adminUserId: admin.userId, reason: reason ?? '' },
            tx,
          )
        : null;
      const now = this.deps.clock.now();
      const closed = await repo.closeCase(tx, found.id, {
        resolution: body.action,
        status: STATUS_OF[body.action],
        reason,
        adminUserId: admin.userId,
        now,
      });
      await ports.auditLog.record(tx, {
        adminUserId: admin.userId,
        action: body.action,
        targetType: 'report',
        targetKey: found.uid,
        reason,
        details: {
          target_type: type,
          target_key: target?.key ?? null,
          target_title: target?.title ?? null,
          reports: closed.length,
          ...(removal && content ? { content: { kind: content.kind, key: removal.removed.key } } : {}),
        },
      });
      if (body.action === 'suspend' && target?.owner_slug)
        await ports.auditLog.record(tx, {
          adminUserId: admin.userId,
          action: 'suspend',
          targetType: 'user',
          targetKey: target.owner_slug,
          reason,
          details: { report: found.uid },
        });
      const receipt = await ports.notifications.notify(tx, this.notices(admin, body, type, target, closed));
      return { receipt, removal };
    });
    ports.notifications.publish(done.receipt);
    await done.removal?.publish();
    return { message: 'Success', data: await this.group('all', found.uid) };
  }

  private notices(
    admin: AuthContext,
    body: AbuseReportActionBody,
    type: AbuseTargetType,
    target: TargetRow | undefined,
    closed: { reporter_user_id: number | null }[],
  ): NotifyInput[] {
    const title = target?.title ?? `the ${WORD[type]}`;
    const because = body.reason ? ` Reason: ${body.reason}` : '';
    const outcome: Record<AbuseAction, string> = {
      dismiss: `We reviewed your report about ${title} and found no breach of our rules.`,
      reject: `We reviewed your report about ${title} and took no action.`,
      hide: `${title} was removed after your report.`,
      suspend: `The account responsible for ${title} was suspended after your report.`,
    };
    const reporters = [
      ...new Set(closed.map((r) => r.reporter_user_id).filter((id): id is number => id !== null)),
    ];
    const notes: NotifyInput[] = reporters.map((userId) => ({
      userId,
      type: 'report.outcome',
      title:
        body.action === 'hide' || body.action === 'suspend'
          ? 'Action taken on your report'
          : 'Your report was reviewed',
      body: `${outcome[body.action]}${because}`,
      link: null,
      data: {
        outcome: STATUS_OF[body.action],
        target_type: type,
        target_key: target?.key ?? null,
        reason: body.reason ?? null,
      },
      actorUserId: admin.userId,
    }));
    // A removal tells the owner itself (the admin module's notice); a suspension is told here.
    if (body.action === 'suspend' && target?.owner_id)
      notes.push({
        userId: target.owner_id,
        type: 'moderation.decided',
        title: 'Your account is suspended',
        body: `An HCTL moderator suspended your account after reports about ${title}.${because}`,
        link: null,
        data: { action: 'suspend', target_type: type, target_key: target.key, reason: body.reason ?? null },
        actorUserId: admin.userId,
      });
    return notes;
  }
}
