import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { toPlanView } from './plans.mapper';
import { plansRepository as repo } from './plans.repository';

export class PlansService {
  constructor(
    private deps: AppDeps,
    private organizations: OrganizationsService,
  ) {}

  async list(audience?: 'individual' | 'organization') {
    return (await repo.list(this.deps.db, audience)).map(toPlanView);
  }

  async show(plan: string) {
    if (plan === 'individual' || plan === 'organization') return this.list(plan);
    const row = await repo.bySlug(this.deps.db, plan);
    if (!row?.is_active) throw notFound('Plan not found.');
    return toPlanView(row);
  }

  /**
   * The plan in force: an organization's (by ?slug, or the organization account's first one)
   * or the individual's; with no active subscription it is that audience's Basic Plan.
   */
  async current(auth: AuthContext, slug?: string) {
    let owner: { userId?: number; organizationId?: number } = { userId: auth.userId };
    let audience: 'individual' | 'organization' = 'individual';
    if (slug) {
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
      return {
        ...toPlanView(active.plan),
        start_date: iso(active.sub.start_date),
        billing_method_id: active.sub.billing_method_id,
        transaction_id: active.sub.transaction_id,
      };
    }
    const basic = await repo.basic(this.deps.db, audience);
    if (!basic) throw notFound('Plan not found.');
    return { ...toPlanView(basic), start_date: null, billing_method_id: null, transaction_id: null };
  }
}
