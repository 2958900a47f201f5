import { beforeAll, describe, expect, it } from 'vitest';
import { newAxePage, newPage, seriousAxeViolations, signIn, withBrowser } from './browser';

const b = withBrowser();
/** A word no demo or other journey's service carries: this file's own services, found by search. */
const WORD = 'Quillwort';
const CREATED = 14;

async function token(email: string) {
  const res = await fetch(`${b.base}/api/v1/submit-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo12345' }),
  });
  const body = await res.json();
  return { token: body.data.api_token as string, slug: body.data.user.slug as string };
}

beforeAll(async () => {
  // More than one page (12) of remote training courses by the demo nurse, so "Load more" has work.
  const nurse = await token('nurse@hctl.test');
  const categories = (await (await fetch(`${b.base}/api/v1/categories`)).json()).data as {
    id: string;
    category_id: number;
  }[];
  const training = categories.find((c) => c.id === 'training-and-continuing-education')!;
  for (let i = 1; i <= CREATED; i++) {
    const res = await fetch(`${b.base}/api/v1/individual/${nurse.slug}/service-post/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${nurse.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `${WORD} workshop ${i}`,
        description: 'A hands-on workshop for clinical teams, with certificates of completion.',
        category: training.category_id,
        tags: ['workshop'],
        is_remote: 1,
        fixed_price: 40 + i,
      }),
    });
    expect(res.status).toBe(200);
  }
});

describe('public services pages', () => {
  it('lists services, narrows them with filters kept in the URL, and loads more without duplicates', async () => {
    const { context, page } = await newPage(b.browser, b.base);
    await page.goto('/services');
    await page.getByRole('heading', { name: 'Latest services' }).waitFor();
    expect(await page.title()).toBe('Health-care services marketplace | HCTL');
    await page.getByTestId('service-card').first().waitFor();

    // A search typed in the box lands in the URL (shareable) and narrows the list to this file's courses.
    await page.getByLabel('Search').fill(WORD);
    await page.waitForURL((u) => u.searchParams.get('search') === WORD);
    await page.waitForFunction(
      (w) =>
        [...document.querySelectorAll('[data-testid="services-list"] [data-testid="service-card"]')].every(
          (c) => c.textContent?.includes(w),
        ),
      WORD,
    );
    expect(await page.getByTestId('services-list').getByTestId('service-card').count()).toBe(12);
    await page.getByRole('button', { name: 'Load more services' }).click();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="services-list"] [data-testid="service-card"]').length === n,
      CREATED,
    );
    const hrefs = await page
      .getByTestId('services-list')
      .getByTestId('service-card')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(CREATED);
    // The last page: no further "Load more".
    expect(await page.getByRole('button', { name: 'Load more services' }).count()).toBe(0);

    // The same URL opened afresh gives the same list (the filter is in the query string only).
    await page.goto(`/services?search=${WORD}&is_remote=1`);
    await page.getByTestId('service-card').first().waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe(WORD);
    expect(await page.getByLabel('Remote only').isChecked()).toBe(true);

    // Category → sub-category, then remote only: an in-person home-care visit drops out.
    await page.goto('/services');
    await page.getByTestId('service-card').first().waitFor();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Home Health Care' });
    await page.waitForURL((u) => u.searchParams.has('category'));
    const home = page.getByTestId('service-card').filter({ hasText: 'Skilled nursing visits in Austin' });
    await home.waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="services-list"]')?.textContent?.includes('BLS and ACLS'),
    );
    expect(await page.getByTestId('services-list').textContent()).not.toContain(WORD);
    await page.getByLabel('Sub-category').selectOption({ label: 'Skilled nursing visits' });
    await page.waitForURL((u) => u.searchParams.has('sub_category'));
    await home.waitFor();
    await page.getByLabel('Remote only').check();
    await page.getByText('No services match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((u) => u.search === '');
    await page.getByTestId('service-card').first().waitFor();

    // Requests: the kind switch lists Riverside Clinic's request.
    await page.getByText('Service requests', { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'service_request');
    await page.getByTestId('service-card').filter({ hasText: 'Mobile phlebotomy partner wanted' }).waitFor();
    await context.close();
  });

  it('shows a service page with its provider and verified-license badge; visitors sign in to contact, members write to the provider', async () => {
    const { context, page } = await newPage(b.browser, b.base);
    await page.goto('/services?search=Skilled%20nursing');
    await page.getByRole('link', { name: /Skilled nursing visits in Austin/ }).click();
    await page.waitForURL('**/services/skilled-nursing-visits-in-austin');
    await page.getByRole('heading', { level: 1, name: 'Skilled nursing visits in Austin' }).waitFor();
    expect(await page.title()).toBe('Skilled nursing visits in Austin | HCTL');
    const provider = page.getByTestId('service-provider');
    expect(await provider.textContent()).toBe('Nora Reyes');
    expect(await provider.getAttribute('href')).toBe('/individual/nora-reyes/view-profile');
    expect(await page.getByTestId('provider-license').textContent()).toBe(
      'Verified license: Registered Nurse (RN), Texas Board of Nursing',
    );
    expect(await page.getByTestId('service-price').textContent()).toBe('$90 – $140');
    const signInLink = page.getByRole('link', { name: 'Sign in to contact' });
    expect(await signInLink.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/services/skilled-nursing-visits-in-austin')}`,
    );

    // A service whose category asks for no license shows no badge.
    await page.goto('/services/bls-and-acls-refresher-classes');
    await page.getByRole('heading', { level: 1, name: 'BLS and ACLS refresher classes' }).waitFor();
    expect(await page.getByTestId('provider-license').count()).toBe(0);

    // A shared link that lost its `?type=` still opens a request (slugs are unique across kinds).
    await page.goto('/services/mobile-phlebotomy-partner-wanted');
    await page.getByRole('heading', { level: 1, name: 'Mobile phlebotomy partner wanted' }).waitFor();

    // A missing service is a 404 page, not an error box.
    await page.goto('/services/no-such-service');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    // Riverside Clinic asks Nora: the message opens the clinic's conversation with her.
    await signIn(page, 'clinic@hctl.test', /dashboard|view-profile/);
    await page.goto('/services/skilled-nursing-visits-in-austin');
    await page.getByRole('button', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Nora Reyes' });
    await dialog.getByLabel('Message').fill('Could you cover two patients in Round Rock next week?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/organization\/riverside-clinic\/messages\?c=\d+/);
    await page.getByText('Could you cover two patients in Round Rock next week?').first().waitFor();
    await context.close();
  });

  it("lists a category's services and requests, each tab paged, with the category's own title", async () => {
    const { context, page } = await newPage(b.browser, b.base);
    await page.goto('/categories');
    await page.getByRole('link', { name: /Home Health Care/ }).click();
    await page.waitForURL('**/categories/home-health-care');
    await page.getByRole('heading', { level: 1, name: 'Home Health Care' }).waitFor();
    expect(await page.title()).toBe('Home Health Care | HCTL');
    const offered = page.getByTestId('category-services');
    await offered.getByRole('heading', { name: 'Services offered' }).waitFor();
    await offered
      .getByTestId('service-card')
      .filter({ hasText: 'Skilled nursing visits in Austin' })
      .waitFor();
    // A services-only category has no jobs tab.
    expect(await page.getByRole('tab', { name: 'Jobs' }).count()).toBe(0);

    // Training: this file's 14 courses fill more than one page of the Services tab.
    await page.goto('/categories/training-and-continuing-education?tab=services');
    await page.getByRole('tab', { name: 'Services', selected: true }).waitFor();
    await page.getByTestId('service-card').first().waitFor();
    expect(await page.getByTestId('service-card').count()).toBe(12);
    const first = await page.getByTestId('service-card').first().getAttribute('href');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.waitForFunction(
      (f) => document.querySelector('[data-testid="service-card"]')?.getAttribute('href') !== f,
      first,
    );
    const second = await page
      .getByTestId('service-card')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(second).not.toContain(first);
    expect(second.length).toBeGreaterThan(0);

    // Lab and diagnostics: Riverside Clinic's request under Service requests.
    await page.goto('/categories/lab-and-diagnostics');
    await page.getByRole('tab', { name: 'Service requests' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'requests');
    await page.getByTestId('service-card').filter({ hasText: 'Mobile phlebotomy partner wanted' }).waitFor();
    await context.close();
  });

  it('has no serious or critical axe violations, on a desktop and a phone', async () => {
    const found: Record<string, string[]> = {};
    for (const width of [1280, 375]) {
      const { context, page } = await newAxePage(b.browser, b.base, width);
      const check = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(path);
        await ready();
        found[`${path} @${width}`] = await seriousAxeViolations(page);
      };
      await check('/services', () => page.getByTestId('service-card').first().waitFor());
      await check('/services/skilled-nursing-visits-in-austin', () =>
        page.getByTestId('provider-license').waitFor(),
      );
      // The phone layout differs only on these two (folded filters, facts under the title).
      if (width < 1000) {
        await context.close();
        continue;
      }
      await check('/services?type=service_gallery', () => page.getByTestId('service-card').first().waitFor());
      await check('/categories', () => page.getByTestId('category-card').first().waitFor());
      await check('/categories/home-health-care', () => page.getByTestId('service-card').first().waitFor());
      await context.close();
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  });
});
