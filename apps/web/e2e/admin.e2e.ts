import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  attemptStamp,
  bellReceives,
  callAs,
  fillRegistration,
  fillSignIn,
  newPage,
  openVerificationLink,
  outbox,
  seriousAxeViolations,
  signInAs,
  withBrowser,
} from './browser';

const b = withBrowser();
const stamp = attemptStamp();

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

/** Registers an organization, verifies the owner's e-mail and signs in: its dashboard, pending. */
async function registerOrganization(page: Page, name: string, email: string, password: string) {
  await page.goto('/register?type=organization');
  await page.getByLabel('Organization name').fill(name);
  await fillRegistration(page, { firstName: 'Hugo', lastName: 'Bay', email, password });
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/email-verification');
  await openVerificationLink(page, b.base, email);
  await signIn(page, email, password);
  await page.waitForURL('**/organization/*/dashboard');
}

describe('organization approval', () => {
  it('a new organization waits for approval until the super admin approves it; the owner is mailed and sees it approved', async () => {
    const name = `Harbor Clinic ${stamp()}`;
    const ownerEmail = `harbor-${stamp()}@example.test`;
    const owner = await newPage(b.browser, b.base);
    await registerOrganization(owner.page, name, ownerEmail, 'Harbor2024x');
    await owner.page.getByText('Waiting for approval').waitFor();

    // The super admin finds it among the pending organizations, from the header menu.
    const admin = await newPage(b.browser, b.base);
    const page = admin.page;
    await signIn(page, 'admin@hctl.test', 'Demo12345');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Organizations' }).click();
    await page.waitForURL('**/admin/organizations');
    await page.getByTestId('approval-filter').getByText('Pending', { exact: true }).click();
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByTestId('admin-organization').filter({ hasText: name });
    await row.getByText('pending').waitFor();
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    await page.getByText(`${name} is approved.`).first().waitFor();
    // Approved organizations leave the pending list.
    await page.getByText('No organization is waiting for approval.').waitFor();
    await page.getByTestId('approval-filter').getByText('Approved', { exact: true }).click();
    await row.getByText('approved').waitFor();
    // The search and filters live in the address: a reload (or Back from a row) shows the same rows.
    const address = new URL(page.url()).searchParams;
    expect([address.get('search'), address.get('approval_status')]).toEqual([name, 'approved']);
    await page.reload();
    await row.getByText('approved').waitFor();
    expect(await page.getByLabel('Search by name').inputValue()).toBe(name);

    // The owner is told by e-mail and sees the organization approved.
    const mail = await outbox(b.base, ownerEmail, 'is approved on HCTL');
    expect(mail.text).toContain(`${name} has been approved.`);
    await owner.page.reload();
    await owner.page.getByRole('heading', { name, exact: true }).waitFor();
    await owner.page.getByText('approved', { exact: true }).first().waitFor();
    expect(await owner.page.getByText('Waiting for approval').count()).toBe(0);
  });
});

describe('the admin console', () => {
  it('approves a new organization from the queue; removes a reported job (the reporter is told, the title kept); exports the users report to Excel', async () => {
    const name = `Bayview Care ${stamp()}`;
    const ownerEmail = `bayview-${stamp()}@example.test`;
    const jobTitle = `Wound Care RN ${stamp()}`;

    // A new organization registers and waits for approval.
    const owner = await newPage(b.browser, b.base);
    const op = owner.page;
    await registerOrganization(op, name, ownerEmail, 'Bayview2024x');
    await op.getByText('Waiting for approval').waitFor();
    const orgSlug = new URL(op.url()).pathname.split('/')[2];

    // The super admin approves it from the moderation queue, reached from the dashboard.
    const admin = await signInAs(b.browser, b.base, 'admin@hctl.test');
    const ap = admin.page;
    await ap.getByTestId('admin-figures').waitFor();
    await ap
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Moderation queue' })
      .click();
    await ap.waitForURL('**/admin/moderation');
    await ap.getByLabel('Kind', { exact: true }).first().click();
    await ap.getByRole('option', { name: 'Organization approval' }).click();
    const orgItem = ap.getByTestId('queue-item').filter({ hasText: name });
    await orgItem.getByRole('button', { name: `Approve: ${name}` }).waitFor();
    // Checked once the filtered list has loaded (until then the previous one stands dimmed).
    await ap.waitForFunction(() => !document.querySelector('[style*="opacity: 0.6"]'));
    expect(await seriousAxeViolations(ap)).toEqual([]);
    await orgItem.getByRole('button', { name: `Approve: ${name}` }).click();
    await orgItem.waitFor({ state: 'detached' });

    // Approved, the organization posts a job.
    await op.goto(`/organization/jobs/create/${orgSlug}`);
    await op.getByLabel('Job title').fill(jobTitle);
    await op.getByLabel('City').fill('Tampa');
    await op.getByLabel('State').fill('FL');
    await op
      .getByLabel('Description')
      .fill('Home visits for wound care patients; a car and mileage are provided.');
    await op.getByRole('button', { name: 'Publish job' }).click();
    await op.waitForURL(/organization\/jobs\/(create\/questions|reviewJob|[^/]+\/details)\//);
    const jobSlug = new URL(op.url()).pathname.split('/').pop() as string;

    // A nurse reports it from the job's page.
    const nurse = await signInAs(b.browser, b.base, 'nurse@hctl.test');
    const np = nurse.page;
    const nurseSlug = await np.evaluate(
      () => JSON.parse(localStorage.getItem('auth') ?? '{}').user.slug as string,
    );
    await np.goto(`/organization/jobs/${orgSlug}/details/${jobSlug}`);
    await np.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = np.getByRole('dialog', { name: `Report ${jobTitle}` });
    await dialog.getByLabel('Reason').click();
    await np.getByRole('option', { name: 'Scam or fraud' }).click();
    await dialog.getByLabel('What is wrong?').fill('The job asks applicants to pay a placement fee first.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The admin sees the report in the queue with its context, reads it, and removes the job: the
    // dialog says what that does (it is not a hiding that could be undone).
    await ap.getByLabel('Kind', { exact: true }).first().click();
    await ap.getByRole('option', { name: 'Abuse reports' }).click();
    const reportItem = ap.getByTestId('queue-item').filter({ hasText: jobTitle });
    await reportItem.getByRole('button', { name: /Read the reports/ }).click();
    await reportItem.getByText('The job asks applicants to pay a placement fee first.').waitFor();
    await reportItem.getByRole('button', { name: `Remove content: ${jobTitle} (job)` }).click();
    const confirm = ap.getByRole('dialog', { name: `Remove content: ${jobTitle} (job)` });
    await confirm
      .getByText('The content is removed for everyone and its owner is told why. This cannot be undone.')
      .waitFor();
    expect(await confirm.getByText(/hidden/).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Remove content' }).click();
    await confirm.getByText('Give a reason.').waitFor();
    await confirm.getByLabel(/Reason/).fill('Asking candidates for money breaks the marketplace rules.');
    await confirm.getByRole('button', { name: 'Remove content' }).click();
    await reportItem.waitFor({ state: 'detached' });
    // Decided, it is still named by the job's title (kept with the decision: the job itself is gone),
    // says when it was decided, and carries the action in its audit log.
    await ap.getByTestId('queue-status').getByText('Decided', { exact: true }).click();
    const decided = ap.getByTestId('queue-item').filter({ hasText: `Removed: ${jobTitle} (job)` });
    await decided.getByText('content removed').waitFor();
    await decided.getByText(/decided/).waitFor();
    expect(await decided.getByText(/waiting since/).count()).toBe(0);
    await decided.getByRole('button', { name: /History/ }).click();
    await decided.getByText('Asking candidates for money breaks the marketplace rules.').waitFor();

    // The reporter is told the outcome in the bell, and sees it on their reports page, named.
    await bellReceives(np, 'Action taken on your report', 'Ada Admin');
    await np.goto(`/individual/${nurseSlug}/abuse-reports`);
    const mine = np.getByTestId('my-report').filter({ hasText: `Removed: ${jobTitle} (job)` });
    await mine.getByText('Content removed').waitFor();
    await mine
      .getByText('Asking candidates for money breaks the marketplace rules.', { exact: false })
      .waitFor();

    // The admin exports the users report to Excel: a progress bar, then a link to the file.
    await ap.goto('/admin/reports?report=user');
    await ap.getByTestId('report-table').waitFor();
    await ap.getByRole('button', { name: 'Export to Excel' }).click();
    await ap.getByTestId('export-progress').or(ap.getByTestId('export-ready')).first().waitFor();
    const ready = ap.getByTestId('export-ready');
    await ready.waitFor({ timeout: 30_000 });
    const exported = Number((await ready.getByText(/rows exported/).innerText()).replace(/[^\d]/g, ''));
    const [download] = await Promise.all([
      ap.waitForEvent('download'),
      ready.getByRole('link', { name: /^Download/ }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.worksheets[0];
    // The header row and one row per user; the new owner is among them.
    expect(sheet.actualRowCount - 1).toBe(exported);
    expect(exported).toBeGreaterThanOrEqual(6);
    const emails = sheet.getColumn(3).values.map(String);
    expect(emails).toContain(ownerEmail);
  });
});

describe('admin roles in the console', () => {
  it('shows a moderator only the sections the Moderators role reaches; the operator sees every one', async () => {
    const mod = await signInAs(b.browser, b.base, 'moderator@hctl.test');
    const mp = mod.page;
    await mp.getByTestId('admin-figures').waitFor();
    const nav = mp.getByRole('navigation', { name: 'Admin console' });
    await expect
      .poll(async () => nav.getByRole('link').allTextContents())
      .toEqual(['Dashboard', 'Moderation queue', 'Reports', 'Review objections']);
    // Figures lead only where the role opens: the queue and the reports, not the users list.
    const figures = mp.getByTestId('admin-figures');
    await expect
      .poll(async () => figures.getByRole('link').evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))))
      .toEqual(['/admin/moderation', '/admin/reports?report=jobs', '/admin/moderation']);
    await nav.getByRole('link', { name: 'Moderation queue' }).click();
    await mp.waitForURL('**/admin/moderation');
    await mod.context.close();

    const admin = await signInAs(b.browser, b.base, 'admin@hctl.test');
    const ap = admin.page;
    await ap.getByTestId('admin-figures').waitFor();
    const all = ap.getByRole('navigation', { name: 'Admin console' });
    await expect.poll(async () => all.getByRole('link').count()).toBe(15);
    await all.getByRole('link', { name: 'Admin roles' }).click();
    // Each role says who holds it; a held role cannot be deleted (its holder would get every section).
    const moderators = ap.getByTestId('admin-role').filter({ hasText: 'Moderators' });
    await moderators.getByText('Milo Moderator').waitFor();
    expect(await moderators.getByRole('button', { name: 'Delete Moderators' }).isDisabled()).toBe(true);
    await admin.context.close();
  });
});

/** Letters only (names refuse digits): this run's own surname. */
const lettersOf = (stamp: string) => stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

describe('suspension', () => {
  it('a reported person suspended from the queue cannot sign in; the administrator lifts it from the users list, and the person is told and signs in again', async () => {
    const email = `rowan-${stamp()}@example.test`;
    const password = 'Rowan2024x';
    const name = `Rowan Pike${lettersOf(stamp())}`;
    const [first, last] = name.split(' ');

    // Rowan has an account (registered and verified).
    const registered = await fetch(`${b.base}/api/v1/individual/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: first,
        last_name: last,
        email,
        password,
        password_confirmation: password,
        terms: true,
      }),
    });
    expect(registered.status).toBe(200);
    const person = await newPage(b.browser, b.base);
    const pp = person.page;
    await openVerificationLink(pp, b.base, email);
    const session = await fetch(`${b.base}/api/v1/submit-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const rowanSlug = (await session.json()).data.user.slug as string;

    // A nurse reports Rowan's profile.
    const nurse = await signInAs(b.browser, b.base, 'nurse@hctl.test');
    const nurseSlug = await nurse.page.evaluate(
      () => JSON.parse(localStorage.getItem('auth') ?? '{}').user.slug as string,
    );
    const filed = await callAs(nurse.page, 'POST', `/individual/${nurseSlug}/report/user`, {
      target: rowanSlug,
      reason: 'harassment',
      details: 'Sends insulting messages to every nurse who applies.',
    });
    expect(filed.status).toBe(200);
    await nurse.context.close();

    // The admin suspends Rowan from the moderation queue.
    const admin = await signInAs(b.browser, b.base, 'admin@hctl.test');
    const ap = admin.page;
    await ap.goto('/admin/moderation');
    await ap.getByLabel('Kind', { exact: true }).first().click();
    await ap.getByRole('option', { name: 'Abuse reports' }).click();
    const item = ap.getByTestId('queue-item').filter({ hasText: `${name} (user)` });
    await item.getByRole('button', { name: `Suspend user: ${name} (user)` }).click();
    const suspend = ap.getByRole('dialog', { name: `Suspend user: ${name} (user)` });
    await suspend.getByLabel(/Reason/).fill('Harassing nurses in messages.');
    await suspend.getByRole('button', { name: 'Suspend user' }).click();
    await item.waitFor({ state: 'detached' });

    // Rowan cannot sign in: the page says the account is suspended, and why.
    await pp.goto('/login');
    await fillSignIn(pp, email, password);
    await pp
      .getByText(/Your account has been suspended: Harassing nurses in messages\./)
      .first()
      .waitFor();

    // The users list shows Rowan as suspended, not inactive; the administrator lifts it with a reason.
    await ap.goto('/admin/users');
    await ap.getByRole('combobox', { name: 'Status' }).click();
    await ap.getByRole('option', { name: 'Suspended' }).click();
    await ap.getByLabel('Search by name or e-mail').fill(email);
    const row = ap.getByTestId('admin-user').filter({ hasText: email });
    await row.getByTestId('user-status').getByText('suspended').waitFor();
    expect(await seriousAxeViolations(ap)).toEqual([]);
    await row.getByRole('button', { name: `Lift suspension: ${name}` }).click();
    const lift = ap.getByRole('dialog', { name: `Lift suspension: ${name}` });
    await lift.getByText('Harassing nurses in messages.', { exact: false }).waitFor();
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await lift.getByText('Give a reason.').waitFor();
    await lift.getByLabel(/Reason/).fill('The messages were quoted out of context.');
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await ap.getByText(`${name} can sign in again: the suspension is lifted.`).first().waitFor();
    // No longer suspended, the row leaves the Suspended filter.
    await row.waitFor({ state: 'detached' });

    // Rowan is told by e-mail, and signs in again.
    const mail = await outbox(b.base, email, 'Your account is restored');
    expect(mail.text).toContain('The messages were quoted out of context.');
    await pp.goto('/login');
    await fillSignIn(pp, email, password);
    await pp.waitForURL(/choose|dashboard/);
  });
});

describe('admin reports on a phone', () => {
  it('shows a report as cards at 390 px, not a 1200 px table scrolled sideways; a table on a desktop', async () => {
    const { page, context } = await signInAs(b.browser, b.base, 'admin@hctl.test', 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/reports?report=user');
    const report = page.getByTestId('report-table');
    await report.getByTestId('report-row').first().waitFor();
    expect(await report.locator('table').count()).toBe(0);
    const card = report.getByTestId('report-row').first();
    // Each column is a "label: value" line of the card, and the card fits the screen.
    await card.getByText('E-mail', { exact: true }).waitFor();
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await report.locator('table').waitFor();
    expect(await report.locator('tbody tr').count()).toBe(await report.getByTestId('report-row').count());
    await context.close();
  });
});
