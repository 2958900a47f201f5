import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, not, sql } from 'drizzle-orm';

const t = schema.orgItems;
export type OrgItemRow = typeof t.$inferSelect;
export type ItemKind = OrgItemRow['kind'];
type ItemFields = Partial<Omit<typeof t.$inferInsert, 'id' | 'kind' | 'organization_id'>>;

const ofOrg = (orgId: number, kind: ItemKind, id: number) =>
  and(eq(t.id, id), eq(t.kind, kind), eq(t.organization_id, orgId));

export const orgItemsRepository = {
  listOfKind: (db: Executor, orgId: number, kind: ItemKind, onlyVisible: boolean) =>
    db
      .select()
      .from(t)
      .where(
        and(eq(t.organization_id, orgId), eq(t.kind, kind), onlyVisible ? eq(t.is_visible, true) : undefined),
      )
      .orderBy(asc(t.id)),

  listAll: (db: Executor, orgId: number, onlyVisible: boolean) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.organization_id, orgId), onlyVisible ? eq(t.is_visible, true) : undefined))
      .orderBy(asc(t.id)),

  /** The item with its organization, for the public show pages (visibility depends on both). */
  async withOrganization(db: Executor, kind: ItemKind, id: number) {
    const [row] = await db
      .select({ item: t, org: schema.organizations })
      .from(t)
      .innerJoin(schema.organizations, eq(schema.organizations.id, t.organization_id))
      .where(and(eq(t.id, id), eq(t.kind, kind)))
      .limit(1);
    return row ?? null;
  },

  async insert(db: Executor, orgId: number, kind: ItemKind, values: ItemFields & { title: string }) {
    const [row] = await db
      .insert(t)
      .values({ ...values, kind, organization_id: orgId })
      .returning();
    return row;
  },

  async update(db: Executor, orgId: number, kind: ItemKind, id: number, values: ItemFields) {
    const [row] = await db
      .update(t)
      .set({ ...values, updated_at: sql`now()` })
      .where(ofOrg(orgId, kind, id))
      .returning();
    return row ?? null;
  },

  async toggleVisible(db: Executor, orgId: number, kind: ItemKind, id: number) {
    const [row] = await db
      .update(t)
      .set({ is_visible: not(t.is_visible), updated_at: sql`now()` })
      .where(ofOrg(orgId, kind, id))
      .returning();
    return row ?? null;
  },

  async remove(db: Executor, orgId: number, kind: ItemKind, id: number) {
    const rows = await db
      .delete(t)
      .where(ofOrg(orgId, kind, id))
      .returning({ id: t.id });
    return rows.length > 0;
  },
};
