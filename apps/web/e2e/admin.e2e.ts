import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  attemptStamp,
  bellReceives,
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
  it('approves a new organization from the queue; hides a reported job (the reporter is told); exports the users report to Excel', async () => {
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

    // The admin sees the report in the queue with its context, reads it, and hides the job.
    await ap.getByLabel('Kind', { exact: true }).first().click();
    await ap.getByRole('option', { name: 'Abuse reports' }).click();
    const reportItem = ap.getByTestId('queue-item').filter({ hasText: jobTitle });
    await reportItem.getByRole('button', { name: /Read the reports/ }).click();
    await reportItem.getByText('The job asks applicants to pay a placement fee first.').waitFor();
    await reportItem.getByRole('button', { name: `Hide content: ${jobTitle}` }).click();
    const confirm = ap.getByRole('dialog', { name: `Hide content: ${jobTitle}` });
    await confirm.getByRole('button', { name: 'Hide content' }).click();
    await confirm.getByText('Give a reason.').waitFor();
    await confirm.getByLabel(/Reason/).fill('Asking candidates for money breaks the marketplace rules.');
    await confirm.getByRole('button', { name: 'Hide content' }).click();
    await reportItem.waitFor({ state: 'detached' });
    // Decided, it carries the action in its audit log.
    await ap.getByTestId('queue-status').getByText('Decided', { exact: true }).click();
    // Newest decision first. (A hidden job's item is named by its case uid there: its page is gone.)
    const decided = ap.getByTestId('queue-item').first();
    await decided.getByRole('button', { name: /History/ }).click();
    await decided.getByText('Asking candidates for money breaks the marketplace rules.').waitFor();

    // The reporter is told the outcome in the bell, and sees it on their reports page.
    await bellReceives(np, 'Action taken on your report', 'Ada Admin');
    await np.goto(`/individual/${nurseSlug}/abuse-reports`);
    // Newest first; the hidden job is no longer named by its (gone) page, so its outcome is what shows.
    const mine = np.getByTestId('my-report').first();
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
    await expect.poll(async () => all.getByRole('link').count()).toBe(14);
    await all.getByRole('link', { name: 'Admin roles' }).click();
    // Each role says who holds it; a held role cannot be deleted (its holder would get every section).
    const moderators = ap.getByTestId('admin-role').filter({ hasText: 'Moderators' });
    await moderators.getByText('Milo Moderator').waitFor();
    expect(await moderators.getByRole('button', { name: 'Delete Moderators' }).isDisabled()).toBe(true);
    await admin.context.close();
  });
});
