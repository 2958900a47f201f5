import { schema } from '@hctl/db';
import { type MadeUser, signedIn, type TestContext } from '../../../../test/context';

let n = 0;

/** A published job of the organization and the person's application to it (what lets them review each other). */
export async function applied(ctx: TestContext, org: MadeUser, person: MadeUser, interview = false) {
  const [job] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: org.orgId!,
      slug: `review-job-${++n}`,
      title: `Charge nurse ${n}`,
      employment_type: 'full_time',
      description: 'Night shifts on a medical ward.',
      status: 'published',
    })
    .returning();
  const [application] = await ctx.db
    .insert(schema.jobApplications)
    .values({
      job_id: job.id,
      organization_id: org.orgId!,
      user_id: person.id,
      first_name: 'Test',
      last_name: 'Person',
      email: person.email,
    })
    .returning();
  if (interview)
    await ctx.db.insert(schema.interviews).values({
      application_id: application.id,
      organization_id: org.orgId!,
      schedule_date: new Date(),
      timezone: 'UTC',
      mode: 'video',
    });
  return job;
}

/** Two people connected (stored once per side, as the network module writes it). */
export const connect = (ctx: TestContext, a: MadeUser, b: MadeUser) =>
  ctx.db.insert(schema.connections).values([
    { user_id: a.id, peer_id: b.id },
    { user_id: b.id, peer_id: a.id },
  ]);

/** A completed quotation: the person buys the organization's service. */
export async function completedQuotation(ctx: TestContext, buyer: MadeUser, provider: MadeUser) {
  const [cat] = await ctx.db.select().from(schema.serviceCategories).limit(1);
  const [service] = await ctx.db
    .insert(schema.services)
    .values({
      kind: 'post',
      slug: `review-service-${++n}-${ctx.id}`,
      title: 'Wound care visits',
      description: 'Home visits by a wound care nurse.',
      category_id: cat.id,
      organization_id: provider.orgId!,
    })
    .returning();
  const [q] = await ctx.db
    .insert(schema.quotations)
    .values({
      kind: 'service',
      service_id: service.id,
      buyer_user_id: buyer.id,
      provider_org_id: provider.orgId!,
      created_side: 'buyer',
      status: 'completed',
    })
    .returning();
  return q.id;
}

/** People A and B and an approved organization O named `company`, each signed in. */
export async function twoPeopleAndAClinic(ctx: TestContext, company: string) {
  const A = await signedIn(ctx);
  const B = await signedIn(ctx);
  const O = await signedIn(ctx, { role: 'organization', company, approved: true });
  return { A, B, O };
}
