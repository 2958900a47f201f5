import { schema } from '@hctl/db';
import { type SignedIn, signedIn, type TestContext } from '../../../../test/context';

/**
 * A new person, signed in, on organization `orgId`'s team with a role of their own: `name`, holding
 * `permissions`. Written straight into the tables, for tests about what such a member may do.
 */
export async function orgMember(
  ctx: TestContext,
  orgId: number,
  name: string,
  permissions: string[],
): Promise<SignedIn> {
  const [role] = await ctx.db
    .insert(schema.orgRoles)
    .values({ organization_id: orgId, name, permissions })
    .returning();
  const member = await signedIn(ctx);
  await ctx.db
    .insert(schema.organizationUsers)
    .values({ organization_id: orgId, user_id: member.id, role_id: role.id, role_name: name });
  return member;
}
