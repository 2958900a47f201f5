import { type Executor, schema } from '@hctl/db';
import { desc, eq } from 'drizzle-orm';

const { jobInvitations: inv, jobs: j, organizations: o, users: u } = schema;

/** Invitations to apply for a job, sent by an organization to a professional. */
export const invitationsRepository = {
  insert: (db: Executor, values: typeof inv.$inferInsert) => db.insert(inv).values(values),

  ofOrganization: (db: Executor, orgId: number) =>
    db
      .select({
        id: inv.id,
        created_at: inv.created_at,
        job: { slug: j.slug, title: j.title },
        person: { slug: u.slug, first_name: u.first_name, last_name: u.last_name },
      })
      .from(inv)
      .innerJoin(j, eq(j.id, inv.job_id))
      .innerJoin(u, eq(u.id, inv.user_id))
      .where(eq(j.organization_id, orgId))
      .orderBy(desc(inv.created_at))
      .limit(500),

  ofUser: (db: Executor, userId: number) =>
    db
      .select({
        id: inv.id,
        message: inv.message,
        created_at: inv.created_at,
        job: { slug: j.slug, title: j.title, status: j.status },
        org: { slug: o.slug, company_name: o.company_name },
      })
      .from(inv)
      .innerJoin(j, eq(j.id, inv.job_id))
      .innerJoin(o, eq(o.id, j.organization_id))
      .where(eq(inv.user_id, userId))
      .orderBy(desc(inv.created_at)),
};
