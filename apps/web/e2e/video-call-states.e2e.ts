import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiData, ringForQuotation } from './api';
import { callContext, signInOn, withBrowser } from './browser';

// Fake devices, but no fake UI: a context the test did not grant the camera to is refused, as a
// person clicking "Block" would be.
const b = withBrowser({ args: ['--use-fake-device-for-media-stream', '--deny-permission-prompts'] });

async function signedIn(browser: Browser, base: string, email: string, grant: boolean) {
  const context = await callContext(browser, base, grant);
  const page = await context.newPage();
  return { context, page, ...(await signInOn(page, email)) };
}
type Person = Awaited<ReturnType<typeof signedIn>>;

const api = <T>(p: Person, method: string, path: string, body?: unknown) =>
  apiData<T>(b.base, p.token, method, path, body);

describe('the call page when things go wrong', () => {
  it('a blocked camera says so and how to allow it; a peer closing the page shows they left', async () => {
    const [clinic, nurse, blocked] = await Promise.all([
      signedIn(b.browser, b.base, 'clinic@hctl.test', true),
      signedIn(b.browser, b.base, 'nurse@hctl.test', true),
      signedIn(b.browser, b.base, 'clinic@hctl.test', false),
    ]);
    const { call, url } = await ringForQuotation(b.base, clinic, nurse, 'weekend');

    // The clinic opens its call window where the camera is blocked.
    await blocked.page.goto(url);
    const blockedStatus = blocked.page.getByTestId('call-status');
    await blockedStatus.filter({ hasText: 'Camera and microphone are blocked' }).waitFor({ timeout: 10_000 });
    const help = blocked.page.getByRole('alert').filter({ hasText: 'Allow your camera and microphone' });
    await help.getByText(/allow the camera and microphone for this/).waitFor();
    // Only what to do about it: no empty video frames beside the help.
    expect(await blocked.page.locator('video, audio').count()).toBe(0);
    await help.getByRole('button', { name: 'Try again' }).click();
    // Still blocked: the page asks again and says so again (no crash, no silent spinner).
    await blockedStatus.filter({ hasText: 'Camera and microphone are blocked' }).waitFor();
    await blocked.context.close();

    // Answered and connected, then the nurse closes her window without hanging up.
    await api(nurse, 'PUT', `/quotations/start-call/${call.id}/service`);
    await Promise.all([clinic.page.goto(url), nurse.page.goto(url)]);
    const status = clinic.page.getByTestId('call-status');
    await status.filter({ hasText: /^Connected with/ }).waitFor({ timeout: 20_000 });
    await nurse.page
      .getByTestId('call-status')
      .filter({ hasText: /^Connected with/ })
      .waitFor();
    await nurse.page.close({ runBeforeUnload: true });
    await status.filter({ hasText: /left the call/ }).waitFor({ timeout: 10_000 });
    expect(await status.textContent()).toMatch(/left the call\. Waiting for them to come back/);
    // The call itself is still open: the clinic can hang up, and then it is over for both.
    await clinic.page.getByRole('button', { name: 'Hang up' }).click();
    await status.filter({ hasText: 'Call ended' }).waitFor({ timeout: 10_000 });
    expect((await api<{ status: string }>(clinic, 'GET', `/quotations/calls/${call.id}`)).status).toBe(
      'ended',
    );

    await Promise.all([clinic.context.close(), nurse.context.close()]);
  });
});
