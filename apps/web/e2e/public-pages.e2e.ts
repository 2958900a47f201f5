import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiToken } from './api';
import { newAxePage, outbox, seriousAxeViolations, signIn, withBrowser } from './browser';

const b = withBrowser();
const JOB = '/organization/jobs/riverside-clinic/details/icu-registered-nurse-nights';

describe('accessibility', () => {
  it('has no serious or critical axe violations on the main pages, signed out and signed in', async () => {
    const { context, page } = await newAxePage(b.browser, b.base);
    const found: Record<string, string[]> = {};
    const check = async (path: string, ready: () => Promise<unknown>) => {
      if (path) await page.goto(path);
      await ready();
      found[path || page.url()] = await seriousAxeViolations(page);
    };
    await check('/', () => page.getByRole('heading', { name: 'Latest jobs' }).waitFor());
    await check('/login', () => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor());
    await check('/register', () => page.getByLabel('E-mail', { exact: true }).waitFor());
    await check(JOB, () =>
      page
        .getByRole('heading', { name: /ICU Registered Nurse/ })
        .first()
        .waitFor(),
    );
    await check('/organization/riverside-clinic/view-profile', () =>
      page.getByRole('heading', { name: 'Open jobs' }).waitFor(),
    );
    await check('/categories/nursing-jobs', () => page.getByTestId('job-card').first().waitFor());
    await signIn(page, 'clinic@hctl.test', /dashboard/);
    await check('', () => page.getByRole('heading').first().waitFor());
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'nurse@hctl.test', /dashboard/);
    await check('', () => page.getByRole('heading').first().waitFor());
    await context.close();
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  });
});

describe('keyboard', () => {
  it('skips to the content with the first Tab', async () => {
    const { context, page } = await newAxePage(b.browser, b.base);
    await page.goto('/about');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await context.close();
  });
});

describe('public pages a new visitor walks through', () => {
  it("lists a category's published jobs, linked to their pages, and hides sign-up from signed-in users", async () => {
    const { context, page } = await newAxePage(b.browser, b.base);
    await page.goto('/categories/nursing-jobs');
    const card = page.getByTestId('job-card').filter({ hasText: 'ICU Registered Nurse' });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(JOB);
    expect(await page.getByTestId('job-card').filter({ hasText: 'Physical Therapist' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Create my profile' }).waitFor();
    await signIn(page, 'nurse@hctl.test', /dashboard/);
    await page.goto('/categories/nursing-jobs');
    await card.waitFor();
    expect(await page.getByRole('link', { name: 'Create my profile' }).count()).toBe(0);
    await context.close();
  });

  it("shows an organization's open jobs on its public profile", async () => {
    const { context, page } = await newAxePage(b.browser, b.base);
    await page.goto('/organization/riverside-clinic/view-profile');
    const jobs = page.getByTestId('org-open-jobs');
    await jobs.getByRole('heading', { name: 'Open jobs' }).waitFor();
    const card = jobs.getByTestId('job-card').filter({ hasText: 'ICU Registered Nurse' });
    expect(await card.getAttribute('href')).toBe(JOB);
    await card.click();
    await page.waitForURL(`**${JOB}`);
    await context.close();
  });

  it('shows featured jobs in a carousel with named controls, and logos through the image route with a srcset', async () => {
    // Riverside Clinic (the demo organization whose jobs the home page shows) gets a logo.
    const token = await apiToken(b.base, 'clinic@hctl.test');
    const logo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('logo', new Blob([logo], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${b.base}/api/v1/organization/riverside-clinic/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    // One slide per view under 768 px, so there is always somewhere to move to.
    const context = await b.browser.newContext({ baseURL: b.base, viewport: { width: 700, height: 900 } });
    await context.addInitScript(() => {
      sessionStorage.setItem('overlay-shown', '1');
      sessionStorage.setItem('signin-modal-shown', '1');
    });
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured jobs' });
    await carousel.waitFor();
    // Paused first: on a slow machine the 5 s autoplay could move it before the first reading.
    await page.getByRole('button', { name: 'Pause: Featured jobs' }).click();
    await page.getByRole('button', { name: 'Play: Featured jobs' }).waitFor();
    await carousel.getByTestId('featured-job').first().focus();
    await page.keyboard.press('Home');
    await page.waitForFunction(() =>
      document
        .querySelector('[aria-roledescription="carousel"] [role="status"]')
        ?.textContent?.startsWith('Slide 1'),
    );
    const slides = carousel.getByRole('group');
    expect(await slides.count()).toBeGreaterThan(1);
    expect(await carousel.getByTestId('featured-job').count()).toBe(await slides.count());
    const status = carousel.getByRole('status');
    expect(await status.textContent()).toBe(`Slide 1 of ${await slides.count()}`);
    await carousel.getByRole('button', { name: 'Next: Featured jobs' }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('[aria-roledescription="carousel"] [role="status"]')
        ?.textContent?.startsWith('Slide 2'),
    );
    await carousel.getByRole('button', { name: 'Previous: Featured jobs' }).waitFor();
    // Arrow keys move it while focus is inside; focus also pauses autoplay.
    await carousel.getByTestId('featured-job').nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() =>
      document
        .querySelector('[aria-roledescription="carousel"] [role="status"]')
        ?.textContent?.startsWith('Slide 1'),
    );
    await page.getByRole('button', { name: 'Play: Featured jobs' }).click();
    await page.getByRole('button', { name: 'Pause: Featured jobs' }).waitFor();

    // The clinic's logo on its job card: resized by the image route, 1x and 2x, loaded.
    const card = carousel.getByTestId('featured-job').filter({ hasText: 'Riverside Clinic' }).first();
    await card.focus(); // brings its slide into view, where the logo starts loading
    const img = card.locator('img');
    await img.waitFor();
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );
    const info = await img.evaluate((el: HTMLImageElement) => {
      const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      el.dispatchEvent(menu);
      return {
        src: el.getAttribute('src'),
        srcset: el.srcset,
        current: el.currentSrc,
        menuBlocked: menu.defaultPrevented,
      };
    });
    expect(info.src).toMatch(/^\/api\/v1\/image\?url=%2Fapi%2Fv1%2Ffiles%2F\d+&w=48&q=75$/);
    expect(info.srcset).toMatch(/&w=48&q=75 1x, .*&w=96&q=75 2x$/);
    expect(info.menuBlocked).toBe(true);
    const served = await fetch(new URL(info.current, b.base), { headers: { accept: 'image/webp,*/*' } });
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    await context.close();
  });

  it('says the blog is coming soon when no BLOG_URL is set, from the header link', async () => {
    const { context, page } = await newAxePage(b.browser, b.base);
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('heading', { name: 'Our blog is coming soon' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blogs');
    expect(await page.getByRole('link', { name: 'Contact us' }).first().getAttribute('href')).toBe(
      '/contact-us',
    );
    await context.close();
  });

  it('makes the links of the development outbox clickable', async () => {
    const email = 'nurse@hctl.test';
    await fetch(`${b.base}/api/v1/password-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const message = await outbox(b.base, email, 'http');
    const url = /(https?:\/\/\S+)/.exec(message.text)![1].replace(/[.,;:!?)]+$/, '');
    const { context, page } = await newAxePage(b.browser, b.base);
    await page.goto(`/dev/outbox`);
    await page.getByLabel('Filter by recipient').fill(email);
    const link = page.getByTestId('outbox-link').filter({ hasText: url }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(url);
    await context.close();
  });
});
