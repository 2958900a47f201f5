import { describe, expect, it } from 'vitest';
import { apiData, registerThroughApi } from './api';
import { bellReceives, newAxePage, newPage, seriousAxeViolations, signInAs, withBrowser } from './browser';
import { pdfFile } from './files';

const b = withBrowser();
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
// A pay no demo job has: the pay filter narrows the results to this run's job.
const PAY_FROM = 97;
const title = `ICU Nurse Boston ${stamp}`;

const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiData<T>(b.base, token, method, path, body);

/** The clinic publishes a fresh ICU job in Boston at a pay of its own (through the API). */
async function publishJob(token: string, jobTitle: string) {
  const created = await api<{ job: { slug: string } }>(
    token,
    'POST',
    '/organization/riverside-clinic/job/create',
    {
      title: jobTitle,
      category: 'nursing',
      specialty: 'Critical care',
      employment_type: 'full-time',
      shift: 'night',
      city: 'Boston',
      state: 'MA',
      pay_min: PAY_FROM,
      pay_max: PAY_FROM + 2,
      pay_period: 'hour',
      description:
        'ICU nurse for our Boston critical care unit: adult ICU patients, 1:2 ratio, strong support.',
      status: 'published',
    },
  );
  return created.job.slug;
}

describe('search', () => {
  it('a visitor searches with a typo, sees "Did you mean", filters by pay, opens the job and applies after signing up', async () => {
    const clinic = await signInAs(b.browser, b.base, 'clinic@hctl.test');
    const slug = await publishJob(clinic.token, title);
    await clinic.context.close();

    const { context, page } = await newPage(b.browser, b.base);
    await page.goto('/');
    // "/" focuses the header's search box from anywhere on the page.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const box = page.getByRole('searchbox', { name: 'Find jobs, services and people' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill('icu nurce boston');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'icu nurce boston');
    const dym = page.getByTestId('did-you-mean');
    await dym.getByRole('link', { name: 'icu nurse boston' }).waitFor();

    await page.getByRole('tab', { name: /^Jobs/ }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'jobs');
    await page.getByLabel('Pay from ($/hour)').fill(String(PAY_FROM));
    await page.getByRole('button', { name: 'Apply pay' }).click();
    await page.waitForURL((u) => u.searchParams.get('pay_min') === String(PAY_FROM));
    const hit = page.getByTestId('job-hit').filter({ hasText: title });
    await hit.waitFor();
    // The matched words are marked (from the server's ranges, as text).
    expect(await hit.locator('mark').count()).toBeGreaterThan(0);
    // Back returns to the search before the pay filter; Forward to it again.
    await page.goBack();
    await page.waitForURL(
      (u) => u.searchParams.get('pay_min') === null && u.searchParams.get('type') === 'jobs',
    );
    await page.goForward();
    await hit.waitFor();

    await hit.click();
    await page.waitForURL(`**/organization/jobs/riverside-clinic/details/${slug}`);
    await page.getByText('Sign in or create a free profile to apply.').waitFor();

    // Signs up (the account through the API, as the auth journey covers the form), then signs in from the job page.
    const email = `searcher-${stamp}@example.test`;
    const reg = await registerThroughApi(b.base, 'individual', {
      firstName: 'Sam',
      lastName: 'Searcher',
      email,
      password: 'Search2024x',
    });
    expect(reg.ok).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login?redirect=**');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Search2024x');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // A new account chooses what describes it first (the query of /login holds the job's path too).
    await page.waitForURL((u) => u.pathname.endsWith('/choose') || u.pathname.includes('/details/'));
    if (new URL(page.url()).pathname.endsWith('/choose')) {
      await page.getByText('Health-care professional').click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/dashboard');
      await page.goto(`/organization/jobs/riverside-clinic/details/${slug}`);
    }
    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
    await dialog
      .locator('input[type=file]')
      .setInputFiles(pdfFile('sam-cv.pdf', ['Sam Searcher, RN', 'ICU nurse']));
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText('Application sent').waitFor();
    await context.close();
  });

  // Theo rather than Nora: the notifications journey marks all of Nora's notifications read meanwhile.
  it('a therapist saves the search with its alert on, turns the alert off and on, and a new matching job reaches his bell and digest', async () => {
    const theo = await signInAs(b.browser, b.base, 'therapist@hctl.test');
    const np = theo.page;
    const words = `icu boston ${stamp}`;
    await np.goto(`/search?q=${encodeURIComponent(words)}&type=jobs&pay_min=${PAY_FROM}`);
    await np.getByRole('button', { name: 'Save this search' }).click();
    const row = np.getByTestId('saved-search').filter({ hasText: words });
    await row.waitFor();
    const alert = row.getByRole('switch', { name: `Alert for ${words}` });
    expect(await alert.isChecked()).toBe(true);
    await alert.click({ force: true });
    await expect.poll(() => alert.isChecked()).toBe(false);
    await alert.click({ force: true });
    await expect.poll(() => alert.isChecked()).toBe(true);
    // The saved search runs again from its link, with its filters.
    await row.getByRole('link', { name: words }).click();
    await np.waitForURL(
      (u) => u.searchParams.get('pay_min') === String(PAY_FROM) && u.searchParams.get('type') === 'jobs',
    );

    // The clinic publishes another matching job; the alert run (every 10 minutes in the worker, run
    // now through the development tools) announces it in his bell, and his digest e-mail carries it.
    const clinic = await signInAs(b.browser, b.base, 'clinic@hctl.test');
    const fresh = `ICU Nurse Boston ${stamp} weekends`;
    await publishJob(clinic.token, fresh);
    await clinic.context.close();
    const run = await fetch(`${b.base}/api/v1/dev/run/search-alerts`, { method: 'POST' });
    expect(run.ok).toBe(true);
    await bellReceives(np, `new job matches your saved search "${words}"`, fresh);
    const digest = await fetch(`${b.base}/api/v1/dev/run/digest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'therapist@hctl.test' }),
    });
    expect((await digest.json()).data).toEqual({ sent: true });
    const outbox = await fetch(`${b.base}/api/v1/dev/outbox?to=therapist%40hctl.test&limit=20`);
    const mails = (await outbox.json()).data as { subject: string | null; text: string }[];
    const mail = mails.find((m) => m.text.includes(`your saved search "${words}"`));
    expect(mail?.text).toContain(fresh);
    await theo.context.close();
  });

  it("moves between the kinds' tabs without a reload; each shows its own results", async () => {
    const { context, page } = await newPage(b.browser, b.base);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/search?q=care&type=services');
    await page.getByTestId('service-hit').first().waitFor();
    for (const [tab, type, hit, noun] of [
      ['People', 'profiles', 'profile-hit', /(person|people)$/],
      ['Organizations', 'organizations', 'organization-hit', /organizations?$/],
      ['Groups', 'groups', 'group-hit', /groups?$/],
      ['Services', 'services', 'service-hit', /services?$/],
    ] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === type);
      await page.getByTestId('results-count').filter({ hasText: noun }).waitFor();
      // Only this kind's cards: another tab's results were once drawn as this tab's (a blank page).
      const others = ['service-hit', 'profile-hit', 'organization-hit', 'group-hit'].filter((h) => h !== hit);
      for (const other of others) expect(await page.getByTestId(other).count(), `${other} on ${tab}`).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility problems on the results, at desktop and phone widths', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newAxePage(b.browser, b.base, width);
      await page.goto('/search?q=nurse&type=jobs');
      await page.getByTestId('job-hit').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/search?q=nurse');
      await page.getByTestId('results-count').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
