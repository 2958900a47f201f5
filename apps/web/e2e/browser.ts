import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { DEMO_PASSWORD, type Registrant } from './api';

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

/**
 * A stamp for the names, e-mails and texts a journey writes, new for each attempt of each test:
 * a retried journey must not meet its first try's rows ("already exists", two messages alike).
 * Call it at the top of the file; read it (`stamp()`) inside the tests.
 */
export function attemptStamp() {
  let value = '';
  beforeEach(() => {
    value = Date.now().toString(36);
  });
  return () => value;
}

/** Every page of the context starts with the 3 s startup overlay and the 5 s sign-in modal already shown. */
export async function skipStartupDialogs(context: BrowserContext) {
  await context.addInitScript(() => {
    sessionStorage.setItem('overlay-shown', '1');
    sessionStorage.setItem('signin-modal-shown', '1');
  });
}

/** A fresh context whose session storage already skips the 3 s startup overlay and the 5 s sign-in modal. */
export async function newPage(
  browser: Browser,
  base: string,
  opts: { quiet?: boolean; timezoneId?: string } = { quiet: true },
) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    timezoneId: opts.timezoneId,
  });
  if (opts.quiet !== false) await skipStartupDialogs(context);
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
  await skipStartupDialogs(context);
  return { context, page: await context.newPage() };
}

/** Serious and critical axe violations on the page as it is now (after its data has loaded). */
export async function seriousAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .getByLabel('Loading')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  return axeViolationsNow(page);
}

/** Serious and critical axe violations at once, without waiting for the page to settle (live pages). */
export async function axeViolationsNow(page: Page) {
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axe });
  const violations = await page.evaluate(async () => {
    // A menu or dialog still fading in is measured at part opacity, which axe reads as low contrast:
    // let the finite transitions finish first (spinners loop for ever, so at most a second).
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => {}))),
      new Promise((r) => setTimeout(r, 1_000)),
    ]);
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

/** A context for the call page, the camera and microphone granted to it or not, startup dialogs skipped. */
export async function callContext(browser: Browser, base: string, grant: boolean) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1100, height: 800 } });
  if (grant) await context.grantPermissions(['camera', 'microphone'], { origin: base });
  await skipStartupDialogs(context);
  return context;
}

/** The signed-in person's token and ids, as the web app keeps them. */
export async function sessionOf(page: Page) {
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  return {
    token: auth.api_token as string,
    userId: auth.user.id as number,
    slug: auth.user.slug as string,
    orgId: (auth.showData?.organization?.id ?? null) as number | null,
  };
}

/** Fills in and submits the sign-in form the page shows (a demo person unless `password` is given). */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs a demo person in through the sign-in page and waits for the page it lands on (`landing`). */
export async function signIn(page: Page, email: string, landing: string | RegExp = '**/dashboard') {
  await page.goto('/login');
  await fillSignIn(page, email);
  await page.waitForURL(landing);
}

/** Signs a demo person in through the sign-in page of this page's context. */
export async function signInOn(page: Page, email: string) {
  await signIn(page, email, /dashboard|view-profile/);
  return sessionOf(page);
}

/** Fills in the person's part of the registration form: names, e-mail, password and its confirmation. */
export async function fillRegistration(page: Page, who: Registrant) {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
}

/** Opens the link of the verification mail sent to `email` (from the outbox) and waits for "E-mail verified". */
export async function openVerificationLink(page: Page, base: string, email: string) {
  const link = linkFrom((await outbox(base, email, 'Verify your e-mail')).text);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
}

/** A call as the signed-in person of `page` (their stored token), from inside the page: status and JSON. */
export function callAs(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('auth') ?? '{}').api_token;
      const res = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/**
 * A demo person signed in through the sign-in page, in a fresh axe-ready context of their own: the
 * page, its context, and the API token and ids the web app stored.
 */
export async function signInAs(browser: Browser, base: string, email: string, width = 1280) {
  const { context, page } = await newAxePage(browser, base, width);
  return { context, page, ...(await signInOn(page, email)) };
}

/**
 * In the "Review your payment" dialog: the saved 4242 card, added first when none is saved yet
 * (journeys run side by side on one database, so another may have saved it already). `beforeAdding`
 * runs when there is none, before the card form is filled.
 */
export async function ensureSaved4242(review: Locator, beforeAdding?: () => Promise<void>) {
  const form = review.getByRole('form', { name: 'Add a card' });
  const saved = review.getByText(/Card: VISA •••• 4242/);
  await saved.or(form).first().waitFor();
  if (await form.isVisible()) {
    await beforeAdding?.();
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/30');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Save card' }).click();
  }
  await saved.waitFor();
}

/** Pays the review step with the saved 4242, adding it first when none is saved yet. */
export async function payWith4242(page: Page) {
  const review = page.getByRole('dialog', { name: 'Review your payment' });
  await ensureSaved4242(review);
  await review.getByRole('button', { name: 'Confirm and pay' }).click();
  await review.waitFor({ state: 'detached' });
}

/**
 * A payment page's card path: the tokens switch off (another journey may have left the clinic
 * tokens, a released quotation, say), so the card pays all of `amount` (as shown, "$40.00").
 */
export async function payByCardOnly(page: Page, amount: string) {
  const tokens = page.getByLabel('Pay with my HCTL tokens first');
  await tokens.waitFor();
  if (await tokens.isChecked()) await tokens.uncheck();
  await page.getByTestId('remaining-amount').filter({ hasText: amount }).waitFor();
}
