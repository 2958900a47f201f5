import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { makeUser } from '../../../../test/context';
import { INDIVIDUAL, MEMBER, ORG, PUBLIC, SIGNED_IN } from './outcomes';
import type { Row } from './table';
import type { World } from './world';

/**
 * A published organization to follow (O itself stays unpublished: other rows expect outsiders to be
 * told it does not exist). One per world.
 */
const followable = new WeakMap<World, Promise<string>>();
function liveOrg(w: World) {
  let p = followable.get(w);
  if (!p) {
    p = (async () => {
      const u = await makeUser(w.ctx, { role: 'organization', company: 'Followable Care', approved: true });
      await w.ctx.db
        .update(schema.organizations)
        .set({ is_published: true })
        .where(eq(schema.organizations.id, u.orgId!));
      return u.orgSlug!;
    })();
    followable.set(w, p);
  }
  return p;
}

export const RECOMMENDATIONS_ROWS: Record<string, Row> = {
  'GET /api/v1/individual/recommended-jobs': {
    expect: INDIVIDUAL,
    call: () => ({ query: '?licensed_for=1' }),
  },
  'GET /api/v1/recommended-jobs': { expect: PUBLIC },
  'GET /api/v1/recommended-service-post': { expect: PUBLIC },
  'GET /api/v1/recommended-service-gallery': { expect: PUBLIC },
  // The organization form: any member of O (the individual form is A's own, as favourites).
  'GET /api/v1/:role/:slug/recommended/service-post': {
    expect: MEMBER,
    call: (w) => ({ params: { role: 'organization', slug: w.slug } }),
  },
  'GET /api/v1/:role/:slug/recommended/service-gallery': {
    expect: MEMBER,
    call: (w) => ({ params: { role: 'organization', slug: w.slug } }),
  },
  'GET /api/v1/groups/recommended-groups': { expect: SIGNED_IN },
  'GET /api/v1/recommended-groups': { expect: PUBLIC },
  'GET /api/v1/individual/latest-advertisement': { expect: INDIVIDUAL },
  'GET /api/v1/individual/followed-organizations': { expect: INDIVIDUAL },
  'GET /api/v1/organization/:slug/follow': {
    expect: PUBLIC,
    call: async (w) => ({ params: { slug: await liveOrg(w) } }),
  },
  'POST /api/v1/organization/:slug/follow': {
    expect: INDIVIDUAL,
    call: async (w) => ({ params: { slug: await liveOrg(w) } }),
  },
  'DELETE /api/v1/organization/:slug/follow': {
    expect: INDIVIDUAL,
    call: async (w) => ({ params: { slug: await liveOrg(w) } }),
  },
  'GET /api/v1/organization/:slug/dashboard': { expect: ORG, call: () => ({ query: '?tz=UTC' }) },
};
