import type { orgItemBody } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { toItem } from './org-profile.mapper';

export type ItemKind = 'volunteer' | 'community' | 'facility' | 'research' | 'about_facility';
const t = schema.orgItems;
const LABEL: Record<ItemKind, string> = {
  volunteer: 'Volunteer program',
  community: 'Community',
  facility: 'Facility',
  research: 'Research',
  about_facility: 'About-facility entry',
};

/** Volunteers, communities, facilities, researches and about-facility entries: one engine, one table. */
export class OrgItemsService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
  ) {}

  async list(kind: ItemKind, slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    return this.listFor(org.id, kind, false);
  }

  async listFor(orgId: number, kind: ItemKind, onlyVisible: boolean) {
    const rows = await this.deps.db
      .select()
      .from(t)
      .where(
        and(eq(t.organization_id, orgId), eq(t.kind, kind), onlyVisible ? eq(t.is_visible, true) : undefined),
      )
      .orderBy(asc(t.id));
    return rows.map(toItem);
  }

  /** Every item of an organization in one query, grouped by kind (public profile). */
  async allFor(orgId: number, onlyVisible: boolean) {
    const rows = await this.deps.db
      .select()
      .from(t)
      .where(and(eq(t.organization_id, orgId), onlyVisible ? eq(t.is_visible, true) : undefined))
      .orderBy(asc(t.id));
    const by: Record<ItemKind, ReturnType<typeof toItem>[]> = {
      volunteer: [],
      community: [],
      facility: [],
      research: [],
      about_facility: [],
    };
    for (const r of rows) by[r.kind].push(toItem(r));
    return by;
  }

  /** Show by id: team members with the profile permission see any item; others only visible items of live organizations. */
  async show(kind: ItemKind, id: number, viewer: AuthContext | null) {
    const [row] = await this.deps.db
      .select({ item: t, org: schema.organizations })
      .from(t)
      .innerJoin(schema.organizations, eq(schema.organizations.id, t.organization_id))
      .where(and(eq(t.id, id), eq(t.kind, kind)))
      .limit(1);
    if (!row) throw notFound(`${LABEL[kind]} not found.`);
    if (viewer) {
      const allowed = await this.orgs.can(row.org.slug, viewer.userId, 'profile');
      if (allowed) return toItem(row.item);
    }
    const live = row.org.is_published && row.org.status === 'active' && !row.org.is_archived;
    if (!row.item.is_visible || !live) throw notFound(`${LABEL[kind]} not found.`);
    return toItem(row.item);
  }

  async create(
    kind: ItemKind,
    slug: string,
    userId: number,
    body: Partial<z.output<typeof orgItemBody>> & { title: string },
  ) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    const [row] = await this.deps.db
      .insert(t)
      .values({ ...body, kind, organization_id: org.id })
      .returning();
    return { message: `${LABEL[kind]} has been added successfully.`, data: toItem(row) };
  }

  async update(kind: ItemKind, slug: string, userId: number, id: number, body: Record<string, unknown>) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    const [row] = await this.deps.db
      .update(t)
      .set({ ...body, updated_at: sql`now()` })
      .where(and(eq(t.id, id), eq(t.kind, kind), eq(t.organization_id, org.id)))
      .returning();
    if (!row) throw notFound(`${LABEL[kind]} not found.`);
    return { message: `${LABEL[kind]} has been updated successfully.`, data: toItem(row) };
  }

  async toggle(kind: ItemKind, slug: string, userId: number, id: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    const [row] = await this.deps.db
      .update(t)
      .set({ is_visible: not(t.is_visible), updated_at: sql`now()` })
      .where(and(eq(t.id, id), eq(t.kind, kind), eq(t.organization_id, org.id)))
      .returning();
    if (!row) throw notFound(`${LABEL[kind]} not found.`);
    return {
      message: row.is_visible ? `${LABEL[kind]} is now visible.` : `${LABEL[kind]} is now hidden.`,
      data: toItem(row),
    };
  }

  async remove(kind: ItemKind, slug: string, userId: number, id: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    const rows = await this.deps.db
      .delete(t)
      .where(and(eq(t.id, id), eq(t.kind, kind), eq(t.organization_id, org.id)))
      .returning({ id: t.id });
    if (!rows.length) throw notFound(`${LABEL[kind]} not found.`);
    return { message: `${LABEL[kind]} has been deleted successfully.`, data: null };
  }
}
