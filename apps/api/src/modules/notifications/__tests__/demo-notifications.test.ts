import { schema } from '@hctl/db';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../test/context';
import { seedDemo } from '../../../seed/demo';
import { seedDemoNotifications } from '../../../seed/demo-notifications';

describe('demo notifications', () => {
  it('tells the demo people of the demo hiring records, once, as the app would have', async () => {
    const ctx = await createTestContext();
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    await seedDemoNotifications(ctx.db);
    const rows = await ctx.db.select().from(schema.notifications).orderBy(schema.notifications.id);
    const people = await ctx.db.select().from(schema.users);
    const who = (id: number) => people.find((u) => u.id === id)?.email;
    const of = (email: string) => rows.filter((r) => who(r.user_id) === email);
    expect(of('nurse@hctl.test').map((r) => [r.type, r.read_at === null])).toEqual([
      ['job.invitation', true],
    ]);
    expect(of('therapist@hctl.test').map((r) => [r.type, r.read_at === null])).toEqual([
      ['application.status', false],
      ['interview.invited', true],
    ]);
    // The owner's, addressed to the organization and gathered per job for the digest (as the app does).
    const owner = of('clinic@hctl.test');
    expect(owner.map((r) => r.type)).toEqual(['application.received', 'application.received']);
    expect(
      owner.every((r) => r.organization_id !== null && /^job:\d+:applicants$/.test(r.group_key ?? '')),
    ).toBe(true);
    expect(new Set(owner.map((r) => r.group_key)).size).toBe(2);
  });
});
