import { type Database, schema } from '@hctl/db';

const HOUR = 3_600_000;

/**
 * A few notifications so the demo bell is not empty: Nora has an unread interview invitation and
 * an older, read application update; Riverside Clinic's owner has two unread applicants to its ICU
 * job (gathered in the digest by their group key). Runs once (skipped when Nora has any).
 */
export async function seedDemoNotifications(db: Database) {
  const nurse = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'nurse@hctl.test') });
  const clinic = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'clinic@hctl.test') });
  if (!nurse || !clinic) return;
  if (await db.query.notifications.findFirst({ where: (n, { eq: e }) => e(n.user_id, nurse.id) })) return;
  const org = await db.query.organizations.findFirst({ where: (o, { eq: e }) => e(o.owner_id, clinic.id) });
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await db.insert(schema.notifications).values([
    {
      user_id: nurse.id,
      type: 'application.status',
      title: 'Riverside Clinic updated your application for ICU Registered Nurse — Nights',
      body: 'Status: shortlisted.',
      link: `/individual/${nurse.slug}/jobs`,
      actor_user_id: clinic.id,
      read_at: at(20),
      created_at: at(26),
    },
    {
      user_id: nurse.id,
      type: 'interview.invited',
      title: 'Riverside Clinic invited you to an interview for ICU Registered Nurse — Nights',
      body: 'video interview next Tuesday at 10:00 (America/Chicago).',
      link: `/individual/${nurse.slug}/jobs`,
      actor_user_id: clinic.id,
      created_at: at(3),
    },
    ...(org
      ? [1, 2].map((k) => ({
          user_id: clinic.id,
          organization_id: org.id,
          type: 'application.received',
          title:
            k === 1
              ? 'Nora Reyes applied for ICU Registered Nurse — Nights'
              : 'A new applicant applied for ICU Registered Nurse — Nights',
          link: `/organization/${org.slug}/applicants`,
          data: { group_title: 'new applicants to ICU Registered Nurse — Nights' },
          group_key: 'demo:icu-applicants',
          actor_user_id: k === 1 ? nurse.id : null,
          created_at: at(5 - k),
        }))
      : []),
  ]);
}
