import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../api/test/fixtures';
import { withBrowser } from './browser';

// Chromium's fake camera (a test pattern) and microphone (a beep), granted without a prompt.
const b = withBrowser({ args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });

/**
 * A signed-in context whose pages keep every RTCPeerConnection they make in `window.__pcs`, so the
 * test can read getStats() from outside the app.
 */
async function signedIn(browser: Browser, base: string, email: string) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1100, height: 800 } });
  await context.grantPermissions(['camera', 'microphone'], { origin: base });
  await context.addInitScript(() => {
    sessionStorage.setItem('overlay-shown', '1');
    sessionStorage.setItem('signin-modal-shown', '1');
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/dashboard|view-profile/);
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  return {
    context,
    page,
    token: auth.api_token as string,
    userId: auth.user.id as number,
    orgId: (auth.showData?.organization?.id ?? null) as number | null,
  };
}

async function api<T>(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json as { message: string; data: T };
}

/** Video bytes received so far by the page's live peer connection (0 before there is one). */
const videoBytesIn = (page: Page) =>
  page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const pc = pcs.filter((p) => p.connectionState !== 'closed').at(-1);
    if (!pc) return 0;
    let bytes = 0;
    (await pc.getStats()).forEach((s) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video') bytes += s.bytesReceived ?? 0;
    });
    return bytes;
  });

const status = (page: Page) => page.getByTestId('call-status');

describe('video calls in the browser', () => {
  it('the clinic calls the nurse, both see and hear each other, the nurse hangs up and both see the end', async () => {
    const [clinic, nurse] = await Promise.all([
      signedIn(b.browser, b.base, 'clinic@hctl.test'),
      signedIn(b.browser, b.base, 'nurse@hctl.test'),
    ]);
    // A quotation between them: the clinic asks for a quote on a class the nurse offers. Her own
    // fresh service, so another journey's open quotation with the clinic cannot stand in the way.
    const categories = await api<{ id: string; category_id: number }[]>(
      b.base,
      nurse.token,
      'GET',
      '/categories',
    );
    const training = categories.data.find((c) => c.id === 'training-and-continuing-education')!;
    const created = await api<{ service: { id: number; owner: { id: number } } }>(
      b.base,
      nurse.token,
      'POST',
      '/individual/nora-reyes/service-post/create',
      {
        title: `BLS night class ${Date.now()}`,
        description: 'A BLS refresher for night staff, on site, with hands-on practice.',
        category: training.category_id,
        tags: ['BLS'],
        is_remote: 1,
        fixed_price: 90,
      },
    );
    const service = created.data.service;
    expect(service.owner.id).toBe(nurse.userId);
    const asked = await api<{ quotation: { id: number } }>(
      b.base,
      clinic.token,
      'POST',
      '/quotations/request-quote/service',
      {
        receiver_id: service.owner.id,
        service_id: service.id,
        message: 'Could you run a BLS class for our night staff?',
        organization_id: clinic.orgId,
      },
    );
    const quotationId = asked.data.quotation.id;

    // The clinic rings; the nurse answers (spec §8: 'Call is started').
    const call = await api<{ id: number; token: string }>(
      b.base,
      clinic.token,
      'POST',
      '/quotations/request-call/service',
      {
        service_quotation_id: quotationId,
        type: 'video',
      },
    );
    const started = await api(b.base, nurse.token, 'PUT', `/quotations/start-call/${call.data.id}/service`);
    expect(started.message).toBe('Call is started');

    // Both open the call page, as the new window would (the call's parameters in the query).
    const url = `/video-call/${call.data.id}?type=video&kind=service&token=${call.data.token}`;
    await Promise.all([clinic.page.goto(url), nurse.page.goto(url)]);
    await Promise.all([
      status(clinic.page)
        .filter({ hasText: /^Connected with/ })
        .waitFor({ timeout: 20_000 }),
      status(nurse.page).filter({ hasText: 'Connected with Riverside Clinic' }).waitFor({ timeout: 20_000 }),
    ]);
    await nurse.page.getByRole('heading', { name: 'Video call with Riverside Clinic' }).waitFor();

    // Each side receives the other's video, and keeps receiving it.
    const first = await Promise.all([videoBytesIn(clinic.page), videoBytesIn(nurse.page)]);
    await nurse.page.waitForTimeout(1500);
    const later = await Promise.all([videoBytesIn(clinic.page), videoBytesIn(nurse.page)]);
    expect(first[0]).toBeGreaterThan(0);
    expect(first[1]).toBeGreaterThan(0);
    expect(later[0]).toBeGreaterThan(first[0]);
    expect(later[1]).toBeGreaterThan(first[1]);

    // The controls say what they do and whether they are on.
    const mute = nurse.page.getByRole('button', { name: 'Mute microphone' });
    await mute.click();
    await nurse.page.getByRole('button', { name: 'Unmute microphone', pressed: true }).waitFor();

    // The nurse hangs up: both windows say the call ended.
    await nurse.page.getByRole('button', { name: 'Hang up' }).click();
    await Promise.all([
      status(nurse.page).filter({ hasText: 'Call ended' }).waitFor({ timeout: 10_000 }),
      status(clinic.page).filter({ hasText: 'Call ended' }).waitFor({ timeout: 10_000 }),
    ]);
    const shown = await api<{ status: string }>(
      b.base,
      clinic.token,
      'GET',
      `/quotations/calls/${call.data.id}`,
    );
    expect(shown.data.status).toBe('ended');

    await Promise.all([clinic.context.close(), nurse.context.close()]);
  });
  it("an interview's call: the clinic joins from its interview, the nurse joins, both connect", async () => {
    const [clinic, nurse] = await Promise.all([
      signedIn(b.browser, b.base, 'clinic@hctl.test'),
      signedIn(b.browser, b.base, 'nurse@hctl.test'),
    ]);
    const slug = 'riverside-clinic';
    const title = `Interview call RN ${Date.now()}`;
    // A fresh job, the nurse's application and a video interview (a rerun meets no earlier one).
    const made = await api<{ job: { id: number; slug: string } }>(
      b.base,
      clinic.token,
      'POST',
      `/organization/${slug}/job/create`,
      {
        title,
        employment_type: 'full-time',
        city: 'Austin',
        state: 'TX',
        description: 'A job of the video call e2e, to interview the nurse over a call.',
      },
    );
    const form = new FormData();
    for (const [k, v] of Object.entries({
      job_id: String(made.data.job.id),
      first_name: 'Nora',
      last_name: 'Nurse',
      email: 'nurse@hctl.test',
    }))
      form.append(k, v);
    form.append('resume', new Blob([makePdf(['Nora Nurse, RN'])], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await fetch(`${b.base}/api/v1/organization/${slug}/job/apply/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${nurse.token}`, accept: 'application/json' },
      body: form,
    });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const applicants = await api<{ data: { id: number }[] }>(
      b.base,
      clinic.token,
      'GET',
      `/organization/${slug}/job/${made.data.job.slug}/applicants`,
    );
    const interview = await api<{ id: number }>(
      b.base,
      clinic.token,
      'POST',
      `/organization/${slug}/job/interviews/store`,
      {
        application_id: applicants.data.data[0].id,
        schedule_date: new Date(Date.now() + 3_600_000).toISOString(),
        timezone: 'America/Chicago',
        mode: 'video',
      },
    );

    // The clinic joins from its interview list: a new window on the call page, ringing the nurse.
    await clinic.page.goto(`/organization/${slug}/applicants`);
    await clinic.page.getByRole('tab', { name: 'Scheduled interviews' }).click();
    const [clinicCall] = await Promise.all([
      clinic.context.waitForEvent('page'),
      clinic.page
        .getByTestId('org-interview')
        .filter({ hasText: title })
        .first()
        .getByRole('button', { name: 'Join call' })
        .click(),
    ]);
    await clinicCall.waitForURL(/\/video-call\/\d+/);
    const callId = Number(/video-call\/(\d+)/.exec(clinicCall.url())![1]);
    // The nurse joins (the API answers the call), then opens the same page.
    const joined = await api<{ id: number; status: string }>(
      b.base,
      nurse.token,
      'POST',
      `/job/interviews/${interview.data.id}/call`,
    );
    expect(joined.data).toMatchObject({ id: callId, status: 'started' });
    await nurse.page.goto(`/video-call/${callId}?interview_id=${interview.data.id}`);
    await Promise.all([
      status(clinicCall)
        .filter({ hasText: /^Connected with/ })
        .waitFor({ timeout: 20_000 }),
      status(nurse.page).filter({ hasText: 'Connected with Riverside Clinic' }).waitFor({ timeout: 20_000 }),
    ]);
    await nurse.page.getByRole('heading', { name: `Interview for ${title} with Riverside Clinic` }).waitFor();

    // Hanging up ends the interview's call for both.
    await nurse.page.getByRole('button', { name: 'Hang up' }).click();
    await status(clinicCall).filter({ hasText: 'Call ended' }).waitFor({ timeout: 10_000 });
    await Promise.all([clinic.context.close(), nurse.context.close()]);
  });
});
