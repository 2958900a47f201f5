import { SPECIALTIES } from '@hctl/contracts';
import { SERVICE_CATEGORIES } from '@hctl/db';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';

const { call } = apiSuite();

describe('catalogue', () => {
  it('numbers the specialties from 1 in their order', async () => {
    const res = await call('GET', '/specialty');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Specialties.',
      data: SPECIALTIES.map((name, i) => ({ id: i + 1, name })),
    });
  });

  it('lists the seeded taxonomy in order, the five job pages first with their job category', async () => {
    const res = await call('GET', '/categories');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; job_category: string | null; category_id: number }[];
    expect(data.map((c) => c.id)).toEqual(SERVICE_CATEGORIES.map((c) => c.slug));
    expect(data.slice(0, 5).map((c) => c.job_category)).toEqual([
      'nursing',
      'physicians',
      'therapy',
      'medical',
      'finance',
    ]);
    expect(data.find((c) => c.id === 'home-health-care')).toMatchObject({
      title: 'Home Health Care',
      job_category: null,
      requires_license: true,
      license_types: expect.arrayContaining(['Registered Nurse (RN)', 'RN']),
    });
    expect(data.find((c) => c.id === 'medical-staffing')).toMatchObject({
      requires_license: false,
      license_types: [],
    });
    expect(SERVICE_CATEGORIES.filter((c) => !c.job_category).length).toBeGreaterThanOrEqual(10);
    for (const c of SERVICE_CATEGORIES) expect(c.subs.length).toBeGreaterThanOrEqual(4);
  });

  it('lists a category’s sub-categories by page slug or numeric id; 404 for an unknown one', async () => {
    const bySlug = await call('GET', '/sub-categories/telehealth');
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const subs = bySlug.json().data as { id: number; category_id: number; slug: string; name: string }[];
    expect(subs.map((s) => s.slug)).toEqual(
      SERVICE_CATEGORIES.find((c) => c.slug === 'telehealth')!.subs.map(([slug]) => slug),
    );
    const byId = await call('GET', `/sub-categories/${subs[0].category_id}`);
    expect(byId.json().data).toEqual(subs);
    const unknown = await call('GET', '/sub-categories/plumbing');
    expect(unknown.statusCode).toBe(404);
  });
});
