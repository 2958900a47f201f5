import type { QuotationSide } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { OrgAccess } from '../../kit/context';
import { AppError, notFound } from '../../lib/errors';
import type { OrganizationsService } from '../organizations/organizations.service';
import { type QuotationRow, quotationsRepository as repo } from './quotations.repository';

/** The caller's place in a quotation: the side they act for, and the organization when it is one. */
export interface QuotationAccess {
  quotation: QuotationRow;
  side: QuotationSide;
  userId: number;
  /** The organization the caller acts for (its `services` permission), or null for their own side. */
  orgId: number | null;
}

const NOT_FOUND = 'Quotation not found.';

/**
 * Who may see and act in a quotation: each side's person, or for an organization side its owner and
 * the members whose role holds the `services` permission. Everyone else is told it does not exist
 * (404), a member without the permission gets 403, and a draft is its author's side's alone.
 */
export class QuotationAccessService {
  constructor(
    private deps: AppDeps,
    private organizations: Pick<OrganizationsService, 'authorizeById'>,
  ) {}

  /** The organization the caller acts for (404 outsider, 403 without the `services` permission). */
  async actFor(orgId: number, userId: number, db: Executor = this.deps.db): Promise<OrgAccess> {
    return this.organizations.authorizeById(orgId, userId, 'services', db);
  }

  /** The caller's side of quotation `id`; `lock` reads it FOR UPDATE inside that transaction. */
  async side(id: number, userId: number, lock?: Executor): Promise<QuotationAccess> {
    const quotation = lock ? await repo.lock(lock, id) : await repo.byId(this.deps.db, id);
    if (!quotation) throw notFound(NOT_FOUND);
    return this.sideIn(quotation, userId, lock);
  }

  async sideIn(
    quotation: QuotationRow,
    userId: number,
    db: Executor = this.deps.db,
  ): Promise<QuotationAccess> {
    // The other side learns of a quotation once it is sent: a draft is looked up on its author's side only.
    const only = quotation.status === 'draft' ? quotation.created_side : null;
    const found = await this.find(quotation, userId, db, only);
    return { quotation, userId, ...found };
  }

  /** Whether the caller may act for the organization (owner, or a member with `services`); never throws. */
  async actsFor(orgId: number, userId: number, db: Executor = this.deps.db): Promise<boolean> {
    return this.actFor(orgId, userId, db).then(
      () => true,
      () => false,
    );
  }

  private async find(q: QuotationRow, userId: number, db: Executor, only: QuotationSide | null) {
    if (q.buyer_user_id === userId && only !== 'provider') return { side: 'buyer' as const, orgId: null };
    if (q.provider_user_id === userId && only !== 'buyer') return { side: 'provider' as const, orgId: null };
    let refused: AppError | null = null;
    for (const [side, orgId] of [
      ['buyer', q.buyer_org_id],
      ['provider', q.provider_org_id],
    ] as const) {
      if (orgId === null || (only !== null && side !== only)) continue;
      try {
        await this.actFor(orgId, userId, db);
        return { side, orgId };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.statusCode === 403) refused = err;
      }
    }
    if (refused) throw refused;
    throw notFound(NOT_FOUND);
  }
}
