import type { currentPlan, PlanView } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { toPlanView } from './plans.mapper';
import { type PlanRow, plansRepository as repo } from './plans.repository';

export type { PlanRow };

type Audience = 'individual' | 'organization';
/** Whose subscription: an organization's, else the user's. */
export type SubscriberRef = { userId?: number; organizationId?: number };
export type ActiveSubscription = Awaited<ReturnType<typeof repo.activeSubscription>>;

/** The plans on offer and the one each payer is on; billing changes them. */
export class PlansService {
  constructor(
    private deps: AppDeps,
    private organizations: OrganizationsService,
  ) {}

  async list(audience?: Audience): Promise<PlanView[]> {
    return (await repo.list(this.deps.db, audience)).map(toPlanView);
  }

  async show(plan: string): Promise<PlanView[] | PlanView> {
    if (plan === 'individual' || plan === 'organization') return this.list(plan);
    const row = await repo.bySlug(this.deps.db, plan);
    if (!row?.is_active) throw notFound('Plan not found.');
    return toPlanView(row);
  }

  /** An active plan by id or slug (checkout and plan changes address plans both ways). */
  async find(ref: string): Promise<PlanRow> {
    const row = /^\d+$/.test(ref)
      ? await repo.byId(this.deps.db, Number(ref))
      : await repo.bySlug(this.deps.db, ref);
    if (!row?.is_active) throw notFound('Plan not found.');
    return row;
  }

  /** A plan by id, offered or not (a scheduled change names it); `db` may be a transaction. */
  byId(id: number, db: Executor = this.deps.db): Promise<PlanRow | null> {
    return repo.byId(db, id);
  }

  /** The audience's Basic Plan: where a payer without a subscription is. `db` may be a transaction. */
  basic(audience: Audience, db: Executor = this.deps.db) {
    return repo.basic(db, audience);
  }

  /** The subscription in force (active or past due) with its plan; `db` may be a transaction. */
  activeSubscription(owner: SubscriberRef, db: Executor = this.deps.db): Promise<ActiveSubscription> {
    return repo.activeSubscription(db, owner);
  }

  /**
   * The plan in force: an organization's (by ?slug, or the organization account's first one)
   * or the individual's; with no active subscription it is that audience's Basic Plan.
   */
  async current(auth: AuthContext, slug?: string): Promise<z.infer<typeof currentPlan>> {
    let owner: SubscriberRef = { userId: auth.userId };
    let audience: Audience = 'individual';
    if (slug) {
      // The slug is optional and comes in the query (jobs also ask with their route's slug): checked here.
      const { org } = await this.organizations.authorize(slug, auth.userId, 'member');
      owner = { organizationId: org.id };
      audience = 'organization';
    } else if (auth.role === 'organization') {
      const [first] = await this.organizations.list(auth.userId, 'active');
      owner = first ? { organizationId: first.id } : owner;
      audience = 'organization';
    }
    const active = await repo.activeSubscription(this.deps.db, owner);
    if (active) {
      // A downgrade the payer chose waits for the period's end (billing's `change`): say so.
      const next = active.sub.next_plan_id ? await repo.byId(this.deps.db, active.sub.next_plan_id) : null;
      return Object.assign(toPlanView(active.plan), {
        start_date: iso(active.sub.start_date),
        billing_method_id: active.sub.billing_method_id,
        transaction_id: active.sub.transaction_id,
        ends_at: iso(active.sub.ends_at),
        next_plan: next ? { name: next.name, slug: next.slug } : null,
        changes_at: next ? iso(active.sub.ends_at) : null,
      });
    }
    const basic = await repo.basic(this.deps.db, audience);
    if (!basic) throw notFound('Plan not found.');
    return Object.assign(toPlanView(basic), {
      start_date: null,
      billing_method_id: null,
      transaction_id: null,
      ends_at: null,
      next_plan: null,
      changes_at: null,
    });
  }
}
