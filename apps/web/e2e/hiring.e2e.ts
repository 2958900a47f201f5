import { describe, expect, it } from 'vitest';
import { apiToken, interviewedNurse } from './api';
import { attemptStamp, newPage, signIn, withBrowser } from './browser';
import { pdfFile } from './files';

const b = withBrowser();
const stamp = attemptStamp();

describe('the hiring loop', () => {
  it('posts a job with pay and two questions; a nurse applies; shortlist, interview, reschedule request, reschedule, accept', async () => {
    const title = `Night Shift RN ${stamp()}`;
    const clinic = await newPage(b.browser, b.base);
    const cp = clinic.page;
    await signIn(cp, 'clinic@hctl.test');
    await cp.goto('/organization/jobs/create/riverside-clinic');
    await cp.getByLabel('Job title').fill(title);
    await cp.getByLabel('Shift', { exact: true }).first().click();
    await cp.getByRole('option', { name: 'night' }).click();
    await cp.getByLabel('Shift hours').fill('19:00-07:00, 3x12');
    await cp.getByLabel('City').fill('Austin');
    await cp.getByLabel('State').fill('TX');
    await cp.getByLabel('Pay from ($)').fill('48');
    await cp.getByLabel('Pay to ($)').fill('62');
    await cp.getByLabel('Per', { exact: true }).first().click();
    await cp.getByRole('option', { name: 'hour' }).click();
    await cp
      .getByLabel('Description')
      .fill('Care for adult ICU patients on nights with a 1:2 ratio and strong charge-nurse support.');
    await cp.getByRole('button', { name: 'Publish job' }).click();
    // Premium plan with question access → the questions step (spec §4).
    await cp.waitForURL('**/organization/jobs/create/questions/**');
    await cp.getByLabel('Question 1').fill('Do you hold an active RN license?');
    await cp.getByRole('button', { name: 'Add another question' }).click();
    await cp.getByLabel('Question 2').fill('How many years of ICU experience do you have?');
    await cp.getByRole('button', { name: 'Attach and review' }).click();
    await cp.waitForURL('**/organization/jobs/reviewJob/**');
    await cp.getByTestId('review-question').nth(1).waitFor();
    await cp.getByRole('link', { name: 'Looks good' }).click();
    await cp.getByTestId('pay').filter({ hasText: '$48 – $62 / hour' }).waitFor();
    const jobUrl = new URL(cp.url()).pathname;
    await cp.getByLabel('Profile link or name in the link').fill('/individual/nora-reyes/view-profile');
    await cp.getByRole('button', { name: 'Send invitation' }).click();
    await cp.getByText('The invitation has been sent.').first().waitFor();

    // The nurse finds it through the header's search (the home page's six featured jobs may hold
    // other journeys' newer jobs) and applies with a resume and answers.
    const nurse = await newPage(b.browser, b.base);
    const np = nurse.page;
    await signIn(np, 'nurse@hctl.test');
    const box = np.getByRole('searchbox', { name: 'Find jobs, services and people' });
    await box.fill(title);
    await box.press('Enter');
    await np.waitForURL((u) => u.pathname === '/search');
    await np.getByTestId('job-hit').filter({ hasText: title }).click();
    await np.waitForURL(`**${jobUrl}`);
    await np.getByRole('button', { name: 'Apply now' }).click();
    const dialog = np.getByRole('dialog', { name: `Apply: ${title}` });
    // Her name comes from her account (not split from a display name).
    await expect.poll(() => dialog.getByLabel('First name').inputValue()).toBe('Nora');
    expect(await dialog.getByLabel('Last name').inputValue()).toBe('Reyes');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText('Attach a resume (PDF or DOCX) or choose a saved one.').waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles(pdfFile('nora-cv.pdf', ['Nora Reyes, RN', 'ICU nurse']));
    await dialog.getByLabel('Do you hold an active RN license?').click();
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await dialog
      .getByLabel('How many years of ICU experience do you have?')
      .fill('Eight years in a level I trauma ICU.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText('Application sent').waitFor();

    // The recruiter shortlists her and schedules a video interview.
    const jobSlug = jobUrl.split('/').pop();
    await cp.goto(`/organization/riverside-clinic/applicants?job=${jobSlug}`);
    const applicant = cp.getByTestId('applicant').filter({ hasText: 'nurse@hctl.test' });
    // Her resume opens from a plain link in a new tab (no bearer token there: the link is signed).
    const resumeLink = applicant.getByRole('link', { name: 'Resume' });
    const [tab, resume] = await Promise.all([
      clinic.context.waitForEvent('page'),
      clinic.context.waitForEvent('response', (r) => r.url().includes('/api/v1/files/')),
      resumeLink.click(),
    ]);
    expect(resume.status()).toBe(200);
    expect(resume.headers()['content-type']).toBe('application/pdf');
    await tab.close();
    const bytes = await fetch(new URL((await resumeLink.getAttribute('href'))!, b.base));
    expect(bytes.status).toBe(200);
    expect((await bytes.text()).startsWith('%PDF')).toBe(true);
    await applicant.getByRole('button', { name: 'Shortlist' }).click();
    await applicant.getByText('shortlisted', { exact: true }).first().waitFor();
    await applicant.getByRole('button', { name: 'Schedule interview' }).click();
    const schedule = cp.getByRole('dialog', { name: /Interview/ });
    await schedule.getByLabel('Date and time').fill('2030-05-01T10:00');
    await schedule.getByRole('button', { name: 'Schedule interview' }).click();
    await cp.getByText('The interview has been scheduled.').first().waitFor();

    // The recruiter reads her application in the drawer: her answers under the job's questions.
    await applicant.getByRole('button', { name: 'View the application of Nora Reyes' }).click();
    const drawer = cp.getByRole('dialog', { name: 'Nora Reyes' });
    await drawer.getByText('How many years of ICU experience do you have?').waitFor();
    await drawer.getByText('Eight years in a level I trauma ICU.').waitFor();
    await drawer.getByText('No phone number given.').waitFor();
    await cp.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // She asks for another time.
    const personSlug = 'nora-reyes';
    await np.goto(`/individual/${personSlug}/jobs`);
    await np.getByRole('tab', { name: 'Interviews' }).click();
    const mine = np.getByTestId('my-interview').filter({ hasText: title });
    await mine.getByLabel('Proposed time').fill('2030-05-02T14:00');
    await mine.getByRole('button', { name: 'Request another time' }).click();
    await mine.getByTestId('my-interview-status').filter({ hasText: 'reschedule requested' }).waitFor();

    // The recruiter reschedules; she accepts; both see it.
    await cp.getByRole('tab', { name: 'Scheduled interviews' }).click();
    const theirs = cp.getByTestId('org-interview').filter({ hasText: title });
    await theirs.getByTestId('org-interview-status').filter({ hasText: 'reschedule requested' }).waitFor();
    await theirs.getByLabel('New time').fill('2030-05-02T14:00');
    await theirs.getByRole('button', { name: 'Reschedule' }).click();
    await theirs.getByTestId('org-interview-status').filter({ hasText: 'rescheduled' }).waitFor();

    await np.reload();
    await np.getByRole('tab', { name: 'Interviews' }).click();
    await mine.getByTestId('my-interview-status').filter({ hasText: 'rescheduled' }).waitFor();
    await mine.getByRole('button', { name: 'Accept' }).click();
    await mine.getByTestId('my-interview-status').filter({ hasText: 'accepted' }).waitFor();
    await np.getByRole('tab', { name: 'Invitations' }).click();
    await np.getByRole('tabpanel', { name: 'Invitations' }).getByText(title).waitFor();
    await np.getByRole('tab', { name: 'Applications' }).click();
    await np.getByTestId('my-application').filter({ hasText: title }).getByText('interview').waitFor();

    await cp.reload();
    await cp.getByRole('tab', { name: 'Scheduled interviews' }).click();
    await cp
      .getByTestId('org-interview')
      .filter({ hasText: title })
      .getByTestId('org-interview-status')
      .filter({ hasText: 'accepted' })
      .waitFor();
    await nurse.context.close();
    await clinic.context.close();
  });

  it('a nurse withdraws her application: asked first, her card says withdrawn, her interview is cancelled; the clinic sees her under Withdrawn, with nothing to act on', async () => {
    const title = `Day Shift RN ${stamp()}`;
    const { job } = await interviewedNurse(
      b.base,
      {
        org: 'riverside-clinic',
        clinicToken: await apiToken(b.base, 'clinic@hctl.test'),
        nurseToken: await apiToken(b.base, 'nurse@hctl.test'),
      },
      { title, description: 'Day shifts on a cardiac step-down unit with a steady 1:4 ratio.' },
      { at: new Date('2030-07-01T15:00:00Z'), timezone: 'America/Chicago' },
    );

    const nurse = await newPage(b.browser, b.base);
    const np = nurse.page;
    await signIn(np, 'nurse@hctl.test');
    await np.goto('/individual/nora-reyes/jobs');
    const card = np.getByTestId('my-application').filter({ hasText: title });
    await card.getByText('interview', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Withdraw application' }).click();
    const ask = np.getByRole('dialog', { name: 'Withdraw this application?' });
    await ask.getByText(/your interview will be cancelled\. This cannot be undone/).waitFor();
    // Cancelling the question changes nothing.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Withdraw application' }).click();
    await ask.getByRole('button', { name: 'Withdraw application' }).click();
    await np.getByText('Your application has been withdrawn.').first().waitFor();
    await card.getByText('withdrawn', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Withdraw application' }).count()).toBe(0);
    await np.getByRole('tab', { name: 'Interviews' }).click();
    await np
      .getByTestId('my-interview')
      .filter({ hasText: title })
      .getByTestId('my-interview-status')
      .filter({ hasText: 'cancelled' })
      .waitFor();

    const clinic = await newPage(b.browser, b.base);
    const cp = clinic.page;
    await signIn(cp, 'clinic@hctl.test');
    await cp.goto(`/organization/riverside-clinic/applicants?job=${job.slug}`);
    // Out of the job's applicants, into its own tab; read only there.
    await cp.getByRole('tab', { name: 'Applicants (0)' }).waitFor();
    await cp.getByRole('tab', { name: 'Withdrawn (1)' }).click();
    const gone = cp
      .getByRole('tabpanel', { name: 'Withdrawn (1)' })
      .getByTestId('applicant')
      .filter({ hasText: 'nurse@hctl.test' });
    await gone.getByText('withdrawn', { exact: true }).waitFor();
    await gone.getByRole('button', { name: 'View the application of Nora Reyes' }).waitFor();
    expect(await gone.getByLabel('Status of Nora').count()).toBe(0);
    expect(await gone.getByRole('button', { name: 'Shortlist' }).count()).toBe(0);
    expect(await gone.getByRole('button', { name: 'Schedule interview' }).count()).toBe(0);
    await cp.getByRole('tab', { name: 'Scheduled interviews' }).click();
    await cp
      .getByTestId('org-interview')
      .filter({ hasText: title })
      .getByTestId('org-interview-status')
      .filter({ hasText: 'cancelled' })
      .waitFor();
    await nurse.context.close();
    await clinic.context.close();
  });
});
