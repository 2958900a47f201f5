import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { interviewedNurse } from './api';
import { bellReceives, newAxePage, seriousAxeViolations, signInAs, withBrowser } from './browser';

const b = withBrowser();
const ORG = 'riverside-clinic';
const NURSE = 'nora-reyes';

const signedIn = signInAs;

/** No serious axe violations; a failure quotes the offending elements. */
async function expectAccessible(page: Page) {
  const found = await seriousAxeViolations(page);
  const html = await Promise.all(
    found.map((v) =>
      page
        .evaluate(
          (sel) => document.querySelector(sel)?.outerHTML.slice(0, 300) ?? '',
          v.split(' × ')[1].split(',')[0],
        )
        .catch(() => ''),
    ),
  );
  expect(found.map((v, i) => `${v}\n${html[i]}`)).toEqual([]);
}

describe('rating reviews and favourites', () => {
  it('the clinic reviews Nora after an interview; she objects; the admin approves; the review leaves her public profile', async () => {
    const stamp = Date.now().toString(36);
    const text = `Calm under pressure and kind to families (${stamp}).`;
    const clinic = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    // A fresh job of the clinic, Nora's application to it and a video interview (what allows the review).
    await interviewedNurse(
      b.base,
      { org: ORG, clinicToken: clinic.token, nurseToken: nurse.token },
      {
        title: `Reviewed RN ${stamp}`,
        description: 'A job of the reviews journey: the clinic interviews the nurse, then reviews her.',
      },
      { at: new Date(Date.now() + 3_600_000), timezone: 'America/Chicago' },
    );

    // The clinic writes the review from Nora's public profile.
    const cp = clinic.page;
    await cp.goto(`/individual/${NURSE}/view-profile`);
    const section = cp.getByTestId('profile-reviews');
    await section.getByRole('button', { name: 'Write a review' }).click();
    const dialog = cp.getByRole('dialog', { name: 'Review Nora Reyes' });
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.getByText('Choose a rating from 1 to 5.').waitFor();
    // The stars are visually hidden radios: a person clicks the fourth star (the radio's label).
    const star = await dialog.getByRole('radio', { name: '4 out of 5' }).getAttribute('id');
    await dialog.locator(`label[for="${star}"]`).click();
    expect(await dialog.getByRole('radio', { name: '4 out of 5' }).isChecked()).toBe(true);
    await dialog.getByLabel('Your review').fill(text);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 }).catch(async (e) => {
      throw new Error(`${e.message}\nThe dialog says: ${await dialog.innerText()}`);
    });
    await section.getByTestId('review-item').filter({ hasText: text }).waitFor();
    // Not asserted here: that the button is gone. A quotation journey running beside this one may have
    // completed a quotation between the clinic and Nora, which rightly allows a further review of it
    // (reviews.test.ts covers the 409 for a second review of the same relationship).
    // Each step reaches the other side's bell live, without a reload.
    await bellReceives(nurse.page, 'reviewed you', 'Owen Clark');

    // Nora sees it on her reviews page and objects.
    const np = nurse.page;
    await np.goto(`/individual/${NURSE}/rating-reviews`);
    const mine = np.getByTestId('review-item').filter({ hasText: text });
    await mine.waitFor();
    await np.getByTestId('rating-summary').waitFor();
    await expectAccessible(np);
    await mine.getByRole('button', { name: 'Flag' }).click();
    await mine.getByText('Flagged', { exact: true }).waitFor();
    await np.getByRole('tab', { name: 'Flagged' }).click();
    await np.getByTestId('review-item').filter({ hasText: text }).waitFor();
    await np.getByRole('tab', { name: 'All' }).click();
    // The admin is signed in (their bell open in another browser) before Nora objects.
    const admin = await signedIn(b.browser, b.base, 'admin@hctl.test');
    const ap = admin.page;
    await mine.getByRole('button', { name: 'Object' }).click();
    const objection = np.getByRole('dialog', { name: 'Object to this review' });
    await objection.getByLabel('Why should it be removed?').fill('I was never interviewed for this unit.');
    await objection.getByRole('button', { name: 'Send objection' }).click();
    await objection.waitFor({ state: 'detached' });
    await mine.getByText('Objection pending').waitFor();
    await bellReceives(ap, 'Nora Reyes objects to a review', 'Nora Reyes');

    // The admin approves the objection from the queue.
    await ap.getByTestId('account-menu').click();
    await ap.getByRole('menuitem', { name: 'Review objections' }).click();
    await ap.waitForURL('**/admin/review-objections');
    const queued = ap.getByTestId('objection').filter({ hasText: text });
    await queued.getByText('I was never interviewed for this unit.').waitFor();
    await expectAccessible(ap);
    await queued.getByRole('button', { name: 'Approve (hide the review)' }).click();
    await queued.waitFor({ state: 'detached' });
    await bellReceives(np, 'Your objection was approved', 'Ada Admin');

    // Visitors no longer see it; Nora sees it labelled on her page.
    const visitor = await newAxePage(b.browser, b.base);
    await visitor.page.goto(`/individual/${NURSE}/view-profile`);
    const pub = visitor.page.getByTestId('profile-reviews');
    await pub.getByTestId('rating-summary').waitFor();
    expect(await pub.getByText(text).count()).toBe(0);
    await np.goto(`/individual/${NURSE}/rating-reviews`);
    await np.getByRole('tab', { name: 'Objections' }).click();
    const decided = np.getByTestId('review-item').filter({ hasText: text });
    await decided.getByText('Objection approved').waitFor();
    await decided.getByText('Hidden from visitors').waitFor();

    await Promise.all([clinic.context, nurse.context, admin.context, visitor.context].map((c) => c.close()));
  });

  it('Nora saves a job, finds it in her favourites (also at phone width), and removes it', async () => {
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test', 390);
    const np = nurse.page;
    // On a phone the menu lists the account's destinations (as the desktop account menu does).
    await np.getByRole('button', { name: 'Open menu' }).click();
    await np.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favourites' }).waitFor();
    await np.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My services' }).click();
    await np.waitForURL(`**/individual/${NURSE}/services`);
    await np.goto(`/organization/jobs/${ORG}/details/icu-registered-nurse-nights`);
    const save = np.getByTestId('save-toggle');
    await save.filter({ hasText: 'Save' }).waitFor();
    await save.click();
    await np.getByRole('button', { name: /Remove .* from favourites/ }).waitFor();
    await np.goto(`/individual/${NURSE}/favourites/all`);
    const card = np.getByTestId('favourite').filter({ hasText: 'ICU Registered Nurse' });
    await card.waitFor();
    await expectAccessible(np);
    const overflow = await np.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    // A chip is a visually hidden radio with its label: a person taps the label.
    const chip = async (name: string) =>
      np
        .locator(`label[for="${await np.getByRole('radio', { name, exact: true }).getAttribute('id')}"]`)
        .click();
    await chip('Services');
    await np.getByTestId('favourites-empty').waitFor();
    await chip('All');
    await card.getByRole('button', { name: /Remove/ }).click();
    await np.getByTestId('favourites-empty').waitFor();
    await nurse.context.close();
  });
});
