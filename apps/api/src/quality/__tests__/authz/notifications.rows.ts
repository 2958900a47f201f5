import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { A_ONLY, SIGNED_IN } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

/** A fresh notification of A's (plain, or a real pending invitation of the other organization's). */
async function freshOfA(w: World, invitation: boolean) {
  const svc = w.ctx.app.modules.notifications.services.notifications;
  const other = w.users.otherOwner!;
  const receipt = await w.ctx.db.transaction(async (tx) => {
    if (!invitation)
      return svc.notify(tx, [{ userId: w.A.id, type: 'connection.accepted', title: 'Matrix notification' }]);
    await tx
      .delete(schema.orgInvitations)
      .where(
        and(
          eq(schema.orgInvitations.organization_id, other.orgId!),
          eq(schema.orgInvitations.email, w.A.email),
        ),
      );
    const [role] = await tx
      .insert(schema.orgRoles)
      .values({
        organization_id: other.orgId!,
        name: `Matrix ${Math.random().toString(36).slice(2, 8)}`,
        permissions: [],
      })
      .returning();
    const [inv] = await tx
      .insert(schema.orgInvitations)
      .values({ organization_id: other.orgId!, email: w.A.email, role_id: role.id, invited_by: other.id })
      .returning();
    return svc.notify(tx, [
      {
        userId: w.A.id,
        type: 'organization.invitation',
        title: 'Elsewhere Clinic invited you to join their team',
        data: { invitation_id: inv.id },
      },
    ]);
  });
  return receipt.ids[0];
}

/** Accepting joins the other organization: A leaves it again so later rows see the world as built. */
const leaveOther = async (w: World) => {
  await w.ctx.db
    .delete(schema.organizationUsers)
    .where(
      and(
        eq(schema.organizationUsers.organization_id, w.users.otherOwner!.orgId!),
        eq(schema.organizationUsers.user_id, w.A.id),
      ),
    );
};

/** Rows of the notifications module's routes, spread into TABLE. */
export const NOTIFICATIONS_ROWS: Record<string, Row> = {
  'GET /api/v1/:role/:slug/notifications': {
    expect: A_ONLY,
    call: (w) => ({ params: { role: 'individual', slug: w.A.slug }, query: '?take=5' }),
  },
  'GET /api/v1/latest-notifications/:role/:id': {
    expect: A_ONLY,
    call: (w) => ({ params: { role: 'individual', id: w.A.id } }),
  },
  'PUT /api/v1/:role/:user/notification/:id/accept': {
    expect: A_ONLY,
    call: async (w) => ({ params: { role: 'individual', user: w.A.slug, id: await freshOfA(w, true) } }),
    after: leaveOther,
  },
  'PUT /api/v1/:role/:user/notification/:id/reject': {
    expect: A_ONLY,
    call: async (w) => ({ params: { role: 'individual', user: w.A.slug, id: await freshOfA(w, true) } }),
  },
  // Each caller marks their own notifications read ('all' has no owner to refuse).
  'PUT /api/v1/clear-notifications/:x': { expect: SIGNED_IN, call: () => ({ params: { x: 'all' } }) },
  'DELETE /api/v1/individual/:slug/notification/delete/:id': {
    expect: A_ONLY,
    call: async (w) => ({ params: { slug: w.A.slug, id: await freshOfA(w, false) } }),
  },
  'GET /api/v1/notification-preferences': { expect: SIGNED_IN },
  'PUT /api/v1/notification-preferences': {
    expect: SIGNED_IN,
    call: () => ({
      body: {
        preferences: [{ type: 'group.comment', in_app: true, email: false }],
        digest: { frequency: 'daily', hour: 9, time_zone: 'America/Chicago' },
      },
    }),
  },
};
