import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { lastMessage } from '../../../../test/context';
import { ORG, OWNER, PUBLIC } from './outcomes';
import type { Row } from './table';

const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.test`;

/** Routes of the team screen that are not in the spec (re-send, the invitation e-mail's link, transfer). */
export const ORG_TEAM_ROWS: Record<string, Row> = {
  'POST /api/v1/organization/:slug/user-invitation/:id/resend': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.orgInvite(unique('again')) } }),
  },
  // Anyone holding the e-mail's link (its signature) may read it: it is how a new person arrives.
  'GET /api/v1/organization-invitation/:id': {
    expect: PUBLIC,
    call: async (w) => {
      const email = unique('link');
      const id = await w.make.orgInvite(email);
      const link = new URL(/http\S+/.exec((await lastMessage(w.ctx, email, 'org-invitation'))!.text)![0]);
      return { params: { id }, query: link.search };
    },
  },
  // The owner's call hands the organization away: `after` gives it back for the rows that follow.
  'POST /api/v1/organization/:slug/transfer-ownership': {
    expect: OWNER,
    call: async (w) => ({ body: { member_id: await w.make.member() } }),
    after: async (w) => {
      const o = schema.organizations;
      const owner = w.users.orgOwner!;
      await w.ctx.db.update(o).set({ owner_id: owner.id }).where(eq(o.id, owner.orgId!));
      await w.ctx.db
        .delete(schema.organizationUsers)
        .where(
          and(
            eq(schema.organizationUsers.organization_id, owner.orgId!),
            eq(schema.organizationUsers.user_id, owner.id),
          ),
        );
    },
  },
};
