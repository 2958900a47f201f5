import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../api/test/fixtures';
import { registerThroughApi } from './api';
import {
  attemptStamp,
  fillRegistration,
  fillSignIn,
  newPage,
  openVerificationLink,
  withBrowser,
} from './browser';

const b = withBrowser();
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(2048, 1),
]);
const stamp = attemptStamp();

async function verifyAndLogin(page: Page, base: string, email: string, password: string) {
  await openVerificationLink(page, base, email);
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

describe('a clinic builds its team', () => {
  it('registers, fills the profile with a logo and a video, creates a Recruiter role, and a colleague joins with only that role', async () => {
    const owner = await newPage(b.browser, b.base);
    const page = owner.page;
    const ownerEmail = `owner-${stamp()}@example.test`;

    await page.goto('/register?type=organization');
    await page.getByLabel('Organization name').fill(`Bayside Clinic ${stamp()}`);
    await fillRegistration(page, {
      firstName: 'Olivia',
      lastName: 'Grant',
      email: ownerEmail,
      password: 'Clinic2024x',
    });
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/email-verification');
    await verifyAndLogin(page, b.base, ownerEmail, 'Clinic2024x');
    await page.waitForURL('**/organization/*/dashboard');
    await page.getByText('Waiting for approval').waitFor();
    const orgSlug = page.url().split('/organization/')[1].split('/')[0];

    // Profile: logo, contact, video; then publish.
    await page.getByTestId('org-areas').getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('tab', { name: 'Account' }).waitFor();
    await choose(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('The logo has been updated.').first().waitFor();
    await page.getByLabel('Tagline').fill('Urgent care by the bay');
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByText('Account details have been saved.').first().waitFor();
    await page.getByRole('tab', { name: 'Contact' }).click();
    await page.getByLabel('Website').fill('not a website');
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await page.getByText('Enter a full link starting with https://').first().waitFor();
    await page.getByLabel('Website').fill('https://bayside.example');
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await page.getByText('Contact details have been saved.').first().waitFor();
    await page.getByRole('tab', { name: 'Video and facility' }).click();
    await choose(page, 'Upload video', { name: 'tour.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await page.getByTestId('org-video').locator('video').waitFor();
    await page.getByRole('button', { name: 'Publish profile' }).click();
    await page.getByText('Your organization profile has been published.').first().waitFor();

    // Roles: a Recruiter with jobs and applicants only; invite the colleague.
    await page.goto(`/organization/${orgSlug}/permissions`);
    await page.getByRole('button', { name: 'Create role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create role' });
    await dialog.getByLabel('Role name').fill('Recruiter');
    await dialog.getByText('Jobs and question bank', { exact: true }).click();
    await dialog.getByText('Applicants', { exact: true }).click();
    expect(await dialog.getByLabel('Applicants').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await page.getByText('Role has been created successfully!').first().waitFor();
    await page.getByTestId('role').filter({ hasText: 'Recruiter' }).waitFor();

    const colleagueEmail = `sam-${stamp()}@example.test`;
    await page.getByRole('tab', { name: 'Team and invitations' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(colleagueEmail);
    await page.getByLabel('Role', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Recruiter' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByTestId('invitation').filter({ hasText: colleagueEmail }).waitFor();

    // The colleague signs up, accepts, and works as the clinic.
    const colleague = await newPage(b.browser, b.base);
    const cp = colleague.page;
    const reg = await registerThroughApi(b.base, 'individual', {
      firstName: 'Sam',
      lastName: 'Lee',
      email: colleagueEmail,
      password: 'Recruit2024x',
    });
    expect(reg.status).toBe(200);
    await verifyAndLogin(cp, b.base, colleagueEmail, 'Recruit2024x');
    await cp.waitForURL('**/choose');
    const personSlug = cp.url().split('/individual/')[1].split('/')[0];
    await cp.goto(`/individual/${personSlug}/dashboard`);
    await cp.getByTestId('invitations').getByRole('button', { name: 'Accept' }).click();
    await cp
      .getByText(/You have joined Bayside Clinic .* as Recruiter\./)
      .first()
      .waitFor();
    await cp.goto(`/individual/${personSlug}/choose-organization`);
    await cp.getByRole('button', { name: /Continue as Bayside Clinic/ }).click();
    await cp.waitForURL(`**/organization/${orgSlug}/dashboard`);
    const areas = cp.getByTestId('org-areas');
    await areas.getByRole('link', { name: 'Question bank' }).waitFor();
    expect(await areas.getByRole('link', { name: 'Team and permissions' }).count()).toBe(0);
    expect(await areas.getByRole('link', { name: 'Edit profile' }).count()).toBe(0);

    // The jobs area opens; roles and team are refused in the UI and the API.
    await areas.getByRole('link', { name: 'Question bank' }).click();
    await cp.getByRole('heading', { name: 'Question bank' }).waitFor();
    await cp.getByLabel('Question', { exact: true }).fill('Do you hold an active RN license?');
    await cp.getByRole('button', { name: 'Add question' }).click();
    await cp.getByTestId('question').filter({ hasText: 'active RN license' }).waitFor();
    await cp.goto(`/organization/${orgSlug}/permissions`);
    await cp.getByTestId('no-access').waitFor();
    const token = await cp.evaluate(
      () => JSON.parse(localStorage.getItem('auth') ?? '{}').api_token as string,
    );
    const get = (path: string) =>
      fetch(`${b.base}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      );
    expect(await get(`/${orgSlug}/roles`)).toBe(403);
    expect(await get(`/organization/${orgSlug}/users`)).toBe(403);
    expect(await get(`/organization/${orgSlug}/account`)).toBe(403);
    expect(await get(`/organization/${orgSlug}/job/job-role-assigned-users`)).toBe(200);

    // The owner sees the colleague on the team; the public sees the published profile with its video.
    await page.reload();
    await page.getByRole('tab', { name: 'Team and invitations' }).click();
    await page.getByTestId('member').filter({ hasText: colleagueEmail }).waitFor();
    const visitor = await newPage(b.browser, b.base);
    await visitor.page.goto(`/organization/${orgSlug}/view-profile`);
    await visitor.page.getByRole('heading', { name: `Bayside Clinic ${stamp()}` }).waitFor();
    await visitor.page.getByText('Urgent care by the bay').waitFor();
    await visitor.page.getByTestId('org-video-player').waitFor();
    await visitor.context.close();
    await colleague.context.close();
    await owner.context.close();
  });
});
