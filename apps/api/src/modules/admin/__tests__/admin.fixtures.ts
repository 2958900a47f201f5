import { schema } from '@hctl/db';
import { api, login, type MadeUser, makeUser, type TestContext } from '../../../../test/context';

let n = 0;
const tag = () => `${Date.now().toString(36)}${++n}`;

/** A super admin whose admin role holds only `permissions` (a role is assigned by the full admin). */
export async function limitedAdmin(ctx: TestContext, fullAdmin: string, permissions: string[]) {
  const call = api(ctx);
  const made = await makeUser(ctx, { role: 'super-admin' });
  const role = await call('POST', '/admin/admin-roles/create', fullAdmin, {
    role_name: `Only ${permissions.join(' ')} ${tag()}`,
    permissions,
  });
  if (role.statusCode !== 200) throw new Error(`role: ${role.body}`);
  const assigned = await call('POST', '/admin/assign-role-user', fullAdmin, {
    user_id: made.id,
    role_id: role.json().data.id,
  });
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.body}`);
  return login(ctx, made);
}

export async function makeJob(
  ctx: TestContext,
  org: MadeUser,
  o: { title?: string; status?: 'draft' | 'published' | 'archived' | 'closed'; slug?: string } = {},
) {
  const title = o.title ?? `Job ${tag()}`;
  const [job] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: org.orgId!,
      slug: o.slug ?? `job-${tag()}`,
      title,
      employment_type: 'full-time',
      description: 'A job for the admin tests.',
      status: o.status ?? 'published',
      published_at: new Date(),
    })
    .returning();
  return job;
}

export async function apply(ctx: TestContext, jobId: number, orgId: number, person: MadeUser) {
  await ctx.db.insert(schema.jobApplications).values({
    job_id: jobId,
    organization_id: orgId,
    user_id: person.id,
    first_name: 'Test',
    last_name: 'Applicant',
    email: person.email,
  });
}

export async function makeGroup(ctx: TestContext, owner: MadeUser, name = `Group ${tag()}`) {
  const [g] = await ctx.db
    .insert(schema.groups)
    .values({ slug: `group-${tag()}`, name, owner_id: owner.id, member_count: 1 })
    .returning();
  return g;
}

export async function makeService(
  ctx: TestContext,
  owner: MadeUser,
  kind: 'post' | 'request' | 'gallery',
  title = `Service ${tag()}`,
) {
  let [cat] = await ctx.db
    .select({ id: schema.serviceCategories.id })
    .from(schema.serviceCategories)
    .limit(1);
  if (!cat)
    [cat] = await ctx.db
      .insert(schema.serviceCategories)
      .values({ slug: `cat-${tag()}`, name: 'Admin test category', description: 'For the admin tests.' })
      .returning({ id: schema.serviceCategories.id });
  const [s] = await ctx.db
    .insert(schema.services)
    .values({
      kind,
      slug: `svc-${tag()}`,
      title,
      description: 'A service for the admin tests.',
      category_id: cat.id,
      ...(owner.orgId ? { organization_id: owner.orgId } : { user_id: owner.id }),
    })
    .returning();
  return s;
}

export async function makePayment(
  ctx: TestContext,
  ownerKey: `user:${number}` | `org:${number}`,
  cents: number,
  o: { status?: 'succeeded' | 'failed'; purpose?: 'job_promotion' | 'token_top_up'; at?: Date } = {},
) {
  await ctx.db.insert(schema.payments).values({
    owner_key: ownerKey,
    amount_cents: cents,
    purpose: o.purpose ?? 'job_promotion',
    description: 'Admin test payment',
    status: o.status ?? 'succeeded',
    gateway: 'test',
    idempotency_key: `admin-test-${tag()}`,
    created_at: o.at ?? new Date(),
  });
}

export { login, makeUser };
