import type { Executor } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/slug';
import { toOrganizationSummary } from './organizations.mapper';
import { type OrganizationRow, organizationsRepository as repo } from './organizations.repository';

export class OrganizationsService {
  constructor(private deps: AppDeps) {}

  createForOwner(tx: Executor, ownerId: number, companyName: string) {
    return repo.insert(tx, { slug: uniqueSlug(companyName), company_name: companyName, owner_id: ownerId });
  }

  async list(userId: number, filter: 'all' | 'active' | 'archived', search?: string) {
    const rows = await repo.listForUser(this.deps.db, userId, filter, search);
    return rows.map((o) => toOrganizationSummary(o, userId));
  }

  /** The organization if the user owns it or belongs to it; otherwise 404, never 403. */
  async accessible(slug: string, userId: number): Promise<OrganizationRow> {
    const org = await repo.bySlug(this.deps.db, slug);
    if (!org) throw notFound('Organization not found.');
    if (org.owner_id === userId) return org;
    if (await repo.membership(this.deps.db, org.id, userId)) return org;
    throw notFound('Organization not found.');
  }

  async show(slug: string, userId: number) {
    return toOrganizationSummary(await this.accessible(slug, userId), userId);
  }

  async assigned(userId: number) {
    const rows = await repo.assignedTo(this.deps.db, userId);
    return rows.map((r) => ({ ...toOrganizationSummary(r.org, userId), role_name: r.role_name }));
  }

  async archive(id: number, userId: number, archived?: boolean) {
    const org = await repo.byId(this.deps.db, id);
    if (!org || org.owner_id !== userId) throw notFound('Organization not found.');
    const next = archived ?? !org.is_archived;
    const [row] = await repo.setArchived(this.deps.db, id, next);
    return {
      message: next ? 'Organization archived successfully!' : 'Organization restored successfully!',
      data: toOrganizationSummary(row, userId),
    };
  }
}
