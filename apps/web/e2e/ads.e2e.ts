import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../api/test/fixtures';
import {
  attemptStamp,
  payByCardOnly,
  payWith4242,
  seriousAxeViolations,
  signInAs,
  withBrowser,
} from './browser';

const b = withBrowser();
const stamp = attemptStamp();
const ORG = 'riverside-clinic';

/** A context whose startup overlays are skipped, CSP bypassed so axe can be injected. */
const signedIn = async (browser: Browser, base: string, email: string, width = 1280) =>
  (await signInAs(browser, base, email, width)).page;

describe('advertisements', () => {
  it('a clinic creates an ad with an image and pays for it with 4242, the admin approves it, a nurse sees it on the home page and her click is counted', async () => {
    const title = `Night nurses wanted ${stamp()}`;
    const CTA = `https://riverside-ads-${stamp()}.example/careers`;

    // The clinic writes the ad; what it typed survives a reload (the persisted advertisementForm).
    const cp = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    await cp.goto(`/organization/${ORG}/advertisement`);
    await cp.getByTestId('ads-empty').or(cp.getByTestId('ad-card').first()).waitFor();
    expect(await seriousAxeViolations(cp)).toEqual([]);
    await cp.getByTestId('new-ad').click();
    await cp.waitForURL(`**/organization/advertisement/promote/${ORG}`);
    await cp.getByLabel(/^Title/).fill(title);
    await cp
      .getByLabel('Description', { exact: true })
      .fill('Flexible 12-hour night shifts at Riverside Clinic, with a sign-on bonus.');
    await cp.waitForTimeout(300);
    await cp.reload();
    await expect.poll(() => cp.getByLabel(/^Title/).inputValue()).toBe(title);
    await cp.getByLabel('Button text').fill('See the openings');
    await cp.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await cp.getByRole('button', { name: 'Continue' }).click();
    await cp.getByText('Enter a full link starting with https://').waitFor();
    await cp.getByLabel('Link', { exact: true }).fill(CTA);
    await cp
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'night-shift.png', mimeType: 'image/png', buffer: PNG });
    expect(await seriousAxeViolations(cp)).toEqual([]);
    await cp.getByRole('button', { name: 'Continue' }).click();
    await cp.waitForURL(/\?ad=/);
    const adSlug = new URL(cp.url()).searchParams.get('ad')!;

    // Where, when, how much: the home page for the placement's minimum, paid by card.
    await cp.getByRole('heading', { name: 'Where and when' }).waitFor();
    await payByCardOnly(cp, '$20.00');
    expect(await seriousAxeViolations(cp)).toEqual([]);
    await cp.getByRole('button', { name: 'Review and pay' }).click();
    await payWith4242(cp);
    await cp.waitForURL(`**/organization/advertisement/promote/${ORG}/success/${adSlug}`);
    await cp
      .getByTestId('promotion-state')
      .filter({ hasText: 'once an administrator approves it' })
      .waitFor();
    expect(await seriousAxeViolations(cp)).toEqual([]);

    // Not approved yet: never served.
    const before = await cp.request.get(`/api/v1/advertisement/list?ad-placement=home-feed&limit=5`);
    expect(JSON.stringify(await before.json())).not.toContain(adSlug);

    // The super admin approves it from the review list.
    const ap = await signedIn(b.browser, b.base, 'admin@hctl.test');
    const adminSlug = ap.url().split('/super-admin/')[1].split('/')[0];
    await ap.goto(`/super-admin/${adminSlug}/advertisements`);
    const pending = ap.getByTestId('review-ad').filter({ hasText: title });
    await pending.waitFor();
    expect(await seriousAxeViolations(ap)).toEqual([]);
    await pending.getByRole('button', { name: 'Approve' }).click();
    await pending.waitFor({ state: 'detached' });

    // A nurse finds it on the home page (phone width), labelled Sponsored; her click goes through the
    // counting redirect to the clinic's own link.
    const np = await signedIn(b.browser, b.base, 'nurse@hctl.test', 390);
    await np.route(`${CTA}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Careers</title>ok' }),
    );
    const slot = np.getByTestId('ad-slot').filter({ hasText: title });
    // The serving cache keeps a placement's ads a few seconds: look again until it shows.
    for (let i = 0; i < 10 && !(await slot.isVisible()); i++) {
      await np.goto('/');
      await np.getByTestId('ad-slot').or(np.getByTestId('featured-jobs')).first().waitFor();
      await np
        .getByTestId('ad-slot')
        .first()
        .scrollIntoViewIfNeeded()
        .catch(() => {});
      await slot.waitFor({ timeout: 2_000 }).catch(() => {});
      if (!(await slot.isVisible())) await np.waitForTimeout(1_500);
    }
    await slot.waitFor();
    await expect.poll(() => slot.textContent()).toMatch(/Sponsored/i);
    const cta = slot.getByTestId('ad-cta');
    expect(await cta.getAttribute('rel')).toBe('sponsored noopener');
    expect(await cta.getAttribute('href')).toMatch(new RegExp(`^/api/v1/advertisement/${adSlug}/click\\?`));
    expect(await seriousAxeViolations(np)).toEqual([]);
    await cta.click();
    await np.waitForURL(`${CTA}**`);

    // The click reaches the ad's numbers once the analytics worker has rolled it up.
    await expect
      .poll(
        async () => {
          await cp.goto(`/organization/${ORG}/advertisement`);
          const results = cp.getByTestId('ad-card').filter({ hasText: title }).getByTestId('ad-results');
          await results.waitFor();
          return results.textContent();
        },
        { timeout: 40_000, interval: 3_000 },
      )
      .toMatch(/\b1 click\b/);
  });
});
