import type {
  AdminOrganizationsQuery,
  AdminOrganizationView,
  ApprovalStatusBody,
  Page,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { pageOf } from '../../lib/pagination';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService } from '../outbox/outbox.service';
import { approvalMail } from './admin.emails';
import { toAdminOrganization } from './admin.mapper';
import type { AuditLogService } from './audit-log.service';

/** The super admin's review of organizations: who is waiting, and the decision that lets them in. */
export class AdminService {
  constructor(
    private deps: AppDeps,
    private orgs: Pick<OrganizationsService, 'reviewList' | 'decideApproval'>,
    private outbox: Pick<OutboxService, 'compose' | 'dispatch'>,
    private audit: AuditLogService,
  ) {}

  async listOrganizations(q: AdminOrganizationsQuery): Promise<Page<AdminOrganizationView>> {
    const { rows, total } = await this.orgs.reviewList(
      { status: q.approval_status, search: q.search || undefined },
      q.page,
      q.pageSize,
    );
    return pageOf(rows.map(toAdminOrganization), total, q.page, q.pageSize);
  }

  /** Approves or rejects; the owner is told either way, by mail written in the same transaction. */
  async decide(adminUserId: number, slug: string, body: ApprovalStatusBody) {
    const done = await this.deps.db.transaction(async (tx) => {
      const decided = await this.orgs.decideApproval(tx, slug, body.approval_status, body.comment ?? null);
      if (decided.changed)
        await this.audit.record(tx, {
          adminUserId,
          action: body.approval_status === 'approved' ? 'approve' : 'reject',
          targetType: 'organization',
          targetKey: decided.org.slug,
          reason: body.comment ?? null,
        });
      const mail = decided.changed
        ? await this.outbox.compose(tx, approvalMail(decided, this.deps.config.APP_URL))
        : null;
      return { decided, mail };
    });
    if (done.mail) await this.outbox.dispatch([done.mail]);
    const { org } = done.decided;
    return {
      message:
        org.approval_status === 'approved'
          ? `${org.company_name} is approved.`
          : `${org.company_name} is rejected.`,
      data: toAdminOrganization(done.decided),
    };
  }
}
