import type { IndividualPublicProfileView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import type { AccountsService } from '../accounts/accounts.service';
import type { AnalyticsPort } from '../analytics/analytics.port';
import { asVisibility } from './sections.mapper';
import { sectionsRepository } from './sections.repository';
import type { SectionsService } from './sections.service';

/** The public profile: account fields and sections, each filtered by the owner's visibility rules. */
export class ProfileViewService {
  constructor(
    private deps: AppDeps,
    private accounts: AccountsService,
    private sections: SectionsService,
    private analytics: AnalyticsPort,
  ) {}

  async publicProfile(slug: string, viewer: AuthContext | null): Promise<IndividualPublicProfileView> {
    // Visitors (most calls): one prepared query with every visible item. The owner, who also sees
    // hidden items and the settings, takes the two-query path below.
    const row = await sectionsRepository.publicProfile(this.deps.db, slug);
    if (row && viewer?.userId !== row.user.id) {
      const base = this.accounts.publicProfileOf(row, viewer);
      this.analytics.record({
        kind: 'profile_view',
        ownerKey: `user:${row.user.id}`,
        viewerUserId: viewer?.userId,
      });
      // Object.assign onto the fresh view (docs/architecture.md §2, mappers).
      return Object.assign(
        base.profile,
        this.sections.sectionsFrom(row.sections, this.sections.visibleTo(base.visibility)),
      );
    }
    const base = await this.accounts.publicProfile(slug, viewer);
    const sections = await this.sections.publicSections(base.userId, base.visibility, base.isOwner);
    if (!base.isOwner)
      this.analytics.record({
        kind: 'profile_view',
        ownerKey: `user:${base.userId}`,
        viewerUserId: viewer?.userId,
      });
    return Object.assign(
      base.profile,
      sections,
      base.isOwner ? { visibility: asVisibility(base.visibility) } : {},
    );
  }
}
