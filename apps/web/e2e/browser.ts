import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/**
 * One Debian Chromium per test file, driven by playwright-core (no browser download). `args` adds
 * command-line switches for that file (fake camera and microphone for the calls, say).
 */
export function withBrowser(opts: { args?: string[] } = {}) {
  const ctx = { browser: null as unknown as Browser, base: '' };
  beforeAll(async () => {
    if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium');
    ctx.base = inject('baseUrl');
    ctx.browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(opts.args ?? []),
      ],
    });
  });
  afterAll(async () => {
    await ctx.browser?.close();
  });
  return ctx;
}

/** A fresh context whose session storage already skips the 3 s startup overlay and the 5 s sign-in modal. */
export async function newPage(browser: Browser, base: string, opts: { quiet?: boolean } = { quiet: true }) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  if (opts.quiet !== false) {
    await context.addInitScript(() => {
      sessionStorage.setItem('overlay-shown', '1');
      sessionStorage.setItem('signin-modal-shown', '1');
    });
  }
  const page = await context.newPage();
  return { context, page };
}

export async function outbox(base: string, to: string, template?: string) {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=10`);
    const rows = (await res.json()).data as { subject: string | null; text: string }[];
    const hit = rows.find(
      (r) => !template || r.text.includes(template) || (r.subject ?? '').includes(template),
    );
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no message to ${to}`);
}

export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)![1];
export const linkFrom = (text: string) => /(http\S+)/.exec(text)![1];

export async function fillPin(page: Page, code: string) {
  await page.locator('input[aria-label="One-time code"], [aria-label="One-time code"] input').first().click();
  await page.keyboard.type(code);
}

/**
 * A page whose context bypasses the Content-Security-Policy (axe is injected as an inline script,
 * which the app's CSP rightly refuses), with the startup overlay and sign-in modal skipped.
 */
export async function newAxePage(browser: Browser, base: string, width = 1280) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: 900 },
    bypassCSP: true,
  });
  await context.addInitScript(() => {
    sessionStorage.setItem('overlay-shown', '1');
    sessionStorage.setItem('signin-modal-shown', '1');
  });
  return { context, page: await context.newPage() };
}

/** Serious and critical axe violations on the page as it is now (after its data has loaded). */
export async function seriousAxeViolations(page: Page) {
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.waitForLoadState('networkidle');
  await page
    .getByLabel('Loading')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.addScriptTag({ content: axe });
  const violations = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document);
    return r.violations as { id: string; impact: string; nodes: { target: string[] }[] }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' '))}`,
    );
}

/** The header bell of a signed-in page (its name carries the unread count). */
export const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/**
 * Waits, without reloading, for a notification to arrive in the open page's bell: the bell's list
 * (opened, checked, closed again) holds an item with this title from this person. Journeys share
 * the demo people, so the item is found by title and actor rather than by the badge's count alone.
 */
export async function bellReceives(page: Page, title: string, actor: string) {
  const bell = bellOf(page);
  await bell.waitFor();
  for (const end = Date.now() + 20_000; ; ) {
    await bell.click();
    const panel = page.getByTestId('notifications-panel');
    await panel.waitFor();
    const item = panel.getByTestId('notification-item').filter({ hasText: title }).filter({ hasText: actor });
    const found = await item
      .first()
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    if (found) return;
    if (Date.now() > end) throw new Error(`the bell never showed "${title}" from ${actor}`);
  }
}

/**
 * A demo person (password Demo12345) signed in through the sign-in page, in a fresh axe-ready
 * context of their own: the page, its context, and the API token the web app stored.
 */
export async function signInAs(browser: Browser, base: string, email: string, width = 1280) {
  const { context, page } = await newAxePage(browser, base, width);
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/dashboard|view-profile/);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').api_token as string,
  );
  return { context, page, token };
}
