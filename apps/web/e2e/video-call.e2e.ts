import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAnswer, interviewedNurse, ringForQuotation } from './api';
import { callContext, signInOn, withBrowser } from './browser';

// Chromium's fake camera (a test pattern) and microphone (a beep), granted without a prompt.
const b = withBrowser({ args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });

/**
 * A signed-in context whose pages keep every RTCPeerConnection they make in `window.__pcs`, so the
 * test can read getStats() from outside the app.
 */
async function signedIn(browser: Browser, base: string, email: string) {
  const context = await callContext(browser, base, true);
  await context.addInitScript(() => {
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
  return { context, page, ...(await signInOn(page, email)) };
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
    // A quotation between them, and the clinic rings; the nurse answers (spec §8: 'Call is started').
    const { service, call, url } = await ringForQuotation(b.base, clinic, nurse, 'night');
    expect(service.owner.id).toBe(nurse.userId);
    const started = await apiAnswer(b.base, nurse.token, 'PUT', `/quotations/start-call/${call.id}/service`);
    expect(started.message).toBe('Call is started');

    // Both open the call page, as the new window would.
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
    const shown = await apiAnswer<{ status: string }>(
      b.base,
      clinic.token,
      'GET',
      `/quotations/calls/${call.id}`,
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
    const { interview } = await interviewedNurse(
      b.base,
      { org: slug, clinicToken: clinic.token, nurseToken: nurse.token },
      { title, description: 'A job of the video call e2e, to interview the nurse over a call.' },
      { at: new Date(Date.now() + 3_600_000), timezone: 'America/Chicago' },
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
    const joined = await apiAnswer<{ id: number; status: string }>(
      b.base,
      nurse.token,
      'POST',
      `/job/interviews/${interview.id}/call`,
    );
    expect(joined.data).toMatchObject({ id: callId, status: 'started' });
    await nurse.page.goto(`/video-call/${callId}?interview_id=${interview.id}`);
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
