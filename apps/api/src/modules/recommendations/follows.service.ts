import type { FollowedOrganizationsQuery, FollowedOrganizationsView, FollowStateView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { forbidden, notFound } from '../../lib/errors';
import { pageOf, withTotal } from '../../lib/pagination';
import { toFollowed } from './recommendations.mapper';
import { recommendationsRepository as repo } from './recommendations.repository';

/**
 * Individuals following organizations (issue 19): follow and unfollow are idempotent (a second click
 * answers the same state), so double clicks and retries never double a follower.
 */
export class FollowsService {
  constructor(private deps: AppDeps) {}

  private async liveOrg(slug: string) {
    const id = await repo.liveOrganization(this.deps.db, slug);
    // Unpublished, deactivated and archived organizations are not there for outsiders.
    if (id === null) throw notFound('Organization not found.');
    return id;
  }

  private onlyIndividuals(auth: AuthContext) {
    if (auth.role !== 'individual') throw forbidden('Only individuals follow organizations.');
  }

  async state(slug: string, auth: AuthContext | null): Promise<FollowStateView> {
    const orgId = await this.liveOrg(slug);
    return repo.followState(this.deps.db, auth?.userId ?? null, orgId);
  }

  async follow(slug: string, auth: AuthContext): Promise<FollowStateView> {
    this.onlyIndividuals(auth);
    const orgId = await this.liveOrg(slug);
    await repo.follow(this.deps.db, auth.userId, orgId);
    return repo.followState(this.deps.db, auth.userId, orgId);
  }

  async unfollow(slug: string, auth: AuthContext): Promise<FollowStateView> {
    this.onlyIndividuals(auth);
    const orgId = await this.liveOrg(slug);
    await repo.unfollow(this.deps.db, auth.userId, orgId);
    return repo.followState(this.deps.db, auth.userId, orgId);
  }

  async followed(auth: AuthContext, q: FollowedOrganizationsQuery): Promise<FollowedOrganizationsView> {
    const db = this.deps.db;
    const page = await repo.followed(db, auth.userId, q.perPage, (q.page - 1) * q.perPage);
    const { total } = await withTotal(page, q.page, () => repo.followedCount(db, auth.userId));
    return pageOf(page.map(toFollowed), Number(total), q.page, q.perPage);
  }
}
