import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../api/test/fixtures';
import { registerThroughApi } from './api';
import {
  attemptStamp,
  callAs,
  fillRegistration,
  fillSignIn,
  linkFrom,
  newPage,
  openVerificationLink,
  outbox,
  signIn,
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

    // The owner hands the clinic to Sam, after a warning that it cannot be undone; Olivia stays as a Recruiter.
    const transfer = page.getByTestId('transfer-ownership');
    await transfer.getByLabel('New owner').click();
    await page.getByRole('option', { name: /Sam Lee/ }).click();
    await transfer.getByRole('button', { name: 'Transfer ownership' }).click();
    const confirm = page.getByRole('dialog', { name: /Hand Bayside Clinic .* to Sam Lee\?/ });
    await confirm.getByText('You cannot undo this').waitFor();
    await confirm.getByRole('button', { name: 'Transfer ownership' }).click();
    await page
      .getByText(/now belongs to Sam Lee\. You stay on the team as Recruiter\./)
      .first()
      .waitFor();
    await page.getByTestId('no-access').waitFor();
    await cp.goto(`/organization/${orgSlug}/permissions`);
    await cp.getByRole('tab', { name: 'Team and invitations' }).click();
    expect(await cp.locator('input[aria-label="Role of Olivia Grant"]').inputValue()).toBe('Recruiter');

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

describe("a team's life: an invitation's link, a member's menus, a removal", () => {
  it('invites a new person who registers from the link, works with only their areas, and is sent home when removed', async () => {
    const owner = await newPage(b.browser, b.base);
    const page = owner.page;
    await signIn(page, 'clinic@hctl.test', '**/organization/riverside-clinic/dashboard');
    const slug = 'riverside-clinic';
    const recruiter = `Recruiter ${stamp()}`;
    const made = await callAs(page, 'POST', `/${slug}/roles/create`, {
      role_name: recruiter,
      permissions: ['jobs', 'applicants', 'interviews'],
    });
    expect(made.status).toBe(200);

    // The owner invites a new person; the pending invitation says when it was sent and expires.
    const email = `rita-${stamp()}@example.test`;
    await page.goto(`/organization/${slug}/permissions`);
    await page.getByRole('tab', { name: 'Team and invitations' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Role', { exact: true }).first().click();
    await page.getByRole('option', { name: recruiter }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const row = page.getByTestId('invitation').filter({ hasText: email });
    await row.getByText(/Sent .* · expires /).waitFor();
    await row.getByRole('button', { name: 'Re-send' }).click();
    await page.getByText(`Invitation sent again to ${email}.`).first().waitFor();

    // The e-mail names who, what, as what and until when; its link leads to registering with the e-mail.
    const mail = await outbox(b.base, email, 'invited you to join');
    expect(mail.text).toContain(`as ${recruiter}.`);
    expect(mail.text).toMatch(/expires on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const rita = await newPage(b.browser, b.base);
    const rp = rita.page;
    await rp.goto(linkFrom(mail.text).replace(/^https?:\/\/[^/]+/, ''));
    await rp.getByRole('heading', { name: /invited you to join Riverside Clinic's team/ }).waitFor();
    await rp.getByRole('link', { name: 'Create your free account to accept' }).click();
    await rp.waitForURL('**/register?**');
    expect(await rp.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await rp.getByTestId('register-invitation').waitFor();
    await fillRegistration(rp, { firstName: 'Rita', lastName: 'Stone', email, password: 'Recruit2024x' });
    await rp.getByRole('checkbox', { name: /I agree/ }).check();
    await rp.getByRole('button', { name: 'Create account' }).click();
    await rp.waitForURL('**/email-verification');
    await openVerificationLink(rp, b.base, email);
    await rp.goto('/login');
    await fillSignIn(rp, email, 'Recruit2024x');
    // "What describes you best?" tells of the invitation and leads to it.
    await rp.waitForURL('**/choose');
    await rp.getByTestId('choose-invitation').getByRole('link', { name: 'Go to the invitation' }).click();
    await rp
      .getByTestId('invitations')
      .getByText(/Expires /)
      .waitFor();
    await rp.getByTestId('invitations').getByRole('button', { name: 'Accept' }).click();
    await rp.getByText(`You have joined Riverside Clinic as ${recruiter}.`).first().waitFor();

    // "Work as" on My companies goes straight to the dashboard, which greets the person.
    const personSlug = rp.url().split('/individual/')[1].split('/')[0];
    const asked: string[] = [];
    rp.on('request', (r) => asked.push(r.url()));
    await rp.goto(`/individual/${personSlug}/companies`);
    await rp.getByRole('button', { name: 'Work as Riverside Clinic' }).click();
    await rp.waitForURL(`**/organization/${slug}/dashboard`);
    await rp.getByText('Welcome, Rita — Riverside Clinic').waitFor();
    // The menu lists only what the role opens; the organization's inbox is never asked for.
    await rp.getByTestId('account-menu').click();
    await rp.getByRole('menuitem', { name: 'Organization dashboard' }).waitFor();
    for (const hidden of ['Wallet', 'Analytics', 'Advertisements', 'Billing'])
      expect(await rp.getByRole('menuitem', { name: hidden, exact: true }).count()).toBe(0);
    await rp.keyboard.press('Escape');
    await rp.goto(`/organization/jobs/${slug}`);
    await rp.getByRole('heading', { name: /Jobs/ }).first().waitFor();
    expect(asked.filter((u) => u.includes('/organization-conversations/'))).toEqual([]);

    // The owner removes her: her open tab leaves the clinic at once and says why.
    await page.reload();
    await page.getByRole('tab', { name: 'Team and invitations' }).click();
    page.once('dialog', (d) => void d.accept());
    await page
      .getByTestId('member')
      .filter({ hasText: email })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText('The team member has been removed.').first().waitFor();
    await rp.waitForURL(`**/individual/${personSlug}/dashboard`);
    await rp.getByText("You are no longer on Riverside Clinic's team.").first().waitFor();
    expect(await rp.getByTestId('account-menu').textContent()).not.toContain('Riverside Clinic');
    // A tab that missed the live event (still "working as" the clinic) leaves on the server's 404.
    const stale = await rp.evaluate(() => localStorage.getItem('auth'));
    const acting = JSON.parse(stale ?? '{}');
    acting.showData.organization = {
      ...acting.showData.organization,
      ...(await callAs(page, 'GET', `/organization/${slug}/show`)).json.data,
    };
    await rp.evaluate((v) => localStorage.setItem('auth', v), JSON.stringify(acting));
    await rp.goto(`/organization/jobs/${slug}`);
    await rp.waitForURL(`**/individual/${personSlug}/dashboard`);
    await rp.getByText("You are no longer on Riverside Clinic's team.").first().waitFor();
    const removedMail = await outbox(b.base, email, "You are no longer on Riverside Clinic's team");
    expect(removedMail.subject).toBe("You are no longer on Riverside Clinic's team");

    // A cancelled invitation's link says so.
    const other = `gone-${stamp()}@example.test`;
    await page.getByLabel('E-mail', { exact: true }).fill(other);
    await page.getByLabel('Role', { exact: true }).first().click();
    await page.getByRole('option', { name: recruiter }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByTestId('invitation')
      .filter({ hasText: other })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByText('The invitation has been cancelled.').first().waitFor();
    const visitor = await newPage(b.browser, b.base);
    const link = linkFrom((await outbox(b.base, other, 'invited you to join')).text);
    await visitor.page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await visitor.page.getByText('This invitation was cancelled').waitFor();

    // On a 390 px phone the team is cards: nothing runs off the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('member').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await visitor.context.close();
    await rita.context.close();
    await owner.context.close();
  });
});
