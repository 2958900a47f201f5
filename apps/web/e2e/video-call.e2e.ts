import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
    // A quotation between them: the clinic asks for a quote on the nurse's BLS classes.
    const found = await api<{ services: { id: number; title: string; owner: { id: number } }[] }>(
      b.base,
      clinic.token,
      'GET',
      '/feature-services?type=service_post&search=BLS&perPage=12',
    );
    const service = found.data.services.find((s) => s.title.startsWith('BLS and ACLS'))!;
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
});
