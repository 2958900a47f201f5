import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowser } from './browser';

// Fake devices, but no fake UI: a context the test did not grant the camera to is refused, as a
// person clicking "Block" would be.
const b = withBrowser({ args: ['--use-fake-device-for-media-stream', '--deny-permission-prompts'] });

async function signedIn(browser: Browser, base: string, email: string, grant: boolean) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1100, height: 800 } });
  if (grant) await context.grantPermissions(['camera', 'microphone'], { origin: base });
  await context.addInitScript(() => {
    sessionStorage.setItem('overlay-shown', '1');
    sessionStorage.setItem('signin-modal-shown', '1');
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
type Person = Awaited<ReturnType<typeof signedIn>>;

async function api<T>(p: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(`${b.base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${p.token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json.data as T;
}

/** The clinic asks the nurse for a quote on her BLS classes and rings her; the call page's address. */
async function ring(clinic: Person, nurse: Person) {
  // The nurse's own fresh service: another journey's open quotation with the clinic cannot collide.
  const categories = await api<{ id: string; category_id: number }[]>(nurse, 'GET', '/categories');
  const training = categories.find((c) => c.id === 'training-and-continuing-education')!;
  const { service } = await api<{ service: { id: number } }>(
    nurse,
    'POST',
    '/individual/nora-reyes/service-post/create',
    {
      title: `BLS weekend class ${Date.now()}`,
      description: 'A BLS refresher for weekend staff, on site, with hands-on practice.',
      category: training.category_id,
      tags: ['BLS'],
      is_remote: 1,
      fixed_price: 90,
    },
  );
  const asked = await api<{ quotation: { id: number } }>(
    clinic,
    'POST',
    '/quotations/request-quote/service',
    {
      receiver_id: nurse.userId,
      service_id: service.id,
      message: 'Could you run a BLS class for our weekend staff?',
      organization_id: clinic.orgId,
    },
  );
  const call = await api<{ id: number; token: string }>(clinic, 'POST', '/quotations/request-call/service', {
    service_quotation_id: asked.quotation.id,
    type: 'video',
  });
  return { call, url: `/video-call/${call.id}?type=video&kind=service&token=${call.token}` };
}

describe('the call page when things go wrong', () => {
  it('a blocked camera says so and how to allow it; a peer closing the page shows they left', async () => {
    const [clinic, nurse, blocked] = await Promise.all([
      signedIn(b.browser, b.base, 'clinic@hctl.test', true),
      signedIn(b.browser, b.base, 'nurse@hctl.test', true),
      signedIn(b.browser, b.base, 'clinic@hctl.test', false),
    ]);
    const { call, url } = await ring(clinic, nurse);

    // The clinic opens its call window where the camera is blocked.
    await blocked.page.goto(url);
    const blockedStatus = blocked.page.getByTestId('call-status');
    await blockedStatus.filter({ hasText: 'Camera and microphone are blocked' }).waitFor({ timeout: 10_000 });
    const help = blocked.page.getByRole('alert').filter({ hasText: 'Allow your camera and microphone' });
    await help.getByText(/allow the camera and microphone for this/).waitFor();
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
