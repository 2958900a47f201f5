import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken } from './api';
import { seriousAxeViolations, signInAs, withBrowser } from './browser';

const b = withBrowser();

const signedIn = signInAs;

/** No serious axe violations on the analytics screen (the header bell is another feature's). */
async function expectAccessible(page: Page) {
  const found = (await seriousAxeViolations(page)).filter((v) => !v.includes('notifications-badge'));
  expect(found).toEqual([]);
}

async function apiGet<T>(token: string | null, path: string) {
  const res = await fetch(`${b.base}/api/v1${path}`, {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

describe('analytics', () => {
  it('the clinic reads its job funnel and profile views over a chosen range; charts load on this page only', async () => {
    const { context, page } = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    const chunks: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) chunks.push(r.url());
    });
    await page.goto('/organization/riverside-clinic/dashboard');
    await page.waitForLoadState('networkidle');
    // No chart code on the dashboard.
    expect(chunks.some((u) => /TrendChart|recharts|charts/i.test(u))).toBe(false);

    await page.goto('/organization/riverside-clinic/analytics');
    await expect.poll(() => page.getByRole('heading', { name: 'Analytics' }).isVisible()).toBe(true);
    const funnel = page.getByTestId('job-funnel');
    await funnel.waitFor();
    expect(await funnel.getByRole('row').count()).toBeGreaterThan(1);
    await page.locator('.recharts-surface').first().waitFor();
    expect(chunks.some((u) => /TrendChart/.test(u))).toBe(true);
    const thirty = await page.getByTestId('stat-Job views').innerText();

    await page.getByText('7 days', { exact: true }).click();
    await expect.poll(() => page.getByTestId('stat-Job views').innerText()).not.toBe(thirty);
    await expectAccessible(page);

    // Keyboard: the tabs are reachable and switch with the arrow keys.
    await page.getByRole('tab', { name: 'Jobs' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Profile views' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByText(/Recent viewers/).waitFor();
    await expect.poll(() => page.getByText('Nora Reyes').first().isVisible()).toBe(true);
    await context.close();
  });

  it("a visit to Nora's profile reaches her analytics through the worker; her page works at phone width", async () => {
    const theo = await apiToken(b.base, 'therapist@hctl.test');
    const { context, page, token } = await signedIn(b.browser, b.base, 'nurse@hctl.test', 390);
    type Views = { figures: { total: number }[]; viewers: { name: string | null; views: number }[] };
    const before = await apiGet<Views>(token, '/analytics/total-profile-views');
    await apiGet(theo, '/individual/public-profile/nora-reyes');
    // Buffered in Redis, inserted and rolled up by the worker within a few seconds.
    await expect
      .poll(async () => (await apiGet<Views>(token, '/analytics/total-profile-views')).figures[0].total, {
        timeout: 30_000,
        interval: 1_000,
      })
      .toBeGreaterThan(before.figures[0].total);

    await page.goto('/individual/nora-reyes/analytics');
    await page.getByTestId('stat-Profile views').waitFor();
    // Today opens per hour (hours in the reader's own time); the view just made is among them.
    await page.getByRole('radiogroup', { name: 'Date range' }).getByText('Today', { exact: true }).click();
    const hourly = page.locator('figure[aria-label^="Per hour"]');
    await hourly.waitFor();
    expect(await hourly.getAttribute('aria-label')).toMatch(/Profile views: [1-9]/);
    expect(await page.getByRole('radio', { name: 'Per hour' }).isChecked()).toBe(true);
    // The view is in this hour's figure (rolled up per hour by the worker, as per day).
    type Hourly = { figures: { kind: string; series: { at: string; count: number }[] }[] };
    const day = new Date().toISOString().slice(0, 10);
    const hours = await apiGet<Hourly>(token, `/individual/analytics?from=${day}&to=${day}&interval=hour`);
    const views = hours.figures.find((f) => f.kind === 'profile_view')?.series ?? [];
    expect(views).toHaveLength(24);
    expect(views.some((p) => p.count > 0)).toBe(true);
    await page.getByRole('tab', { name: 'Profile views' }).click();
    await page.getByText(/Recent viewers/).waitFor();
    await expect.poll(() => page.getByText('4 views').first().isVisible()).toBe(true);
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    await context.close();
  });
});
