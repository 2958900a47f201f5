import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext, makeUser } from '../../../../test/context';
import { seedDemoNotifications } from '../../../seed/demo-notifications';

describe('demo notifications', () => {
  it('gives the demo nurse and clinic a few notifications, once', async () => {
    const ctx = await createTestContext();
    const nurse = await makeUser(ctx);
    const clinic = await makeUser(ctx, { role: 'organization', company: 'Riverside Clinic' });
    await ctx.db.update(schema.users).set({ email: 'nurse@hctl.test' }).where(eq(schema.users.id, nurse.id));
    await ctx.db
      .update(schema.users)
      .set({ email: 'clinic@hctl.test' })
      .where(eq(schema.users.id, clinic.id));
    await seedDemoNotifications(ctx.db);
    await seedDemoNotifications(ctx.db);
    const rows = await ctx.db.select().from(schema.notifications);
    expect(rows.filter((r) => r.user_id === nurse.id).map((r) => r.read_at === null)).toEqual([false, true]);
    expect(rows.filter((r) => r.user_id === clinic.id && r.organization_id === clinic.orgId)).toHaveLength(2);
  });
});
