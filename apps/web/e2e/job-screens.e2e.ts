import { describe, expect, it } from 'vitest';
import { apiData, apiToken } from './api';
import { ensureSaved4242, fillSignIn, newPage, payByCardOnly, signIn, withBrowser } from './browser';
import { pdfFile } from './files';

/**
 * What a new user met on the job screens: the way back to a job after signing in, "Applied" on a
 * job already applied to, only the actions a state allows, another person's pages, and promote and
 * publish pages that tell the job's real state.
 */
const b = withBrowser();
const ORG = 'riverside-clinic';
const JOB = 'icu-registered-nurse-nights';
const JOB_URL = `/organization/jobs/${ORG}/details/${JOB}`;

describe('the job screens', () => {
  it('signs in from a job page back to it, applies once, then shows "Applied"; no open redirect; own slug only', async () => {
    const { context, page } = await newPage(b.browser, b.base);
    await page.goto(JOB_URL);
    await page.getByText('Sign in or create a free profile to apply.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login?redirect=**');
    await fillSignIn(page, 'nurse@hctl.test');
    await page.waitForURL(`**${JOB_URL}`);

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: /^Apply: ICU Registered Nurse/ });
    await dialog
      .locator('input[type=file]')
      .setInputFiles(pdfFile('nora-cv.pdf', ['Nora Reyes, RN', 'ICU nurse']));
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText('Application sent').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('applied').getByText('Applied', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply now' }).count()).toBe(0);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/job/${JOB}/show`)) asked.push(r.url());
    });
    await page.reload();
    await page.getByTestId('applied').waitFor();
    expect(await page.getByRole('button', { name: 'Apply now' }).count()).toBe(0);
    // Signed in, the job is asked for once, as this viewer: the shell sends no anonymous preload.
    expect(asked).toEqual([expect.stringContaining('?individual_slug=nora-reyes')]);

    // Another person's dashboard and editor are the signed-in person's own, under their own slug.
    await page.goto('/individual/someone-else/dashboard');
    await page.waitForURL('**/individual/nora-reyes/dashboard');
    await page.goto('/individual/someone-else/edit');
    await page.waitForURL('**/individual/nora-reyes/edit');
    await context.close();

    // ?redirect= only goes to this site.
    const other = await newPage(b.browser, b.base);
    await other.page.goto('/login?redirect=%2F%2Fevil.example%2Fphish');
    await fillSignIn(other.page, 'nurse@hctl.test');
    await other.page.waitForURL('**/individual/nora-reyes/dashboard');
    expect(new URL(other.page.url()).host).toBe(new URL(b.base).host);
    await other.context.close();
  });

  it('offers only the actions the applicant and the interview states allow', async () => {
    const clinic = await newPage(b.browser, b.base);
    const cp = clinic.page;
    await signIn(cp, 'clinic@hctl.test');
    await cp.goto(`/organization/${ORG}/applicants?job=${JOB}`);
    const applicant = cp.getByTestId('applicant').filter({ hasText: 'nurse@hctl.test' });
    await applicant.getByRole('button', { name: 'Shortlist' }).waitFor();
    await applicant.getByRole('button', { name: 'Schedule interview' }).click();
    const schedule = cp.getByRole('dialog', { name: /Interview/ });
    await schedule.getByLabel('Date and time').fill('2030-06-01T10:00');
    await schedule.getByRole('button', { name: 'Schedule interview' }).click();
    await cp.getByText('The interview has been scheduled.').first().waitFor();
    // In interview: neither shortlisting nor a second interview.
    await applicant.getByText('interview', { exact: true }).first().waitFor();
    expect(await applicant.getByRole('button', { name: 'Shortlist' }).count()).toBe(0);
    expect(await applicant.getByRole('button', { name: 'Schedule interview' }).count()).toBe(0);
    // Scheduled: the clinic may reschedule or cancel, not confirm (the candidate has not accepted).
    await cp.getByRole('tab', { name: 'Scheduled interviews' }).click();
    const theirs = cp.getByTestId('org-interview').filter({ hasText: 'ICU Registered Nurse' });
    await theirs.getByRole('button', { name: 'Cancel' }).waitFor();
    expect(await theirs.getByRole('button', { name: 'Confirm' }).count()).toBe(0);

    // The candidate accepts: no Accept again; declining now reads as withdrawing.
    const nurse = await newPage(b.browser, b.base);
    const np = nurse.page;
    await signIn(np, 'nurse@hctl.test');
    await np.goto('/individual/nora-reyes/jobs');
    await np.getByRole('tab', { name: 'Interviews' }).click();
    const mine = np.getByTestId('my-interview').filter({ hasText: 'ICU Registered Nurse' });
    await mine.getByRole('button', { name: 'Decline' }).waitFor();
    await mine.getByRole('button', { name: 'Accept' }).click();
    await mine.getByTestId('my-interview-status').filter({ hasText: 'accepted' }).waitFor();
    await mine.getByRole('button', { name: 'Withdraw' }).waitFor();
    expect(await mine.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: 'Decline' }).count()).toBe(0);

    // Accepted: now the clinic may confirm; once confirmed, not again.
    await cp.reload();
    await cp.getByRole('tab', { name: 'Scheduled interviews' }).click();
    await theirs.getByTestId('org-interview-status').filter({ hasText: 'accepted' }).waitFor();
    await theirs.getByRole('button', { name: 'Confirm' }).click();
    await theirs.getByTestId('org-interview-status').filter({ hasText: 'confirmed' }).waitFor();
    expect(await theirs.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await nurse.context.close();
    await clinic.context.close();
  });

  it('promote and publish pages tell the real state; a promotion is reviewed before a card is asked; promoted jobs carry a badge', async () => {
    const token = await apiToken(b.base, 'clinic@hctl.test');
    const draft = await fetch(`${b.base}/api/v1/organization/${ORG}/job/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Weekend Phlebotomist ${Date.now().toString(36)}`,
        employment_type: 'part-time',
        is_remote: false,
        city: 'Austin',
        state: 'TX',
        description: 'Weekend draws for the outpatient lab; training on our analyzers provided.',
        status: 'draft',
      }),
    });
    const draftSlug = (await draft.json()).data.job.slug as string;
    const promoted = 'per-diem-medical-assistant';

    const { context, page } = await newPage(b.browser, b.base);
    await signIn(page, 'clinic@hctl.test');
    // Opened directly, without paying: no false success.
    await page.goto(`/organization/jobs/promote/${ORG}/success/${promoted}`);
    await page.getByText('This job is not promoted').waitFor();
    // Premium has no open-job limit: publishing needs no fee; an open job needs no publishing.
    await page.goto(`/organization/jobs/publish/${ORG}/${draftSlug}`);
    await page.getByText('Your plan has room for this job').waitFor();
    expect(await page.getByText(/limit is reached/).count()).toBe(0);
    await page.goto(`/organization/jobs/publish/${ORG}/${promoted}`);
    await page.getByText('This job is already open').waitFor();
    // A stale link: the job is gone, so retrying cannot help; the page names the job's screen and
    // offers the way back (to the page the link was followed from).
    await page.goto(`/organization/jobs/create/questions/${ORG}/no-such-job`);
    await page.getByRole('heading', { name: 'Screening questions' }).waitFor();
    const gone = page.getByRole('alert').filter({ hasText: 'Job not found.' });
    await gone.waitFor();
    expect(await gone.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await gone.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`**/organization/jobs/publish/${ORG}/${promoted}`);

    // Promote from the jobs list; no card saved: the review shows the amounts and takes a card.
    // Five jobs a page, and journeys side by side post the clinic's newer jobs: find it by its title.
    const row = page.getByTestId('org-job').filter({ hasText: 'Per Diem Medical Assistant' });
    const openJobsList = async () => {
      await page.goto(`/organization/jobs/${ORG}`);
      await page.getByPlaceholder('Search by title').fill('Per Diem Medical Assistant');
      await row.waitFor();
    };
    await openJobsList();
    expect(await row.getByTestId('promoted-badge').count()).toBe(0);
    await row.getByRole('link', { name: 'Promote' }).click();
    await page.waitForURL(`**/organization/jobs/promote/${ORG}/${promoted}`);
    await payByCardOnly(page, '$49.00');
    await page.getByRole('button', { name: 'Review and pay' }).click();
    const review = page.getByRole('dialog', { name: 'Review your payment' });
    await review.getByText('A 30-day promotion: $49.00.').waitFor();
    await review.getByTestId('review-summary').getByText('$49.00').waitFor();
    const confirm = review.getByRole('button', { name: 'Confirm and pay' });
    await ensureSaved4242(review, async () => {
      // No card saved: nothing can be paid until one is added.
      expect(await confirm.isDisabled()).toBe(true);
    });
    await confirm.click();
    await page.waitForURL(`**/organization/jobs/promote/${ORG}/success/${promoted}`);
    await page.getByText('Your job is promoted', { exact: true }).waitFor();

    // The badge on the job page and in the list; the job page offers to extend it.
    await page.getByRole('link', { name: 'See the job' }).click();
    await page.getByTestId('promoted-badge').waitFor();
    await page.getByRole('link', { name: 'Extend promotion' }).waitFor();
    await openJobsList();
    await row.getByTestId('promoted-badge').waitFor();
    await context.close();
  });

  it("reads an interview's time in its own time zone, and in the reader's when they differ", async () => {
    // The demo's interview of Theo: 10 a.m. in Austin (America/Chicago), read by a browser on UTC.
    const { context, page } = await newPage(b.browser, b.base, { timezoneId: 'UTC' });
    await signIn(page, 'therapist@hctl.test');
    await page.goto('/individual/theo-grant/jobs?view=interviews');
    const card = page.getByTestId('my-interview').filter({ hasText: 'Outpatient Physical Therapist' });
    await card.waitFor();
    // 4 p.m. in winter, 3 p.m. under daylight saving time.
    expect(await card.innerText()).toMatch(/10:00\sAM America\/Chicago · .*[34]:00\sPM your time/);
    await context.close();
  });

  it('a plan without screening questions is told so on the questions page, before writing any', async () => {
    const token = await apiToken(b.base, 'homecare@hctl.test');
    // money.e2e upgrades Lakeside from Basic (journeys run two at a time on one database): back to Basic first.
    const plans = await apiData<{ id: number; amount: number; has_question_access: boolean }[]>(
      b.base,
      token,
      'GET',
      '/plans/organization',
    );
    const basic = plans.find((p) => p.amount === 0 && !p.has_question_access)!;
    const now = await apiData<{ id: number }>(b.base, token, 'GET', '/plans/current?slug=lakeside-home-care');
    // A move to Basic waits for the paid month's end; deactivating ends a paid plan at once, and
    // activated again the organization is on Basic.
    if (now.id !== basic.id)
      for (const status of ['deactive', 'active'])
        await apiData(b.base, token, 'PUT', '/organization/lakeside-home-care/status', { status });
    const created = await fetch(`${b.base}/api/v1/organization/lakeside-home-care/job/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Home Health Aide',
        category: 'nursing',
        employment_type: 'part-time',
        city: 'Austin',
        state: 'TX',
        description: 'Visits to older patients at home: help with daily care, medicines and mobility.',
        status: 'draft',
      }),
    });
    expect(created.status).toBe(200);
    const { job } = (await created.json()).data as { job: { slug: string } };
    const { context, page } = await newPage(b.browser, b.base);
    await signIn(page, 'homecare@hctl.test');
    await page.goto(`/organization/jobs/create/questions/lakeside-home-care/${job.slug}`);
    const upsell = page.getByTestId('questions-upsell');
    await upsell.getByText('does not include screening questions', { exact: false }).waitFor();
    await upsell.getByRole('link', { name: 'Compare plans' }).waitFor();
    expect(await page.getByRole('button', { name: 'Attach and review' }).count()).toBe(0);
    await context.close();
  });
});
