import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { makePdf, PNG } from '../../../../test/fixtures';
import { A_ONLY_INDIVIDUAL, ORG, PUBLIC } from './outcomes';
import type { Row } from './table';
import type { Actor, World } from './world';

/** An unlicensed category of the seeded taxonomy (anyone may offer services in it). */
const staffing = async (w: World) =>
  (
    await w.ctx.db
      .select({ id: schema.serviceCategories.id })
      .from(schema.serviceCategories)
      .where(eq(schema.serviceCategories.slug, 'medical-staffing'))
  )[0].id;

const body = async (w: World, extra: Record<string, unknown> = {}) => ({
  title: 'Matrix staffing service',
  description: 'Per diem nurses for clinics, booked within a day of the request.',
  category: await staffing(w),
  tags: ['staffing'],
  is_remote: 1,
  get_quote: 1,
  ...extra,
});

type Owner = { role: 'individual' | 'organization'; path: string };
const ownerBase = (w: World, o: Owner) =>
  o.role === 'individual' ? `/individual/${w.A.slug}/${o.path}` : `/organization/${w.slug}/${o.path}`;
const ownerActor = (o: Owner): Actor => (o.role === 'individual' ? 'individualA' : 'orgOwner');

/** A fresh service of A or O made through the API with one photo (or one PDF); its slug and that item's id. */
async function fresh(w: World, o: Owner, what: 'media' | 'document' = 'media') {
  const data = await w.upload(
    `${ownerBase(w, o)}/create`,
    ownerActor(o),
    {
      title: 'Matrix service',
      description: 'A service of the authorization matrix, with one photo or document.',
      category: String(await staffing(w)),
      tags: 'matrix',
      is_remote: '1',
      get_quote: '1',
      ...(o.path === 'service-gallery' ? { is_draft: '1' } : {}),
    },
    what === 'media'
      ? { field: 'media', name: 'photo.png', data: PNG, type: 'image/png' }
      : { field: 'document', name: 'brochure.pdf', data: makePdf(['Brochure']), type: 'application/pdf' },
  );
  return { slug: data.service.slug as string, itemId: data.service[what][0].id as number };
}

/** One service per world and owner kind, for the rows that read or edit without removing it. */
const kept = new WeakMap<World, Map<string, Promise<{ slug: string; itemId: number }>>>();
function keptOf(w: World, o: Owner, tag = '') {
  let m = kept.get(w);
  if (!m) {
    m = new Map();
    kept.set(w, m);
  }
  const key = `${o.role}:${o.path}:${tag}`;
  let p = m.get(key);
  if (!p) {
    p = fresh(w, o);
    m.set(key, p);
  }
  return p;
}

/** Rows of the services module's own routes (promotions and analytics: services-promotions.rows.ts). */
export const SERVICES_ROWS: Record<string, Row> = {
  'GET /api/v1/feature-services': { expect: PUBLIC, call: () => ({ query: '?type=service_post&perPage=3' }) },
  'GET /api/v1/service-post/:serviceSlug/show': {
    expect: PUBLIC,
    call: async (w) => ({
      // Its own service: the archive row toggles the kept one.
      params: {
        serviceSlug: (await keptOf(w, { role: 'organization', path: 'service-post' }, 'public')).slug,
      },
    }),
  },
  'GET /api/v1/service-request/:serviceSlug/show': {
    expect: PUBLIC,
    call: async (w) => ({
      params: {
        serviceSlug: (await keptOf(w, { role: 'individual', path: 'service-request' }, 'public')).slug,
      },
    }),
  },
  'GET /api/v1/service-gallery/:serviceSlug/show': {
    expect: PUBLIC,
    call: async (w) => {
      const { slug } = await keptOf(w, { role: 'organization', path: 'service-gallery' }, 'public');
      // Published without paying for it: the matrix is about who may read, not about promotion.
      await w.ctx.db.update(schema.services).set({ is_draft: false }).where(eq(schema.services.slug, slug));
      return { params: { serviceSlug: slug } };
    },
  },
  'GET /api/v1/sub-categories/:id': { expect: PUBLIC, call: () => ({ params: { id: 'telehealth' } }) },
};

const OWNERS: (Owner & { expect: string })[] = [
  { role: 'individual', path: 'service-post', expect: A_ONLY_INDIVIDUAL },
  { role: 'individual', path: 'service-request', expect: A_ONLY_INDIVIDUAL },
  { role: 'organization', path: 'service-post', expect: ORG },
  { role: 'organization', path: 'service-request', expect: ORG },
  { role: 'organization', path: 'service-gallery', expect: ORG },
];
for (const o of OWNERS) {
  const prefix = `/api/v1/${o.role}/:slug/${o.path}`;
  const slug = (w: World) => (o.role === 'individual' ? w.A.slug : w.slug);
  const gallery = o.path === 'service-gallery';
  SERVICES_ROWS[`GET ${prefix}`] = {
    expect: o.expect,
    call: (w) => ({ params: { slug: slug(w) }, query: '?status=all&perPage=5' }),
  };
  SERVICES_ROWS[`GET ${prefix}/:serviceSlug/show`] = {
    expect: o.expect,
    call: async (w) => ({ params: { slug: slug(w), serviceSlug: (await keptOf(w, o)).slug } }),
  };
  SERVICES_ROWS[`POST ${prefix}/create`] = {
    expect: o.expect,
    call: async (w) => ({ params: { slug: slug(w) }, body: await body(w, gallery ? { is_draft: 1 } : {}) }),
  };
  SERVICES_ROWS[`POST ${prefix}/:serviceSlug/update`] = {
    expect: o.expect,
    call: async (w) => ({
      params: { slug: slug(w), serviceSlug: (await keptOf(w, o)).slug },
      body: gallery
        ? {
            title: 'Matrix gallery',
            tags: ['matrix'],
            health_care_sector: 'Staffing',
            eligibility: 'Clinics',
          }
        : { title: 'Matrix service, updated', is_remote: 1 },
    }),
  };
  // Archive toggles (archived, then restored by the next allowed caller): the kept service serves.
  SERVICES_ROWS[`${gallery ? 'PUT' : 'POST'} ${prefix}/archive`] = {
    expect: o.expect,
    call: async (w) => ({ params: { slug: slug(w) }, query: `?slug=${(await keptOf(w, o)).slug}` }),
  };
  SERVICES_ROWS[`DELETE ${prefix}/delete`] = {
    expect: o.expect,
    call: async (w) => ({ params: { slug: slug(w) }, query: `?slug=${(await fresh(w, o)).slug}` }),
  };
  for (const what of ['media', 'document'] as const)
    SERVICES_ROWS[`DELETE ${prefix}/${what}/:id/delete`] = {
      expect: o.expect,
      call: async (w) => ({ params: { slug: slug(w), id: (await fresh(w, o, what)).itemId } }),
    };
}
