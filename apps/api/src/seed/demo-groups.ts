import { type Database, schema } from '@hctl/db';

const HOUR = 3_600_000;

/**
 * Demo groups for the screens: a public group of Nora's with a feed (text posts, a poll with votes,
 * comments, a reply, reactions), and a private group of Theo's that Nora belongs to, with post
 * approval on and a post waiting for review. Counters are written to match the rows. Runs once
 * (skipped when Nora's group exists).
 */
export async function seedDemoGroups(db: Database) {
  const nurse = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'nurse@hctl.test') });
  const theo = await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, 'therapist@hctl.test') });
  if (!nurse || !theo) return;
  if (await db.query.groups.findFirst({ where: (g, { eq: e }) => e(g.slug, 'icu-nurses-of-texas') })) return;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);

  await db.transaction(async (tx) => {
    const [icu] = await tx
      .insert(schema.groups)
      .values({
        slug: 'icu-nurses-of-texas',
        name: 'ICU Nurses of Texas',
        description:
          'Critical care nurses across Texas: protocols, night-shift tips, certifications and job leads. Be kind, keep patient details out.',
        rules: 'No patient identifiers. No recruiting spam. Cite sources for clinical claims.',
        category: 'Nursing',
        location: 'Texas',
        privacy: 'public',
        owner_id: nurse.id,
        member_count: 2,
        post_count: 3,
        created_at: at(24 * 30),
      })
      .returning();
    const [rt] = await tx
      .insert(schema.groups)
      .values({
        slug: 'respiratory-therapy-circle',
        name: 'Respiratory Therapy Circle',
        description: 'A closed circle for respiratory therapists to discuss cases and ventilator practice.',
        category: 'Respiratory therapy',
        location: 'Austin, TX',
        privacy: 'private',
        post_approval: true,
        owner_id: theo.id,
        member_count: 2,
        post_count: 1,
        created_at: at(24 * 20),
      })
      .returning();
    await tx.insert(schema.groupMembers).values([
      { group_id: icu.id, user_id: nurse.id, role: 'owner', status: 'active', joined_at: at(24 * 30) },
      { group_id: icu.id, user_id: theo.id, role: 'member', status: 'active', joined_at: at(24 * 10) },
      { group_id: rt.id, user_id: theo.id, role: 'owner', status: 'active', joined_at: at(24 * 20) },
      { group_id: rt.id, user_id: nurse.id, role: 'member', status: 'active', joined_at: at(24 * 5) },
    ]);

    const [welcome, poll, tip] = await tx
      .insert(schema.groupPosts)
      .values([
        {
          group_id: icu.id,
          author_id: nurse.id,
          description: 'Welcome! Introduce yourself: where you work and your favourite night-shift snack.',
          created_at: at(72),
          reaction_count: 1,
          comment_count: 2,
        },
        {
          group_id: icu.id,
          author_id: nurse.id,
          kind: 'poll' as const,
          question: 'Which shift pattern do you prefer?',
          poll_closes_at: new Date(now + 5 * 24 * HOUR),
          created_at: at(30),
          vote_count: 1,
        },
        {
          group_id: icu.id,
          author_id: theo.id,
          description:
            'Tip: prone positioning checklists cut our pressure injuries in half. Happy to share ours.',
          created_at: at(6),
          reaction_count: 1,
          comment_count: 0,
        },
      ])
      .returning();
    const [o12] = await tx
      .insert(schema.groupPollOptions)
      .values([
        { post_id: poll.id, label: '3 × 12 hours', position: 0, vote_count: 1 },
        { post_id: poll.id, label: '5 × 8 hours', position: 1 },
        { post_id: poll.id, label: 'Mixed', position: 2 },
      ])
      .returning();
    await tx.insert(schema.groupPollVotes).values({ post_id: poll.id, user_id: theo.id, option_id: o12.id });
    await tx.insert(schema.groupReactions).values([
      { post_id: welcome.id, user_id: theo.id, type: 'celebrate' },
      { post_id: tip.id, user_id: nurse.id, type: 'insightful' },
    ]);
    const [hello] = await tx
      .insert(schema.groupComments)
      .values({
        post_id: welcome.id,
        author_id: theo.id,
        body: 'Theo, RT at St. David’s. Trail mix, always.',
        created_at: at(70),
        reply_count: 1,
      })
      .returning();
    await tx.insert(schema.groupComments).values({
      post_id: welcome.id,
      parent_id: hello.id,
      author_id: nurse.id,
      body: 'Welcome Theo!',
      created_at: at(69),
    });

    await tx.insert(schema.groupPosts).values([
      {
        group_id: rt.id,
        author_id: theo.id,
        description: 'Case review Thursday: weaning a COPD patient off high-flow. Bring your protocols.',
        created_at: at(12),
      },
      {
        group_id: rt.id,
        author_id: nurse.id,
        description: 'Could someone share the hospital’s new HFNC flow chart?',
        status: 'pending' as const,
        created_at: at(2),
      },
    ]);
  });
}
