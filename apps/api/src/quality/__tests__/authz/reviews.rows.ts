import { schema } from '@hctl/db';
import { applied } from '../../../modules/reviews/__tests__/reviews.fixtures';
import { A_ONLY_INDIVIDUAL, ADMIN, ORG, PUBLIC } from './outcomes';
import type { Row } from './table';
import type { Actor, World } from './world';

let basisId = 1_000_000;
/**
 * A fresh published review straight into the table (each actor's call acts on its own): by O about
 * A, or by A about O. A quotation basis with its own number keeps them apart under the unique index.
 */
async function review(w: World, about: 'A' | 'O', extra: Partial<typeof schema.reviews.$inferInsert> = {}) {
  const A = w.A.id;
  const O = w.O.orgId!;
  const [r] = await w.ctx.db
    .insert(schema.reviews)
    .values({
      author_key: about === 'A' ? `org:${O}` : `user:${A}`,
      target_key: about === 'A' ? `user:${A}` : `org:${O}`,
      author_user_id: about === 'A' ? w.O.id : A,
      author_organization_id: about === 'A' ? O : null,
      target_user_id: about === 'A' ? A : null,
      target_organization_id: about === 'A' ? null : O,
      basis: 'quotation',
      basis_id: ++basisId,
      rating: 4,
      review: 'A review written for the authorization matrix.',
      published_at: new Date(),
      ...extra,
    })
    .returning();
  return r.id;
}

const orgActors: Actor[] = ['orgOwner', 'memberWith', 'memberWithout'];
const pending = () => ({
  objection: 'Not true.',
  objection_status: 'pending' as const,
  objection_at: new Date(),
});

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/**
 * One route serves both kinds of profile (`/:role/:slug/…`): the rows call it for individual A (the
 * owner's and the author's calls) or for organization O (creating and listing); the other kind is
 * covered by reviews.test.ts.
 */
export const REVIEWS_ROWS: Record<string, Row> = {
  'POST /api/v1/:role/:slug/rating-review': {
    // Whoever hires for O may review a person who applied to it: a fresh applicant per call.
    expect: '401 403 403 403 ok ok 403 403 403',
    call: async (w, actor) => {
      const person = await w.make.person();
      const u = await w.ctx.db.query.users.findFirst({ where: (x, { eq }) => eq(x.slug, person) });
      await applied(w.ctx, w.O, { id: u!.id, slug: person, email: u!.email, password: '' });
      return {
        params: { role: 'individual', slug: person },
        body: {
          rating: 4,
          review: 'Came prepared to the interview.',
          ...(orgActors.includes(actor) ? { organization_slug: w.slug } : {}),
        },
      };
    },
  },
  'GET /api/v1/:role/:slug/rating-review/listing': {
    expect: PUBLIC,
    call: (w) => ({ params: { role: 'organization', slug: w.slug }, query: '?order_by=highest&rating=5' }),
  },
  'GET /api/v1/individual/:slug/rating-review/objection-list': {
    expect: A_ONLY_INDIVIDUAL,
    call: (w) => ({ params: { slug: w.A.slug } }),
  },
  'GET /api/v1/admin/rating-review/objections': { expect: ADMIN },
  'PUT /api/v1/:role/:slug/rating-review/:id/flag': {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => ({
      params: { role: 'individual', slug: w.A.slug, id: await review(w, 'A') },
      body: { reason: 'Check' },
    }),
  },
  'PUT /api/v1/:role/:slug/rating-review/:id/objection': {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => ({
      params: { role: 'individual', slug: w.A.slug, id: await review(w, 'A') },
      body: { objection: 'This never happened; please remove it.' },
    }),
  },
  // Update and delete: `{role}/{slug}` is the author; here O, writing about A. A role with a hiring
  // permission edits what O wrote (memberWithout's has none).
  'PUT /api/v1/:role/:slug/rating-review/:id/update': {
    expect: ORG,
    call: async (w) => ({
      params: { role: 'organization', slug: w.slug, id: await review(w, 'A') },
      body: { rating: 2 },
    }),
  },
  'DELETE /api/v1/:role/:slug/rating-review/:id/delete': {
    expect: ORG,
    call: async (w) => ({ params: { role: 'organization', slug: w.slug, id: await review(w, 'A') } }),
  },
  'PUT /api/v1/:role/:slug/rating-review/objection/approval': {
    expect: ADMIN,
    call: async (w) => ({
      params: { role: 'individual', slug: w.A.slug },
      body: { review_id: await review(w, 'A', pending()), status: 'approved' },
    }),
  },
  'PUT /api/v1/:role/:slug/rating-review/:id/objection/approval': {
    expect: ADMIN,
    call: async (w) => ({
      params: { role: 'organization', slug: w.slug, id: await review(w, 'O', pending()) },
      body: { status: 'rejected' },
    }),
  },
};
