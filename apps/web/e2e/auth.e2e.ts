import { describe, expect, it } from 'vitest';
import { registerThroughApi } from './api';
import {
  callAs,
  codeFrom,
  fillRegistration,
  fillSignIn,
  linkFrom,
  newPage,
  outbox,
  withBrowser,
} from './browser';

const b = withBrowser();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function typeCode(page: import('playwright-core').Page, code: string) {
  await page.locator('.mantine-PinInput-input').first().click();
  await page.keyboard.type(code, { delay: 20 });
}

describe('registration to dashboard', () => {
  it('registers, opens the verification link from the outbox page, signs in and lands on /choose then the dashboard', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    const email = `nina-${unique()}@example.test`;
    await page.goto('/register?individual=true');
    await fillRegistration(page, { firstName: 'Nina', lastName: 'Park', email, password: 'Nurse2024x' });
    await page.getByRole('button', { name: 'Create account' }).click();
    // Client-side validation first: the terms must be accepted.
    await page.getByText('You must accept the terms and conditions.').waitFor();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/email-verification');
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    // The developer outbox page shows the verification mail.
    await page.goto('/dev/outbox');
    await page.getByLabel('Filter by recipient').fill(email);
    const mail = page.getByTestId('outbox-message').filter({ hasText: 'Verify your e-mail' }).first();
    await mail.waitFor();
    const link = linkFrom((await mail.textContent()) ?? '');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('heading', { name: 'E-mail verified' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.getByRole('heading', { name: 'Sign in to HCTL' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Nurse2024x');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/choose');
    await page.getByText('Health-care professional').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Nina Park', exact: true }).waitFor();
    await page.getByText('Welcome, Nina Park').waitFor();
    await page.getByRole('button', { name: 'Hide tour' }).click();
    await page.getByTestId('tour-welcome').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('login with a one-time code', () => {
  it('asks for the code and signs in with the code from the outbox', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill('nurse@hctl.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo12345');
    await page.getByLabel(/one-time code/).check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter your sign-in code').waitFor();
    const code = codeFrom((await outbox(b.base, 'nurse@hctl.test', 'sign-in code')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is not correct.' }).waitFor();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/individual/nora-reyes/dashboard');
    await page.getByRole('heading', { name: 'Nora Reyes', exact: true }).waitFor();
    await context.close();
  });

  it('checks the form in the browser first, then shows the server error for a wrong password', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    await page.goto('/login');
    // The form's zod schema loads on demand (lazy resolver); validation still happens before any request.
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/submit-login') && requests.push(r.url()));
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('.mantine-InputWrapper-error', { hasText: 'Enter a valid e-mail address.' }).waitFor();
    await page.locator('.mantine-InputWrapper-error', { hasText: 'The password is required.' }).waitFor();
    expect(requests).toEqual([]);
    await page.getByLabel('E-mail', { exact: true }).fill('clinic@hctl.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('.mantine-InputWrapper-error', { hasText: 'Invalid Credentials!' }).waitFor();
    expect(page.url()).toContain('/login');
    await context.close();
  });
});

describe('forgotten password', () => {
  it('requests a link, sets a new password and signs in with it', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    const email = `pw-${unique()}@example.test`;
    const reg = await registerThroughApi(b.base, 'organization', {
      firstName: 'Paul',
      lastName: 'Ward',
      email,
      password: 'OldPass123',
      companyName: 'Ward Dental',
    });
    expect(reg.status).toBe(200);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that e-mail').first().waitFor();
    const link = linkFrom((await outbox(b.base, email, 'Reset your HCTL password')).text);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New password', { exact: true }).fill('NewPass456');
    await page.getByLabel('Confirm new password').fill('NewPass456');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL('**/password_reset');
    // The link is single-use: opening it again shows the expired-link text.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New password', { exact: true }).fill('Another789');
    await page.getByLabel('Confirm new password').fill('Another789');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your password reset link has expired.' })
      .first()
      .waitFor();

    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('NewPass456');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/organization/*/dashboard');
    await page.getByRole('heading', { name: 'Ward Dental', exact: true }).waitFor();
    await page.getByText('Waiting for approval').waitFor();
    await context.close();
  });
});

describe('deactivated account', () => {
  it('deactivates from settings, is sent to /authenticate on sign-in and reactivates', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    const email = `deact-${unique()}@example.test`;
    await registerThroughApi(b.base, 'individual', {
      firstName: 'Dana',
      lastName: 'Cole',
      email,
      password: 'Dana12345',
    });
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Dana12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/choose');
    const slug = page.url().split('/individual/')[1].split('/')[0];
    await page.goto(`/individual/${slug}/settings?title=settings`);
    // Signed in, a password is changed through the same e-mailed link as a forgotten one.
    await page.getByRole('button', { name: 'E-mail me a password change link' }).click();
    await page.getByTestId('password-link-sent').getByText(email).waitFor();
    expect(linkFrom((await outbox(b.base, email, 'Reset your HCTL password')).text)).toContain('password');
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await page.getByLabel('Confirm with your password').fill('Dana12345');
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Dana12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/authenticate');
    await page.getByText('This account is currently deactivated.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Dana12345');
    await page.getByRole('button', { name: 'Reactivate and sign in' }).click();
    await page.waitForURL(`**/individual/${slug}/**`);
    await context.close();
  });
});

describe('sign-in modal', () => {
  it('appears after 5 seconds on the home page, once per session, and never on /login', async () => {
    const { page, context } = await newPage(b.browser, b.base, { quiet: false });
    await page.goto('/login');
    await page.waitForTimeout(5600);
    expect(await page.getByRole('dialog', { name: 'Join HCTL' }).count()).toBe(0);
    await page.goto('/');
    await page
      .getByTestId('loading-overlay')
      .waitFor({ state: 'detached', timeout: 4000 })
      .catch(() => {});
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog', { name: 'Join HCTL' }).count()).toBe(0);
    await page.getByRole('dialog', { name: 'Join HCTL' }).waitFor({ timeout: 6000 });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await page.goto('/about');
    await page.waitForTimeout(5600);
    expect(await page.getByRole('dialog', { name: 'Join HCTL' }).count()).toBe(0);
    await context.close();
  });
});

describe('a session that ends mid-work', () => {
  it('signs in again and comes back to the page; a signed-in page opened signed out returns after sign-in', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    // Signed out, a signed-in page asks for sign-in, then opens.
    await page.goto('/individual/nora-reyes/connections');
    await page.waitForURL('**/login?redirect=*');
    await fillSignIn(page, 'nurse@hctl.test');
    await page.waitForURL('**/individual/nora-reyes/connections');
    // The session ends elsewhere (signed out on another device); the page's next call says so here.
    await callAs(page, 'POST', '/logout');
    await page.reload();
    await page.waitForURL(/\/login\?redirect=.*expired=1/);
    await page.getByText('Your session has ended').waitFor();
    await fillSignIn(page, 'nurse@hctl.test');
    await page.waitForURL('**/individual/nora-reyes/connections*');
    await context.close();
  });

  it('keeps what was typed: the half-written job is back in its form after signing in again', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    await page.goto('/login');
    await fillSignIn(page, 'clinic@hctl.test');
    await page.waitForURL('**/organization/riverside-clinic/dashboard');
    await page.goto('/organization/jobs/create/riverside-clinic');
    await page.getByLabel('Job title').fill('Night nurse, cardiology ward');
    await page.getByLabel('City').fill('Tampa');
    await page.getByLabel('State').fill('FL');
    await page
      .getByLabel('Description')
      .fill('Three nights a week.\nCardiac monitoring experience preferred.');
    // The session ends elsewhere; saving the draft finds out and goes to sign in.
    await callAs(page, 'POST', '/logout');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL(/\/login\?redirect=.*expired=1/);
    await fillSignIn(page, 'clinic@hctl.test');
    await page.waitForURL('**/organization/jobs/create/riverside-clinic');
    await page.getByText('We kept what you had typed before your session ended.').waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('Night nurse, cardiology ward');
    expect(await page.getByLabel('City').inputValue()).toBe('Tampa');
    expect(await page.getByLabel('Description').inputValue()).toBe(
      'Three nights a week.\nCardiac monitoring experience preferred.',
    );
    // Signed out in another tab of the same browser: kept the same way.
    await page.getByLabel('Job title').fill('Weekend charge nurse');
    const other = await context.newPage();
    await other.goto(b.base);
    await other.evaluate(() => localStorage.removeItem('auth'));
    await page.waitForURL(/\/login\?redirect=/);
    await fillSignIn(page, 'clinic@hctl.test');
    await page.waitForURL('**/organization/jobs/create/riverside-clinic');
    await expect.poll(() => page.getByLabel('Job title').inputValue()).toBe('Weekend charge nurse');
    await other.close();
    // Kept once: a reload does not offer it again.
    await page.reload();
    await page.getByLabel('Job title').waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('');
    await context.close();
  });
});
