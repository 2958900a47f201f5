import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../api/test/fixtures';
import {
  fillRegistration,
  fillSignIn,
  newPage,
  openVerificationLink,
  signInAs,
  withBrowser,
} from './browser';
import { pdfFile } from './files';

const b = withBrowser();

const PDF_RESUME = [
  'Grace Kim, RN',
  'EXPERIENCE',
  'Charge Nurse, Seton Medical Center, Austin, TX 2019 - Present',
  'EDUCATION',
  'Bachelor of Science in Nursing, Baylor University 2011 - 2015',
  'CERTIFICATIONS',
  'BLS Provider, American Heart Association, expires 2027-01-31',
  'SKILLS',
  'Triage, Wound care',
];
const DOCX_RESUME = [
  'Grace Kim',
  'CERTIFICATIONS',
  'PALS, American Heart Association, expires 2027-05-31',
  'SKILLS',
  'Telemetry, Triage',
];

describe('a nurse builds her profile', () => {
  it('signs up, imports a PDF and a DOCX resume, adds a license, controls her phone visibility', async () => {
    const { page, context } = await newPage(b.browser, b.base);
    const email = `grace-${Date.now().toString(36)}@example.test`;

    // Sign up, verify, sign in.
    await page.goto('/register?individual=true');
    await fillRegistration(page, { firstName: 'Grace', lastName: 'Kim', email, password: 'Grace2024x' });
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/email-verification');
    await openVerificationLink(page, b.base, email);
    await page.goto('/login');
    await fillSignIn(page, email, 'Grace2024x');
    await page.waitForURL('**/choose');
    const slug = page.url().split('/individual/')[1].split('/')[0];

    // Import the PDF: correct one proposal, drop another, save.
    await page.goto(`/individual/${slug}/edit/resume`);
    await page.locator('input[type=file]').setInputFiles(pdfFile('grace.pdf', PDF_RESUME));
    await page.getByRole('button', { name: 'Read my resume' }).click();
    await page.getByRole('heading', { name: 'Review what we found' }).waitFor({ timeout: 20_000 });
    const work = page.getByTestId('proposal').filter({ hasText: 'Work experience' });
    // Dates read as the profile shows them, not as stored ('2019-01-01').
    expect(await work.getByTestId('proposal-detail').innerText()).toContain('Jan 2019 – Present');
    await work.getByLabel('Job title').fill('Charge Nurse, Cardiac ICU');
    const woundCare = page.getByTestId('proposal').filter({ hasText: 'Wound care' });
    await woundCare.getByRole('checkbox', { name: 'Include' }).uncheck();
    await page.getByRole('button', { name: 'Save selected to my profile' }).click();
    await page.waitForURL(`**/individual/${slug}/view-profile`);
    await page
      .getByTestId('public-work_experiences')
      .getByText('Charge Nurse, Cardiac ICU · Seton Medical Center')
      .waitFor();
    await page.getByTestId('public-educations').getByText('Baylor University').waitFor();
    // Months as LinkedIn writes them: "Jan 2019 – Present", never "2019-01 – present".
    await page.getByTestId('public-work_experiences').getByText('Jan 2019 – Present').waitFor();
    await page.getByTestId('public-educations').getByText('Jan 2011 – Dec 2015').waitFor();
    await page.getByTestId('public-certificates').getByText('expires Jan 31, 2027').waitFor();
    await page.getByTestId('public-certificates').getByText('BLS Provider').waitFor();
    expect(await page.getByTestId('public-skills').innerText()).not.toContain('Wound care');

    // Import the DOCX: the new certificate and skill are added; the known skill is skipped.
    await page.goto(`/individual/${slug}/edit/resume`);
    await page.getByRole('heading', { name: 'Import from your resume' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'grace.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: makeDocx(DOCX_RESUME),
    });
    await page.getByRole('button', { name: 'Read my resume' }).click();
    await page.getByRole('heading', { name: 'Review what we found' }).waitFor({ timeout: 20_000 });
    // Triage was saved from the first resume: it is not proposed again.
    await page.getByTestId('proposal').filter({ hasText: 'Telemetry' }).waitFor();
    expect(await page.getByTestId('proposal').filter({ hasText: 'Triage' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save selected to my profile' }).click();
    await page.waitForURL(`**/individual/${slug}/view-profile`);
    await page.getByTestId('public-certificates').getByText('PALS').waitFor();
    await page.getByTestId('public-skills').getByText('Telemetry').waitFor();

    // Add a license with an expiry date, and a phone number.
    await page.goto(`/individual/${slug}/edit`);
    await page.getByTestId('section-licenses').getByRole('button', { name: 'Add license' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add license' });
    await dialog.getByLabel('License type').fill('RN');
    await dialog.getByLabel('License number').fill('RN-778812');
    await dialog.getByLabel('Issuing state or authority').fill('Texas Board of Nursing');
    await dialog.getByLabel('NPI (optional)').fill('1234567890');
    await dialog.getByLabel('Expiry date').fill('2028-04-30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This is not a valid NPI').waitFor();
    await dialog.getByLabel('NPI (optional)').fill('1234567893');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('licenses-item').getByText('RN · RN-778812').waitFor();
    // A private health record with its document, and a saved resume for later applications.
    await page
      .getByTestId('section-health_requirements')
      .getByRole('button', { name: 'Add health record' })
      .click();
    const health = page.getByRole('dialog', { name: 'Add health record' });
    await health.getByLabel('Requirement').click();
    await page.getByRole('option', { name: 'flu shot' }).click();
    await health.getByLabel('Date completed').fill('2026-10-02');
    const chooser = page.waitForEvent('filechooser');
    await health.getByRole('button', { name: 'Attach' }).click();
    await (await chooser).setFiles(pdfFile('flu.pdf', ['Influenza vaccine 2026']));
    await health.getByText('flu.pdf').waitFor();
    await health.getByRole('button', { name: 'Save' }).click();
    await health.waitFor({ state: 'detached' });
    const fluShot = page.getByTestId('health_requirements-item').filter({ hasText: 'flu shot' });
    await fluShot.getByText('completed Oct 2, 2026').waitFor();
    // The document uploaded with the record is listed with it, at its private signed link.
    const document = fluShot.getByRole('link', { name: 'View document: flu shot' });
    const href = (await document.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/v1\/files\/\d+\?viewer=\d+&exp=\d+&sig=/);
    expect(await document.getAttribute('target')).toBe('_blank');
    const opened = await context.request.get(`${b.base}${href}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    const resumeChooser = page.waitForEvent('filechooser');
    await page.getByTestId('attachments').getByRole('button', { name: 'Upload PDF or DOCX' }).click();
    await (await resumeChooser).setFiles(pdfFile('grace-cv.pdf', PDF_RESUME));
    await page.getByTestId('attachments').getByText('grace-cv.pdf').waitFor();

    await page.getByLabel('Phone').fill('+1 512 555 0177');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText('Your account has been updated successfully.').first().waitFor();

    // Show the phone, check a visitor sees it; then hide it.
    await page.goto(`/individual/${slug}/settings?title=visiblity`);
    await page.getByLabel('Show Phone number').check();
    await page.getByRole('button', { name: 'Save visibility' }).click();
    await page.getByText('Your visibility settings have been saved.').first().waitFor();

    const visitor = await newPage(b.browser, b.base);
    await visitor.page.goto(`/individual/${slug}/view-profile`);
    await visitor.page.getByRole('heading', { name: 'Grace Kim' }).waitFor();
    await visitor.page.getByTestId('phone').waitFor();

    await page.getByLabel('Show Phone number').uncheck();
    await page.getByRole('button', { name: 'Save visibility' }).click();
    await page.getByText('Your visibility settings have been saved.').first().waitFor();

    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'Grace Kim' }).waitFor();
    await visitor.page.getByText('RN · RN-778812').waitFor();
    await visitor.page.getByText('PALS').waitFor();
    expect(await visitor.page.getByTestId('phone').count()).toBe(0);
    expect(await visitor.page.getByText('555 0177').count()).toBe(0);
    expect(await visitor.page.getByTestId('public-health_requirements').count()).toBe(0);
    await visitor.context.close();
    await context.close();
  });
});

/** The selected tab of the page's tab row is marked (tinted) on whichever row it wrapped to. */
async function selectedTabIsMarked(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, selected: true });
  await tab.waitFor();
  const background = await tab.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
}

describe('tab rows on a phone', () => {
  it('My jobs, Settings, Services and Reviews mark the chosen tab on any row and keep it in the address', async () => {
    const { page, context, slug } = await signInAs(b.browser, b.base, 'nurse@hctl.test', 390);
    const screens: [string, string, string, RegExp][] = [
      [`/individual/${slug}/jobs`, 'Invitations', 'Interviews', /[?&]view=invitations/],
      [`/individual/${slug}/settings`, 'Notifications', 'Billing', /[?&]title=notifications/],
      [`/individual/${slug}/services`, 'Service requests', 'Services offered', /[?&]type=service_request/],
      [`/individual/${slug}/rating-reviews`, 'Written by you', 'Objections', /[?&]tab=written/],
    ];
    for (const [path, last, other, inAddress] of screens) {
      await page.goto(path);
      // The last tab wraps to a second row at 390 px; choosing it marks it there.
      await page.getByRole('tab', { name: last }).click();
      await page.waitForURL(inAddress);
      await selectedTabIsMarked(page, last);
      await page.reload();
      await selectedTabIsMarked(page, last);
      await page.getByRole('tab', { name: other }).click();
      await selectedTabIsMarked(page, other);
      // Back returns to the tab before.
      await page.goBack();
      await page.waitForURL(inAddress);
      await selectedTabIsMarked(page, last);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
