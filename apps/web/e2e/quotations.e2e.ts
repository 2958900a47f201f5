import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiData } from './api';
import { payWith4242, seriousAxeViolations, signInAs, withBrowser } from './browser';

const b = withBrowser();
const ORG = 'riverside-clinic';
const SERVICE = 'same-week-physical-therapy-evaluations';

/** A signed-in context (CSP bypassed so axe can be injected). */
const signedIn = signInAs;

const offer = (page: Page) => page.getByTestId('offer').last();

/** A quotation's row in the open section's list, by its service or the other side's name. */
const item = (page: Page, name: string) =>
  page.getByTestId('quotation-item').filter({ hasText: name }).first();

/** Whether a line of the conversation is within the visible part of its scrolling region. */
const shown = (line: Locator) =>
  line.evaluate((el) => {
    const region = el.closest('[role="region"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.top >= region.top - 1 && box.bottom <= region.bottom + 1;
  });

/** The inbox shows In process with the journey's quotation in it, and no empty-list text. */
async function listedInProcess(page: Page) {
  await page
    .getByRole('navigation', { name: 'Quotation sections' })
    .getByRole('button', { name: /In process/ })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();
  await page
    .getByRole('list', { name: 'In process' })
    .getByTestId('quotation-item')
    .filter({ hasText: 'Same-week physical therapy evaluations' })
    .waitFor();
  expect(await page.getByTestId('quotations-empty').count()).toBe(0);
}

/** The organization's token balance on its wallet page. */
async function walletBalance(page: Page) {
  await page.goto(`/organization/${ORG}/htcl-wallet`);
  const text = (await page.getByTestId('token-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Setup the UI is not the point of: the API with the person's token. */
const api = <T>(who: { token: string }, method: string, path: string, body?: unknown) =>
  apiData<T>(b.base, who.token, method, path, body);

describe('quotations', () => {
  it('a nurse asks a clinic for a quote, pays its offer with 4242, they call, the clinic completes it and its wallet gets the release', async () => {
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const clinic = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    const np = nurse.page;
    const cp = clinic.page;
    const stamp = Date.now().toString(36);
    const before = await walletBalance(cp);

    // The nurse asks for a quote from the clinic's service page.
    await np.goto(`/services/${SERVICE}`);
    await np.getByRole('link', { name: 'Request a quote' }).click();
    await np.waitForURL(/\/quotation-requests\/[^/?]+\?.*type=service.*mode=individual/);
    await np.getByTestId('request-service').getByText('Same-week physical therapy evaluations').waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);
    await np
      .getByRole('textbox', { name: 'Message' })
      .fill(`Could you evaluate my patient next week? (${stamp})`);
    await np.getByRole('button', { name: 'Request quote' }).click();
    await np.waitForURL(/\/quotation\/[^/?]+\?q=\d+/);
    const quotationId = new URL(np.url()).searchParams.get('q');
    const nurseSlug = new URL(np.url()).pathname.split('/')[2];
    await np.getByTestId('thread-title').filter({ hasText: 'Riverside Clinic' }).waitFor();
    await np.getByTestId('message').filter({ hasText: stamp }).waitFor();

    // The clinic finds it among its requested quotations and sends an offer.
    await cp.goto(`/quotation/${ORG}`);
    await cp.getByTestId('count-requested').waitFor();
    await item(cp, 'Same-week physical therapy evaluations').click();
    await cp.waitForURL(`**/quotation/${ORG}?q=${quotationId}`);
    await cp.getByTestId('message').filter({ hasText: stamp }).waitFor();
    expect(await seriousAxeViolations(cp)).toEqual([]);
    await cp.getByRole('button', { name: 'Send an offer' }).click();
    const form = cp.getByRole('dialog', { name: 'Send an offer' });
    await form.getByLabel(/Amount/).fill('180');
    await form.getByLabel(/What the offer includes/).fill('Evaluation, plan of care and a video follow-up.');
    await form
      .getByLabel(/Delivery date/)
      .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Send offer' }).click();
    await offer(cp)
      .filter({ hasText: '$180.00' })
      .getByTestId('offer-status')
      .filter({ hasText: 'Sent' })
      .waitFor();
    // The provider has no buyer's buttons on its own offer.
    expect(await offer(cp).getByRole('button', { name: 'Accept and pay' }).count()).toBe(0);

    // The offer reaches the nurse live; she accepts and pays: tokens first, 4242 for the rest.
    await offer(np).filter({ hasText: '$180.00' }).waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);
    await offer(np).getByRole('button', { name: 'Accept and pay' }).click();
    await payWith4242(np);
    await offer(np).getByTestId('offer-status').filter({ hasText: 'Accepted and paid' }).waitFor();
    await np.getByTestId('quotation-state').filter({ hasText: 'In process' }).waitFor();
    // The list beside it follows the quotation to In process: it never says the quotation is gone.
    await listedInProcess(np);
    // Opened again from the offer's notification (its link names no section), the list stays with it.
    await np.getByRole('button', { name: /^Notifications/ }).click();
    await np
      .getByTestId('notifications-panel')
      .getByTestId('notification-item')
      .filter({ hasText: 'New offer of $180.00 for Same-week physical therapy evaluations' })
      .first()
      .getByRole('button', { name: /New offer of \$180\.00/ })
      .click();
    await np.getByTestId('notifications-panel').waitFor({ state: 'hidden' });
    await listedInProcess(np);
    await offer(np).getByTestId('offer-status').filter({ hasText: 'Accepted and paid' }).waitFor();

    // The clinic hears of the payment on its bell; the notification opens this quotation.
    await cp.getByRole('button', { name: /^Notifications/ }).click();
    await cp
      .getByTestId('notifications-panel')
      .getByTestId('notification-item')
      .filter({
        hasText: 'Your offer of $180.00 for Same-week physical therapy evaluations was accepted and paid',
      })
      .first()
      .getByRole('button', { name: /was accepted and paid/ })
      .click();
    await cp.waitForURL(new RegExp(`/quotation/${ORG}\\?.*q=${quotationId}`));
    await offer(cp).getByTestId('offer-status').filter({ hasText: 'Accepted and paid' }).waitFor();

    // The clinic starts a video call in a new window; the nurse joins it from her thread.
    await cp.reload();
    const [callPage] = await Promise.all([
      clinic.context.waitForEvent('page'),
      cp.getByRole('button', { name: 'Start a call' }).click(),
    ]);
    await callPage.waitForURL(/\/video-call\/\d+/);
    await callPage.getByTestId('call-status').waitFor();
    await np.getByTestId('active-call').waitFor();
    const [nurseCall] = await Promise.all([
      nurse.context.waitForEvent('page'),
      np.getByTestId('active-call').getByRole('link', { name: 'Join the call' }).click(),
    ]);
    await nurseCall.waitForURL(/\/video-call\/\d+/);
    await nurseCall.getByTestId('call-status').waitFor();
    await nurseCall.close();
    await callPage.close();

    // The clinic marks the work completed; the nurse accepts it, which releases the payment.
    await offer(cp).getByRole('button', { name: 'Mark as completed' }).click();
    await offer(cp).getByTestId('offer-completion').filter({ hasText: 'Marked completed' }).waitFor();
    await offer(np).getByRole('button', { name: 'Accept the completed work' }).click();
    await offer(np).getByTestId('offer-completion').filter({ hasText: 'payment released' }).waitFor();
    await np.getByTestId('quotation-state').filter({ hasText: 'Completed' }).waitFor();
    await np.getByRole('button', { name: 'History' }).click();
    await np.getByTestId('quotation-history').getByText('Marked as completed').waitFor();

    // The clinic's wallet shows the release: its balance grew by the released tokens.
    const after = await walletBalance(cp);
    expect(after).toBeGreaterThan(before);
    const release = cp
      .getByTestId('wallet-history')
      .getByRole('row')
      .filter({ hasText: /Payment released for offer/ });
    await release
      .first()
      .getByText(`+${after - before}`)
      .waitFor();

    // On a phone one pane shows at a time: the quotation, then back to its section's list.
    await np.setViewportSize({ width: 390, height: 844 });
    await np.goto(`/quotation/${nurseSlug}?q=${quotationId}`);
    await offer(np).getByTestId('offer-status').filter({ hasText: 'Accepted and paid' }).waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);
    await np.getByRole('button', { name: /^← / }).click();
    await np.getByRole('combobox', { name: 'Section' }).waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);

    await nurse.context.close();
    await clinic.context.close();
  });
  it('messages reach the other side live; the buyer rejects an offer, reserves the next one, trashes the quotation and restores it', async () => {
    const clinic = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const stamp = Date.now().toString(36);

    // Setup through the API: the clinic (buyer) asks the nurse (provider) for a quote on her BLS classes.
    const found = await api<{ services: { id: number; title: string }[] }>(
      clinic,
      'GET',
      '/feature-services?type=service_post&search=BLS&perPage=12',
    );
    const service = found.services.find((s) => s.title.startsWith('BLS and ACLS'))!;
    const asked = await api<{ quotation: { id: number } }>(
      clinic,
      'POST',
      '/quotations/request-quote/service',
      {
        receiver_id: nurse.userId,
        service_id: service.id,
        message: `A BLS class for our night staff? (${stamp})`,
        organization_id: clinic.orgId,
      },
    );
    const id = asked.quotation.id;
    const sendOffer = (amount: number) =>
      api(nurse, 'POST', `/quotations/send-offer/${id}`, {
        amount,
        description: `Class for 12 people (${stamp})`,
        delivery_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      });

    const cp = clinic.page;
    const np = nurse.page;
    await Promise.all([cp.goto(`/quotation/${ORG}?q=${id}`), np.goto(`/quotation/${nurse.slug}?q=${id}`)]);
    await Promise.all([
      cp.getByTestId('message').filter({ hasText: stamp }).first().waitFor(),
      np.getByTestId('message').filter({ hasText: stamp }).first().waitFor(),
    ]);

    // A message typed on one side shows on the other without a reload.
    await cp.getByRole('textbox', { name: 'Message' }).fill(`Saturday would suit us (${stamp})`);
    await cp.getByRole('button', { name: 'Send', exact: true }).click();
    await np
      .getByTestId('message')
      .filter({ hasText: `Saturday would suit us (${stamp})` })
      .waitFor();

    // A conversation longer than its pane opens at its newest line and follows the lines that arrive
    // while the reader is there; a reader who scrolled up to older lines is left where they were.
    const detail = (n: number) => `Detail ${n} of our plan (${stamp})`;
    const tell = (n: number) =>
      api(clinic, 'POST', '/quotations/send-message/service', {
        service_quotation_id: id,
        message: detail(n),
      });
    const line = (n: number) => np.getByTestId('message').filter({ hasText: detail(n) });
    for (let n = 1; n <= 20; n++) await tell(n);
    await np.reload();
    await line(20).waitFor();
    await expect.poll(() => shown(line(20))).toBe(true);
    expect(await shown(line(1))).toBe(false);
    await tell(21);
    await line(21).waitFor();
    await expect.poll(() => shown(line(21))).toBe(true);
    const conversation = np.getByRole('region', { name: 'Conversation' });
    await conversation.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect.poll(() => shown(line(1))).toBe(true);
    await tell(22);
    await line(22).waitFor({ state: 'attached' });
    // Give a wrong follow its chance to happen before checking it did not.
    await np.waitForTimeout(500);
    expect(await shown(line(1))).toBe(true);
    expect(await shown(line(22))).toBe(false);

    // The nurse's first offer: the clinic rejects it.
    await sendOffer(300);
    await offer(cp).filter({ hasText: '$300.00' }).waitFor();
    expect(await seriousAxeViolations(cp)).toEqual([]);
    await offer(cp).getByRole('button', { name: 'Reject offer' }).click();
    await offer(cp).getByTestId('offer-status').filter({ hasText: 'Rejected' }).waitFor();
    await offer(np).getByTestId('offer-status').filter({ hasText: 'Rejected' }).waitFor();

    // The second one the clinic reserves: temporarily accepted, to be paid by a deadline.
    await sendOffer(250);
    await offer(cp).filter({ hasText: '$250.00' }).waitFor();
    await offer(cp).getByRole('button', { name: 'Accept temporarily' }).click();
    await offer(cp).getByTestId('offer-status').filter({ hasText: 'Temporarily accepted' }).waitFor();
    await offer(cp)
      .getByText(/pay by/)
      .waitFor();
    await cp.getByTestId('quotation-state').filter({ hasText: 'In process' }).waitFor();

    // The clinic moves it to the trash, finds it there and restores it.
    await cp.getByRole('button', { name: 'Move to trash' }).click();
    // Trashed, the thread closes.
    await cp.getByRole('button', { name: 'Move to trash' }).waitFor({ state: 'detached' });
    await cp.goto(`/quotation/${ORG}?section=trashed&q=${id}`);
    await cp.getByTestId('quotation-item').first().waitFor();
    await cp.getByText('In the trash').waitFor();
    await cp.getByRole('button', { name: 'Restore' }).click();
    await cp.getByRole('button', { name: 'Move to trash' }).waitFor();
    await cp.goto(`/quotation/${ORG}?section=inprocess&q=${id}`);
    await offer(cp).getByTestId('offer-status').filter({ hasText: 'Temporarily accepted' }).waitFor();

    await clinic.context.close();
    await nurse.context.close();
  });

  it('the clinic rejects the completed work; the admin refunds it from the Disputes list; the clinic’s offer card and wallet show the refund', async () => {
    const clinic = await signedIn(b.browser, b.base, 'clinic@hctl.test');
    const nurse = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const admin = await signedIn(b.browser, b.base, 'admin@hctl.test');
    const cp = clinic.page;
    const ap = admin.page;
    const stamp = Date.now().toString(36);

    // Setup through the API: a fresh service post of the nurse (no other journey's open quotation on
    // it), the clinic's request and the nurse's offer. Priced above any token balance the clinic may
    // hold, so the card pays part of it.
    const categories = await api<{ id: string; category_id: number }[]>(nurse, 'GET', '/categories');
    const training = categories.find((c) => c.id === 'training-and-continuing-education')!;
    const { service } = await api<{ service: { id: number; title: string } }>(
      nurse,
      'POST',
      `/individual/${nurse.slug}/service-post/create`,
      {
        title: `Disputed BLS class ${stamp}`,
        description: 'A BLS refresher on site, with hands-on practice.',
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
        message: `A BLS class for our day staff? (${stamp})`,
        organization_id: clinic.orgId,
      },
    );
    const id = asked.quotation.id;
    const sent = await api<{ offer: { id: number } }>(nurse, 'POST', `/quotations/send-offer/${id}`, {
      amount: 2500,
      description: `BLS class for 20 people (${stamp})`,
      delivery_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });

    // The clinic pays it in the browser: its tokens first, 4242 for the rest; all of it is held.
    await cp.goto(`/quotation/${ORG}?q=${id}`);
    await offer(cp).filter({ hasText: '$2,500.00' }).waitFor();
    await offer(cp).getByRole('button', { name: 'Accept and pay' }).click();
    await payWith4242(cp);
    await offer(cp).getByTestId('offer-status').filter({ hasText: 'Accepted and paid' }).waitFor();
    const paid = await walletBalance(cp);

    // The nurse says it is done; the clinic rejects the work: a dispute, the payment stays held.
    await api(nurse, 'POST', `/quotations/mark-as-completed/${sent.offer.id}`);
    await cp.goto(`/quotation/${ORG}?q=${id}`);
    await offer(cp).getByRole('button', { name: 'Reject the completed work' }).click();
    const why = cp.getByRole('dialog', { name: 'Reject the completed work' });
    await why.getByLabel('What is wrong').fill(`Nobody came on the day (${stamp}).`);
    await why.getByRole('button', { name: 'Reject and open a dispute' }).click();
    await offer(cp).getByTestId('offer-completion').filter({ hasText: 'in dispute' }).waitFor();

    // The admin finds it among the disputes, with both sides and the clinic's reason, and refunds it.
    await ap.goto('/admin/disputes');
    await ap
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Disputes' })
      .waitFor();
    await ap.getByLabel('Search by service or party').fill(stamp);
    const row = ap.getByTestId('admin-dispute').filter({ hasText: `Disputed BLS class ${stamp}` });
    await row.filter({ hasText: `Nobody came on the day (${stamp}).` }).waitFor();
    await row.getByText('Riverside Clinic').first().waitFor();
    await row.getByText('$2,500.00').waitFor();
    expect(await seriousAxeViolations(ap)).toEqual([]);
    await row.getByRole('button', { name: /^Refund the buyer/ }).click();
    const confirm = ap.getByRole('dialog', { name: 'Refund the buyer?' });
    // A decision needs a reason: the empty one is refused before any call.
    await confirm.getByRole('button', { name: 'Refund the buyer' }).click();
    await confirm.getByText('Give a reason.').waitFor();
    await confirm.getByLabel('Reason (both sides read it)').fill('The provider confirmed nobody came.');
    await confirm.getByRole('button', { name: 'Refund the buyer' }).click();
    await ap.getByText(/Dispute decided: \d+ held tokens were refunded to the buyer\./).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    // The clinic's offer card says what HCTL decided, live; its wallet has every held token back.
    await offer(cp).getByTestId('offer-completion').filter({ hasText: 'HCTL refunded the buyer' }).waitFor();
    await cp.getByTestId('quotation-state').filter({ hasText: 'Completed' }).waitFor();
    expect(await walletBalance(cp)).toBeGreaterThan(paid);
    await cp
      .getByTestId('wallet-history')
      .getByRole('row')
      .filter({ hasText: `Refunded by HCTL for offer #${sent.offer.id}` })
      .getByText('+25000')
      .waitFor();

    await clinic.context.close();
    await nurse.context.close();
    await admin.context.close();
  });
});
