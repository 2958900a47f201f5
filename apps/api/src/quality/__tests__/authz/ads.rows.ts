import { schema } from '@hctl/db';
import { A_ONLY_INDIVIDUAL, ADMIN, ORG, PUBLIC } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
/** The click link answers everyone with its redirect. */
const REDIRECT = '302 302 302 302 302 302 302 302 302';

const day = (plus = 0) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
let made = 0;
/** A fresh ad of A or O, submitted for review (each actor's call gets its own, so none is refused as running). */
async function ad(w: World, owner: 'A' | 'O') {
  const [row] = await w.ctx.db
    .insert(schema.advertisements)
    .values({
      slug: `matrix-ad-${++made}-${w.ctx.id}`,
      user_id: owner === 'A' ? w.A.id : null,
      organization_id: owner === 'O' ? w.O.orgId! : null,
      title: `Matrix ad ${made}`,
      cta_url: 'https://matrix.example/',
      status: 'created',
      review_status: 'pending',
    })
    .returning();
  return row;
}

const promoteBody = (slug: string) => ({
  slug,
  placement: 'home-feed',
  starts_at: day(),
  ends_at: day(1),
  budget: 20,
  use_tokens: true,
});

/** Rows of the ads module's routes, spread into TABLE. */
export const ADS_ROWS: Record<string, Row> = {
  'GET /api/v1/advertisement/placements': { expect: PUBLIC },
  'GET /api/v1/advertisement/list': { expect: PUBLIC, call: () => ({ query: '?ad-placement=home-feed' }) },
  'GET /api/v1/advertisement/ad-list': { expect: PUBLIC, call: () => ({ query: '?page=1&pageSize=5' }) },
  'GET /api/v1/advertisement/:adSlug/click': {
    expect: REDIRECT,
    call: async (w) => ({ params: { adSlug: (await ad(w, 'O')).slug }, query: '?v=x&t=0&sig=bad' }),
  },
  'GET /api/v1/admin/advertisement/list': { expect: ADMIN },
  'PUT /api/v1/advertisement/:adSlug/status': {
    expect: ADMIN,
    call: async (w) => ({ params: { adSlug: (await ad(w, 'O')).slug }, body: { status: 'approved' } }),
  },
  'DELETE /api/v1/admin/advertisement/:adSlug/delete/:uid': {
    expect: ADMIN,
    call: async (w) => {
      const row = await ad(w, 'O');
      return { params: { adSlug: row.slug, uid: row.uid } };
    },
  },
};

// The spec's `{mode}/{slug}/…` routes serve both modes; the matrix calls them for organization O
// (its team), ads.test.ts covers the individual mode (own slug only).
ADS_ROWS['GET /api/v1/:mode/:slug/advertisements'] = {
  expect: ORG,
  call: (w) => ({ params: { mode: 'organization', slug: w.slug }, query: '?page=1' }),
};
ADS_ROWS['POST /api/v1/:mode/:slug/advertisement/create'] = {
  expect: ORG,
  call: (w) => ({
    params: { mode: 'organization', slug: w.slug },
    body: { title: 'Matrix draft ad', is_draft: true },
  }),
};
ADS_ROWS['POST /api/v1/:mode/:slug/advertisement/advertise/promote'] = {
  expect: ORG,
  call: async (w) => ({
    params: { mode: 'organization', slug: w.slug },
    body: promoteBody((await ad(w, 'O')).slug),
  }),
};
ADS_ROWS['GET /api/v1/:mode/:slug/advertisement/advertise/promote/quote'] = {
  expect: ORG,
  call: async (w) => ({
    params: { mode: 'organization', slug: w.slug },
    query: `?slug=${(await ad(w, 'O')).slug}&budget=20`,
  }),
};

for (const mode of ['individual', 'organization'] as const) {
  const expect = mode === 'individual' ? A_ONLY_INDIVIDUAL : ORG;
  const owner = mode === 'individual' ? 'A' : 'O';
  const slugOf = (w: World) => (mode === 'individual' ? w.A.slug : w.slug);
  ADS_ROWS[`GET /api/v1/${mode}/:slug/advertisement/:adSlug/show`] = {
    expect,
    call: async (w) => ({ params: { slug: slugOf(w), adSlug: (await ad(w, owner)).slug } }),
  };
  ADS_ROWS[`DELETE /api/v1/${mode}/:slug/advertisement/:adSlug/delete`] = {
    expect,
    call: async (w) => ({ params: { slug: slugOf(w), adSlug: (await ad(w, owner)).slug } }),
  };
}
