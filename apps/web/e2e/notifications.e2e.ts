import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callAs, seriousAxeViolations, signInAs, withBrowser } from './browser';

const b = withBrowser();
const NORA = 'nora-reyes';

const signedIn = async (browser: Browser, base: string, email: string, width = 1280) =>
  (await signInAs(browser, base, email, width)).page;

/** A call as the signed-in person of `page` (their stored token): setup the UI is not the point of. */
async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  const res = await callAs(page, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as T;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('notifications', () => {
  it('an invitation from the clinic reaches the nurse’s bell live; she accepts it from the bell', async () => {
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const clinic = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    await nurse.goto(`/individual/${NORA}/dashboard`);
    await bell(nurse).waitFor();
    const before = await bell(nurse).getAttribute('aria-label');

    // The clinic's owner invites Nora to two teams of its own (throwaway organizations, so the demo
    // clinic's team and the other journeys stay as they are).
    const tag = Math.random().toString(36).slice(2, 7);
    const invite = async (name: string) => {
      const org = await call<{ slug: string }>(clinic, 'POST', '/organization/create', {
        company_name: name,
      });
      const role = await call<{ id: number }>(clinic, 'POST', `/${org.slug}/roles/create`, {
        role_name: 'Scheduler',
        permissions: ['jobs'],
      });
      await call(clinic, 'POST', '/organization/users/send-invite', {
        slug: org.slug,
        email: 'nurse@hctl.test',
        role_id: role.id,
      });
      return org;
    };
    const org = await invite(`Bell Test Clinic ${tag}`);
    // Without a reload: the badge changes and the bell lists it.
    await expect.poll(() => bell(nurse).getAttribute('aria-label'), { timeout: 15_000 }).not.toBe(before);
    expect(await bell(nurse).getAttribute('aria-label')).toMatch(/Notifications, \d+ unread/);
    await bell(nurse).click();
    const panel = nurse.getByTestId('notifications-panel');
    const item = panel
      .getByTestId('notification-item')
      .filter({ hasText: `Bell Test Clinic ${tag} invited you` });
    await item.waitFor();
    // The organization invited her: it is the sender (its name, linking to its page), not the owner.
    const sender = item
      .getByTestId('notification-sender')
      .getByRole('link', { name: `Bell Test Clinic ${tag}` });
    expect(await sender.getAttribute('href')).toBe(`/organization/${org.slug}/view-profile`);
    expect(await seriousAxeViolations(nurse)).toEqual([]);
    await item.getByRole('button', { name: 'Accept' }).click();
    await item.getByText('Accepted').waitFor();
    const mine = await call<{ slug: string }[]>(nurse, 'GET', '/show-assigned-organization');
    expect(mine.map((o) => o.slug)).toContain(org.slug);

    // A second invitation arrives while the bell is open; the full page's "Mark all read" clears it.
    const other = await invite(`Second Bell Clinic ${tag}`);
    await panel
      .getByTestId('notification-item')
      .filter({ hasText: `Second Bell Clinic ${tag}` })
      .waitFor();
    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await nurse.waitForURL(`**/individual/${NORA}/notifications`);
    await nurse.getByTestId('notifications-list').waitFor();
    // The bell's panel closes as the link is followed; its own "Mark all read" is gone once it has faded.
    await nurse.getByTestId('notifications-panel').waitFor({ state: 'detached' });
    await nurse.getByRole('button', { name: 'Mark all read' }).click();
    // Journeys side by side keep notifying Nora, so "nothing unread" is not ours to expect: what was
    // there is read — the second invitation is no longer among the unread, and the bell says no more
    // than the server counts.
    const unread = () =>
      call<{ notifications: unknown[]; total_notification_count: number }>(
        nurse,
        'GET',
        `/individual/${NORA}/notifications?take=20&filter=unread`,
      );
    await expect
      .poll(
        async () =>
          (await unread()).notifications.some((n) => JSON.stringify(n).includes(`Second Bell Clinic ${tag}`)),
        {
          timeout: 10_000,
        },
      )
      .toBe(false);
    await expect
      .poll(
        async () => {
          const label = (await bell(nurse).getAttribute('aria-label')) ?? '';
          const shown = Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
          return shown <= (await unread()).total_notification_count;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await seriousAxeViolations(nurse)).toEqual([]);

    // The throwaway organizations are archived (out of everyone's lists).
    for (const o of [org, other])
      await call(clinic, 'PUT', `/organization/${o.slug}/archive`, { is_archived: true });
    await nurse.context().close();
    await clinic.context().close();
  }, 90_000);

  it('preferences save and stay saved; critical types are locked on; works at phone width', async () => {
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test', 390);
    await nurse.goto(`/individual/${NORA}/settings?title=notifications`);
    const toggle = nurse.getByRole('switch', { name: 'Comments on your posts by e-mail' });
    await toggle.waitFor();
    expect(await nurse.getByRole('switch', { name: 'Payments that failed by e-mail' }).isDisabled()).toBe(
      true,
    );
    const was = await toggle.isChecked();
    await toggle.click({ force: true });
    await nurse.getByRole('button', { name: 'Save notification settings' }).click();
    await nurse.getByText('Notification preferences saved.').waitFor();
    await nurse.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(!was);
    expect(await seriousAxeViolations(nurse)).toEqual([]);
    // Back as it was, for the other journeys.
    await toggle.click({ force: true });
    await nurse.getByRole('button', { name: 'Save notification settings' }).click();
    await nurse.getByText('Notification preferences saved.').last().waitFor();
    await nurse.context().close();
  }, 60_000);
});
