import type {
  FavouriteListQuery,
  FavouriteListView,
  FavouriteMode,
  FavouriteSavedView,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext, OrgAccess } from '../../kit/context';
import { forbidden, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { OrganizationsService } from '../organizations/organizations.service';
import { toFavouriteView } from './favourites.mapper';
import { favouritesRepository as repo } from './favourites.repository';

/** Whose saved items a route names: an individual's own, or an organization's (any member). */
export type FavouriteOwner =
  | { role: 'individual'; auth: AuthContext }
  | { role: 'organization'; auth: AuthContext; access: OrgAccess };

/** billing's OwnerKey form: one column says whose a row is, whichever kind of owner. */
const keyOf = (o: FavouriteOwner) =>
  o.role === 'individual'
    ? { key: `user:${o.auth.userId}`, userId: o.auth.userId, orgId: null }
    : { key: `org:${o.access.org.id}`, userId: null, orgId: o.access.org.id };

const NOUN: Record<FavouriteMode, string> = {
  job: 'Job',
  service: 'Service',
  request: 'Service request',
  gallery: 'Gallery',
  profile: 'Profile',
  organization: 'Organization',
  group: 'Group',
};

/** Saved jobs, services, requests, galleries, profiles, organizations and groups (spec §7 Favourites). */
export class FavouritesService {
  constructor(
    private deps: AppDeps,
    private ports: { organizations: Pick<OrganizationsService, 'authorize'> },
  ) {}

  /**
   * Whose favourites `{role}[/{slug}]` names: an individual's own (other account types 403, other
   * people 404; no slug: the caller's), or an organization's, shared by all its members (outsiders 404).
   */
  async ownerFor(auth: AuthContext, role: FavouriteOwner['role'], slug?: string): Promise<FavouriteOwner> {
    if (role === 'organization') {
      if (!slug) throw notFound('Name the organization: organization/{slug}/favorites-listing.');
      return { role, auth, access: await this.ports.organizations.authorize(slug, auth.userId, 'member') };
    }
    if (auth.role !== 'individual') throw forbidden('This page is not available for your account type.');
    if (slug !== undefined && slug !== auth.slug) throw notFound('Profile not found.');
    return { role, auth };
  }

  /** The save button: saves, or unsaves what was saved; the answer says which state it ended in. */
  async toggle(owner: FavouriteOwner, mode: FavouriteMode, target: string) {
    const db = this.deps.db;
    const targetId = await repo.targetId(db, mode, target);
    // Unknown and not visible are one answer: the caller learns nothing about hidden items.
    if (targetId === null) throw notFound(`${NOUN[mode]} not found.`);
    const k = keyOf(owner);
    const saved = await db.transaction((tx) =>
      repo.toggle(tx, {
        ownerKey: k.key,
        userId: k.userId,
        orgId: k.orgId,
        mode,
        targetId,
        by: owner.auth.userId,
      }),
    );
    const data: FavouriteSavedView = { saved, mode, target_id: targetId };
    return { message: saved ? `${NOUN[mode]} saved.` : `${NOUN[mode]} removed from your favourites.`, data };
  }

  async list(owner: FavouriteOwner, q: FavouriteListQuery): Promise<FavouriteListView> {
    const perPage = q.perPage ?? 12;
    const rows = await repo.page(this.deps.db, {
      ownerKey: keyOf(owner).key,
      mode: q.filter === 'all' ? undefined : q.filter,
      limit: perPage,
      offset: (q.page - 1) * perPage,
    });
    return pageOf(rows.map(toFavouriteView), rows[0]?.total ?? 0, q.page, perPage);
  }
}
