import type { OrgItemView, orgItemBody } from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationRow, OrganizationsService } from '../organizations/organizations.service';
import { type ItemKind, orgItemsRepository as repo } from './org-items.repository';
import { toItem } from './org-profile.mapper';

export type { ItemKind } from './org-items.repository';

const LABEL: Record<ItemKind, string> = {
  volunteer: 'Volunteer program',
  community: 'Community',
  facility: 'Facility',
  research: 'Research',
  about_facility: 'About-facility entry',
};

type ItemBody = Partial<z.output<typeof orgItemBody>>;

/** Volunteers, communities, facilities, researches and about-facility entries: one engine, one table. */
export class OrgItemsService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
  ) {}

  list(kind: ItemKind, org: OrganizationRow) {
    return this.listFor(org.id, kind, false);
  }

  async listFor(orgId: number, kind: ItemKind, onlyVisible: boolean): Promise<OrgItemView[]> {
    return (await repo.listOfKind(this.deps.db, orgId, kind, onlyVisible)).map(toItem);
  }

  /** Every item of an organization in one query, grouped by kind (public profile). */
  async allFor(orgId: number, onlyVisible: boolean) {
    const rows = await repo.listAll(this.deps.db, orgId, onlyVisible);
    const by: Record<ItemKind, OrgItemView[]> = {
      volunteer: [],
      community: [],
      facility: [],
      research: [],
      about_facility: [],
    };
    for (const r of rows) by[r.kind].push(toItem(r));
    return by;
  }

  /**
   * Show by id: team members with the profile permission see any item; others only visible items of
   * live organizations. The route has no `:slug` and anyone may call it, so access is checked here.
   */
  async show(kind: ItemKind, id: number, viewer: AuthContext | null): Promise<OrgItemView> {
    const row = await repo.withOrganization(this.deps.db, kind, id);
    if (!row) throw notFound(`${LABEL[kind]} not found.`);
    if (viewer) {
      const allowed = await this.orgs.can(row.org.slug, viewer.userId, 'profile');
      if (allowed) return toItem(row.item);
    }
    const live = row.org.is_published && row.org.status === 'active' && !row.org.is_archived;
    if (!row.item.is_visible || !live) throw notFound(`${LABEL[kind]} not found.`);
    return toItem(row.item);
  }

  async create(kind: ItemKind, org: OrganizationRow, body: ItemBody & { title: string }) {
    const row = await repo.insert(this.deps.db, org.id, kind, body);
    return { message: `${LABEL[kind]} has been added successfully.`, data: toItem(row) };
  }

  async update(kind: ItemKind, org: OrganizationRow, id: number, body: ItemBody) {
    const row = await repo.update(this.deps.db, org.id, kind, id, body);
    if (!row) throw notFound(`${LABEL[kind]} not found.`);
    return { message: `${LABEL[kind]} has been updated successfully.`, data: toItem(row) };
  }

  async toggle(kind: ItemKind, org: OrganizationRow, id: number) {
    const row = await repo.toggleVisible(this.deps.db, org.id, kind, id);
    if (!row) throw notFound(`${LABEL[kind]} not found.`);
    return {
      message: row.is_visible ? `${LABEL[kind]} is now visible.` : `${LABEL[kind]} is now hidden.`,
      data: toItem(row),
    };
  }

  async remove(kind: ItemKind, org: OrganizationRow, id: number) {
    if (!(await repo.remove(this.deps.db, org.id, kind, id))) throw notFound(`${LABEL[kind]} not found.`);
    return { message: `${LABEL[kind]} has been deleted successfully.`, data: null };
  }
}
