import type { AuthContext } from '../../plugins/auth';
import type { AccountsService } from '../accounts/accounts.service';
import type { SectionsService } from './sections.service';

/** The public profile: account fields and sections, each filtered by the owner's visibility rules. */
export class ProfileViewService {
  constructor(
    private accounts: AccountsService,
    private sections: SectionsService,
  ) {}

  async publicProfile(slug: string, viewer: AuthContext | null) {
    const base = await this.accounts.publicProfile(slug, viewer);
    const sections = await this.sections.publicSections(base.userId, base.visibility, base.isOwner);
    return { ...base.profile, ...sections, ...(base.isOwner ? { visibility: base.visibility } : {}) };
  }
}
