import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../api/test/fixtures';
import { attemptStamp, axeViolationsNow, callAs, signInAs, withBrowser } from './browser';
import { pdfFile } from './files';

const b = withBrowser();
const stamp = attemptStamp();

/** A signed-in context (CSP bypassed so axe can be injected, as in public-pages.e2e.ts). */
const signedIn = signInAs;

const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });
/** Whether a message is within the visible part of the conversation's scrolling list. */
const inView = (line: Locator) =>
  line.evaluate((el) => {
    const list = el.closest('[data-testid="messages"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
  });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Sends files (and a text) from the open conversation's composer. */
async function sendFiles(page: Page, text: string, files: Parameters<typeof pdfFile>[0][]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(
    files.map((name) =>
      name.endsWith('.png')
        ? { name, mimeType: 'image/png', buffer: PNG }
        : pdfFile(name, [`${name} for the messaging journey`]),
    ),
  );
  await page.getByRole('textbox', { name: 'Write a message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/**
 * A message's files open as the browser opens them, with no token: the PDF's link answers with
 * the file and the images show.
 */
async function filesOpen(shown: Locator, pdf: string, images: number) {
  const link = shown.getByRole('link', { name: new RegExp(pdf.replace('.', '\\.')) });
  await link.waitFor();
  const file = await fetch(new URL((await link.getAttribute('href'))!, b.base));
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('application/pdf');
  const drawn = () =>
    shown
      .locator('img')
      .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);
  await expect.poll(drawn, { timeout: 10_000 }).toBe(images);
}

describe('messaging', () => {
  it('a nurse and a clinic talk live; the nurse goes offline and catches up; folder, trash, restore, delete', async () => {
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const clinic = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    const np = nurse.page;
    const cp = clinic.page;
    const nurseSlug = np.url().split('/individual/')[1].split('/')[0];

    // The nurse starts a conversation with the clinic (journeys side by side may have written to her already).
    await np.goto(`/individual/${nurseSlug}/messages`);
    await np.getByTestId('conversations-empty').or(np.getByTestId('conversation').first()).waitFor();
    await np.getByRole('button', { name: 'New message' }).click();
    const dialog = np.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('combobox', { name: 'To' }).fill('Riverside');
    await np.getByRole('option', { name: /Riverside Clinic/ }).click();
    const first = `Is the ICU night role still open? ${stamp()}`;
    await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(first);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await message(np, first).waitFor();
    expect(np.url()).toMatch(/[?&]c=\d+/);

    // The clinic, on its dashboard, sees the unread count arrive in the header without a reload (other
    // journeys may have left it unread messages too: the count is at least one).
    const badge = cp.getByTestId('messages-badge').getByRole('link', { name: /^Messages, \d+ unread$/ });
    await badge.waitFor();
    const unreadOf = async () =>
      Number(
        /(\d+) unread/.exec(
          (await cp.getByTestId('messages-badge').getByRole('link').getAttribute('aria-label')) ?? '',
        )?.[1] ?? 0,
      );
    const before = await unreadOf();
    await badge.click();
    await cp.waitForURL('**/organization/riverside-clinic/messages');
    await cp.getByTestId('conversation').filter({ hasText: 'Nora Reyes' }).click();
    await message(cp, first).waitFor();
    await cp.getByTestId('presence').filter({ hasText: 'Online' }).waitFor();
    // Reading it takes it off the badge.
    await expect.poll(unreadOf, { timeout: 10_000 }).toBeLessThan(before);

    // Enter sends; the nurse sees the answer live, with who wrote it for the clinic.
    const reply = `Yes, it is. Could you send your resume? ${stamp()}`;
    await cp.getByRole('textbox', { name: 'Write a message' }).fill(reply);
    await cp.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    await message(cp, reply).waitFor();
    await message(np, reply).filter({ hasText: 'Owen Clark · Riverside Clinic' }).waitFor();

    // Files reach the clinic's shared inbox live with links that open there (an <img> or a link sends
    // no token), and so do the files the clinic sends itself, without a reload.
    const licence = `My licence and badge ${stamp()}`;
    await sendFiles(np, licence, ['licence.pdf', 'badge.png']);
    await filesOpen(message(cp, licence), 'licence.pdf', 1);
    const contract = `Our contract ${stamp()}`;
    await sendFiles(cp, contract, ['contract.pdf', 'map.png']);
    await filesOpen(message(cp, contract), 'contract.pdf', 1);
    await filesOpen(message(np, contract), 'contract.pdf', 1);

    // Opened again later in the session (its messages are kept), it is marked read all the same: its
    // badge in the list and the header's count drop, with no reload.
    const clinicBoxes = cp.getByRole('navigation', { name: 'Mailboxes' });
    await clinicBoxes.getByRole('button', { name: 'Trash', exact: true }).click();
    await cp.getByTestId('conversation-pane').waitFor({ state: 'detached' });
    await clinicBoxes.getByRole('button', { name: /^Inbox/ }).click();
    const base = await unreadOf();
    const nudge = `Did the files come through? ${stamp()}`;
    await np.getByRole('textbox', { name: 'Write a message' }).fill(nudge);
    await np.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    const nora = cp.getByTestId('conversation').filter({ hasText: nudge });
    await nora.getByText('unread').waitFor();
    await expect.poll(unreadOf, { timeout: 10_000 }).toBeGreaterThan(base);
    const withNudge = await unreadOf();
    await nora.click();
    await message(cp, nudge).waitFor();
    await nora.getByText('unread').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(unreadOf, { timeout: 10_000 }).toBeLessThan(withNudge);

    // Offline: what the clinic writes meanwhile arrives when the nurse is back, in order, without a reload.
    await nurse.context.setOffline(true);
    await np.waitForFunction(() => !navigator.onLine);
    await np.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
    const missed = [`Nights are 19:00-07:00. ${stamp()}`, `We pay a night differential. ${stamp()}`];
    for (const text of missed) {
      await cp.getByRole('textbox', { name: 'Write a message' }).fill(text);
      await cp.getByRole('button', { name: 'Send', exact: true }).click();
      await message(cp, text).waitFor();
    }
    await np.waitForTimeout(1500);
    expect(await message(np, missed[0]).count()).toBe(0);
    await nurse.context.setOffline(false);
    await message(np, missed[1]).waitFor({ timeout: 20_000 });
    await np.getByText('Reconnecting…', { exact: false }).waitFor({ state: 'detached' });
    const texts = await np.getByTestId('message').allInnerTexts();
    const at = (t: string) => texts.findIndex((x) => x.includes(t));
    expect(at(first)).toBeLessThan(at(reply));
    expect(at(reply)).toBeLessThan(at(missed[0]));
    expect(at(missed[0])).toBeLessThan(at(missed[1]));
    expect(texts.filter((x) => x.includes(missed[0]))).toHaveLength(1);

    // The nurse's own message can be deleted; the clinic sees the placeholder live (a retried
    // attempt meets the first attempt's placeholder in the same conversation: count them).
    const placeholders = (page: Page) => page.getByText('This message was deleted.').count();
    const [npBefore, cpBefore] = [await placeholders(np), await placeholders(cp)];
    await message(np, first).getByRole('button', { name: 'Delete' }).click();
    await np
      .getByRole('dialog', { name: 'Delete this message?' })
      .getByRole('button', { name: 'Delete message' })
      .click();
    await toast(np, 'Message is deleted successfully!');
    await expect.poll(() => placeholders(np), { timeout: 10_000 }).toBe(npBefore + 1);
    await expect.poll(() => placeholders(cp), { timeout: 10_000 }).toBe(cpBefore + 1);
    expect(await message(cp, first).count()).toBe(0);

    // A folder made from the conversation's menu takes the conversation with it.
    await np.getByRole('button', { name: 'Conversation actions' }).click();
    await np.getByRole('menu').waitFor();
    expect(await axeViolationsNow(np)).toEqual([]);
    await np.getByRole('menuitem', { name: 'New folder…' }).click();
    const folderDialog = np.getByRole('dialog', { name: 'New folder' });
    await folderDialog.getByLabel('Folder name').fill('Clinics');
    await np.getByRole('menu').waitFor({ state: 'detached' });
    expect(await axeViolationsNow(np)).toEqual([]);
    expect(await folderDialog.getByLabel('Move the open conversation into this folder').isChecked()).toBe(
      true,
    );
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await toast(np, 'Folder created successfully!');
    await np.waitForURL(/[?&]f=clinics/);
    const mailboxes = np.getByRole('navigation', { name: 'Mailboxes' });
    await mailboxes.getByRole('button', { name: 'Clinics', exact: true }).waitFor();
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).waitFor();
    // A second folder of the same name (any case) is refused under the name, and none is made.
    await np.getByRole('button', { name: 'New folder', exact: true }).click();
    const twin = np.getByRole('dialog', { name: 'New folder' });
    await twin.getByLabel('Folder name').fill(' clinics ');
    await twin.getByRole('button', { name: 'Create folder' }).click();
    await twin.getByText('You already have a folder with this name.').waitFor();
    expect(await twin.getByLabel('Folder name').getAttribute('aria-invalid')).toBe('true');
    await twin.getByRole('button', { name: 'Cancel' }).click();
    await twin.waitFor({ state: 'detached' });
    expect(await mailboxes.getByRole('button', { name: /^clinics$/i }).count()).toBe(1);
    // The inbox is empty, but not because there is nothing: it says where the conversations went.
    await mailboxes.getByRole('button', { name: /^Inbox/ }).click();
    await np
      .getByTestId('conversations-empty')
      .filter({ hasText: 'Your inbox is empty — your conversations are in your folders.' })
      .waitFor();

    // To the trash: the folder's list reloads and the selection clears; restored, it is back in the inbox.
    await mailboxes.getByRole('button', { name: 'Clinics', exact: true }).click();
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).click();
    await np.getByRole('button', { name: 'Conversation actions' }).click();
    await np.getByRole('menuitem', { name: 'Delete conversation' }).click();
    await np.getByTestId('conversations-empty').waitFor();
    expect(np.url()).not.toMatch(/[?&]c=/);
    await mailboxes.getByRole('button', { name: 'Trash', exact: true }).click();
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).click();
    await np.getByText('This conversation is in the trash. Restore it to reply.').waitFor();
    await np.getByRole('button', { name: 'Conversation actions' }).click();
    await np.getByRole('menuitem', { name: 'Restore' }).click();
    await np.getByTestId('conversations-empty').waitFor();
    await mailboxes.getByRole('button', { name: /^Inbox/ }).click();
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).click();
    await message(np, missed[1]).waitFor();

    // Deleted by mistake: the toast's Undo brings it straight back.
    await np.getByRole('button', { name: 'Conversation actions' }).click();
    await np.getByRole('menuitem', { name: 'Delete conversation' }).click();
    await np.getByTestId('conversations-empty').waitFor();
    await np
      .getByRole('alert')
      .filter({ hasText: 'Conversation is moved to trash.' })
      .getByRole('button', { name: 'Undo' })
      .last() // the first move's toast may still be up
      .click();
    await toast(np, 'Conversation is restored successfully!');
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).waitFor();

    // Open from the trash, it follows a new message back to the inbox: the message shows, and the
    // composer instead of the trash notice; the address follows it (replaced, not a new entry), so
    // a reload shows it in the inbox instead of "not found".
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).click();
    await np.getByRole('button', { name: 'Conversation actions' }).click();
    await np.getByRole('menuitem', { name: 'Delete conversation' }).click();
    await np.getByTestId('conversations-empty').waitFor();
    await mailboxes.getByRole('button', { name: 'Trash', exact: true }).click();
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).click();
    const trashNotice = np.getByText('This conversation is in the trash. Restore it to reply.');
    await trashNotice.waitFor();
    const back = `Are you still interested in nights? ${stamp()}`;
    await cp.getByRole('textbox', { name: 'Write a message' }).fill(back);
    await cp.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    await message(np, back).waitFor({ timeout: 15_000 });
    await np.getByRole('textbox', { name: 'Write a message' }).waitFor();
    await trashNotice.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(np.url()).searchParams.get('s')).toBeNull();
    expect(new URL(np.url()).searchParams.get('c')).toMatch(/^\d+$/);
    await np.getByTestId('conversation').filter({ hasText: 'Riverside Clinic' }).waitFor();
    await np.reload();
    await message(np, back).waitFor();
    await np.getByRole('textbox', { name: 'Write a message' }).waitFor();
    // Back goes to the trash list it was opened from (the follow added no entry of its own).
    await np.goBack();
    await np.getByTestId('conversations-empty').waitFor();
    expect(new URL(np.url()).searchParams.get('s')).toBe('trash');

    // The folder goes; its (now empty) list with it.
    await np.getByRole('button', { name: 'Folder Clinics actions' }).click();
    await np.getByRole('menuitem', { name: 'Delete folder' }).click();
    await np.getByRole('button', { name: 'Delete folder' }).click();
    await toast(np, 'Folder is deleted successfully!');
    await mailboxes.getByText('No folders yet.').waitFor();

    // The screen with a conversation open is axe-clean (serious and critical).
    await np.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await axeViolationsNow(np)).toEqual([]);
    expect(await axeViolationsNow(cp)).toEqual([]);
    await nurse.context.close();
    await clinic.context.close();
  }, 120_000);

  it('sends a file with a message, keeps a draft until it is sent, and retries a send that failed offline once', async () => {
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const np = nurse.page;
    const nurseSlug = np.url().split('/individual/')[1].split('/')[0];
    await np.goto(`/individual/${nurseSlug}/messages`);
    await np.getByRole('button', { name: 'New message' }).click();
    const dialog = np.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('combobox', { name: 'To' }).fill('Lakeside');
    await np.getByRole('option', { name: /Lakeside Home Care/ }).click();
    expect(await axeViolationsNow(np)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(`Hello Lakeside ${stamp()}`);
    // Saved for later: it opens from Drafts into the dialog, and goes out from there.
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await toast(np, 'Draft saved successfully.');
    await dialog.waitFor({ state: 'detached' });
    const mailboxes = np.getByRole('navigation', { name: 'Mailboxes' });
    await mailboxes.getByRole('button', { name: 'Drafts', exact: true }).click();
    await np.getByTestId('draft').filter({ hasText: 'To Lakeside Home Care' }).click();
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'To' }).inputValue())
      .toContain('Lakeside Home Care');
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Message', exact: true }).inputValue())
      .toBe(`Hello Lakeside ${stamp()}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await message(np, `Hello Lakeside ${stamp()}`).waitFor();
    await mailboxes.getByRole('button', { name: 'Drafts', exact: true }).click();
    await np.getByTestId('conversations-empty').waitFor();
    await mailboxes.getByRole('button', { name: /^Inbox/ }).click();
    await np.getByTestId('conversation').filter({ hasText: 'Lakeside Home Care' }).click();
    const composer = np.getByRole('textbox', { name: 'Write a message' });

    // A file goes with the message and opens from its link.
    const chooser = np.waitForEvent('filechooser');
    await np.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles(pdfFile('resume.pdf', ['Nora Reyes, RN']));
    await composer.fill('My resume');
    await np.getByRole('button', { name: 'Send', exact: true }).click();
    const link = message(np, 'My resume').getByRole('link', { name: /resume\.pdf/ });
    await link.waitFor();
    const file = await fetch(new URL((await link.getAttribute('href'))!, b.base));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');

    // The list tells a message of files only from a deleted one.
    const lakeside = np.getByTestId('conversation').filter({ hasText: 'Lakeside Home Care' });
    await sendFiles(np, '', ['licence.pdf']);
    await lakeside.getByText('📎 licence.pdf', { exact: true }).waitFor();
    await sendFiles(np, '', ['march.pdf', 'april.pdf']);
    await lakeside.getByText('📎 2 attachments', { exact: true }).waitFor();
    await np
      .getByTestId('message')
      .filter({ has: np.getByRole('link', { name: /march\.pdf/ }) })
      .getByRole('button', { name: 'Delete' })
      .click();
    await np
      .getByRole('dialog', { name: 'Delete this message?' })
      .getByRole('button', { name: 'Delete message' })
      .click();
    await lakeside.getByText('Message deleted', { exact: true }).waitFor();

    // A long conversation opens at its newest message and follows new ones while the reader is at
    // the end; older ones load above without moving what the reader sees; a reader who scrolled up
    // keeps their place when a message arrives.
    const conversationId = Number(new URL(np.url()).searchParams.get('c'));
    const handover = (n: number) => `Handover line ${n} (${stamp()})`;
    const say = async (n: number) => {
      const res = await callAs(np, 'POST', '/conversations/send-message', {
        conversation_id: conversationId,
        message: handover(n),
      });
      expect(res.status).toBe(200);
    };
    const line = (n: number) => message(np, handover(n));
    for (let n = 1; n <= 55; n++) await say(n);
    await np.reload();
    await line(55).waitFor();
    await expect.poll(() => inView(line(55))).toBe(true);
    await say(56);
    await line(56).waitFor();
    await expect.poll(() => inView(line(56))).toBe(true);
    // Opened with the newest 50 (lines 6 to 55), then 56 live: scrolled to the top, the older ones
    // load above line 6, which stays where the reader saw it.
    expect(await line(5).count()).toBe(0);
    await np.getByTestId('messages').evaluate((el) => el.scrollTo({ top: 0 }));
    await line(5).waitFor({ state: 'attached' });
    await expect.poll(() => inView(line(6))).toBe(true);
    expect(await inView(line(1))).toBe(false);
    await say(57);
    await line(57).waitFor({ state: 'attached' });
    // Give a wrong follow its chance to happen before checking it did not.
    await np.waitForTimeout(500);
    expect(await inView(line(6))).toBe(true);
    expect(await inView(line(57))).toBe(false);

    // The list filters by name.
    const search = np.getByRole('textbox', { name: 'Search conversations' });
    await search.fill('Lake');
    await np.getByTestId('conversation').filter({ hasText: 'Lakeside Home Care' }).waitFor();
    await np
      .getByTestId('conversation')
      .filter({ hasText: 'Riverside Clinic' })
      .waitFor({ state: 'detached' });
    await search.fill('');

    // A draft waits in Drafts, opens into the composer, and is gone once sent.
    await composer.fill(`Available from March ${stamp()}`);
    await np.getByRole('button', { name: 'Save as draft' }).click();
    await toast(np, 'Draft saved successfully.');
    await mailboxes.getByRole('button', { name: 'Drafts', exact: true }).click();
    await np.getByTestId('draft').filter({ hasText: 'Lakeside Home Care' }).click();
    expect(await composer.inputValue()).toBe(`Available from March ${stamp()}`);
    await composer.press('Enter');
    await message(np, `Available from March ${stamp()}`).waitFor();
    await np.getByTestId('conversations-empty').waitFor();

    // A file the server refuses (not the image its name says) is not offered again: Discard only.
    await np
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await composer.fill(`With a bad scan ${stamp()}`);
    await composer.press('Enter');
    const refused = np.getByTestId('pending-message').filter({ hasText: 'scan.png' });
    await refused.getByText(/Not sent/).waitFor();
    expect(await refused.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await refused.getByRole('button', { name: 'Discard' }).click();
    await refused.waitFor({ state: 'detached' });

    // Offline, the send fails and stays with Retry; back online, Retry sends it exactly once.
    await nurse.context.setOffline(true);
    await composer.fill(`Sent after a retry ${stamp()}`);
    await composer.press('Enter');
    await np
      .getByTestId('pending-message')
      .getByText(/Not sent/)
      .waitFor();
    await nurse.context.setOffline(false);
    await np.getByTestId('pending-message').getByRole('button', { name: 'Retry' }).click();
    await message(np, `Sent after a retry ${stamp()}`).waitFor();
    expect(await np.getByTestId('pending-message').count()).toBe(0);
    expect(await message(np, `Sent after a retry ${stamp()}`).count()).toBe(1);
    await nurse.context.close();
  }, 90_000);
});
