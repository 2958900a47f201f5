import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../api/test/fixtures';
import { attemptStamp, callAs, newAxePage, seriousAxeViolations, signInAs, withBrowser } from './browser';
import { holdUploadAnswer } from './files';

const b = withBrowser();
// Journeys run two files at a time on one database: the group's name is this run's own.
const stamp = attemptStamp();

async function signedIn(browser: Browser, base: string, email: string) {
  const { page } = await signInAs(browser, base, email);
  return { page, slug: page.url().split('/individual/')[1].split('/')[0] };
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** The one post of this journey, in a page's feed. */
const thePost = (page: Page) => page.getByTestId('post').filter({ hasText: 'Which shift pattern' });
const hasText = (l: Locator, text: string | RegExp) => l.filter({ hasText: text }).first().waitFor();

describe('groups', () => {
  it('a nurse runs a private group with post approval; a therapist joins, posts a poll with photos; both vote, comment and react and see each other live; posts are deleted by their author and removed by an admin', async () => {
    const group = `Night shift nurses ${stamp()}`;
    const nora = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const theo = await signedIn(b.browser, b.base, 'therapist@hctl.test');
    const np = nora.page;
    const tp = theo.page;

    // Nora creates a private group whose members' posts wait for approval.
    await np.goto(`/individual/${nora.slug}/groups`);
    await np.getByRole('tab', { name: 'My groups' }).waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);
    await np.getByRole('button', { name: 'Create a group' }).click();
    const form = np.getByRole('dialog', { name: 'Create a group' });
    await form.getByLabel(/^Name/).fill(group);
    await form.getByLabel('About').fill('Tips, rotas and support for nurses on night shifts.');
    await form.getByLabel('Rules').fill('Be kind. No patient details.');
    await form.getByText('Private', { exact: true }).click();
    await form.getByLabel("Members' posts need an admin's approval").check();
    await form.getByRole('button', { name: 'Create group' }).click();
    await np.waitForURL(new RegExp(`/individual/${nora.slug}/groups/view/[^/?]+$`));
    const groupSlug = np.url().split('/groups/view/')[1];
    await np.getByRole('heading', { name: group }).waitFor();
    await np.getByTestId('feed-empty').waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);

    // A visitor sees the private group's about only, with a way in through signing in.
    const visitor = await newAxePage(b.browser, b.base);
    await visitor.page.goto(`/groups/${groupSlug}`);
    await visitor.page.getByRole('heading', { name: group }).waitFor();
    await visitor.page.getByTestId('private-note').waitFor();
    await visitor.page.getByRole('link', { name: 'Sign in to request to join' }).waitFor();
    expect(await visitor.page.getByTestId('post').count()).toBe(0);
    expect(await seriousAxeViolations(visitor.page)).toEqual([]);
    await visitor.context.close();

    // Theo finds it in discovery and asks to join.
    await tp.goto(`/individual/${theo.slug}/groups?tab=discover`);
    await tp.getByLabel('Search groups').fill(stamp());
    await tp.getByTestId('group-card').filter({ hasText: group }).getByRole('link', { name: group }).click();
    await tp.waitForURL(`**/groups/view/${groupSlug}`);
    await tp.getByRole('button', { name: 'Request to join' }).click();
    const ask = tp.getByRole('dialog', { name: `Ask to join ${group}` });
    await ask.getByLabel(/note for the admins/).fill('Respiratory therapist on nights at St. Mary.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await tp.getByTestId('request-pending').waitFor();

    // Nora's join-request count arrives live; she approves, and Theo's page opens the group live.
    await hasText(np.getByTestId('tab-requests'), '1');
    await np.getByRole('tab', { name: /Join requests/ }).click();
    const request = np.getByTestId('join-request').filter({ hasText: 'Theo Grant' });
    await request.getByText(/Respiratory therapist on nights/).waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);
    await request.getByRole('button', { name: 'Approve Theo Grant' }).click();
    await np.getByTestId('requests-empty').waitFor();
    await tp.getByTestId('start-post').waitFor();

    // Theo writes a poll with photos: a sixth file is refused before anything is sent.
    await tp.getByTestId('start-post').click();
    const composer = tp.getByTestId('composer');
    await composer
      .getByLabel('Add a note (optional)')
      .or(composer.getByLabel('What do you want to share?'))
      .waitFor();
    await composer.getByRole('button', { name: 'Poll', exact: true }).click();
    await composer.getByLabel('Question').fill('Which shift pattern do you prefer?');
    await composer.getByLabel('Option 1').fill('Three 12-hour nights');
    await composer.getByLabel('Option 2').fill('Four 10-hour nights');
    await composer.getByLabel('Add a note (optional)').fill('Our unit is changing rotas next month.');
    const files = composer.locator('input[type=file]');
    await files.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => png(`ward-${n}.png`)));
    await composer.getByTestId('media-error').filter({ hasText: 'select only 5 items' }).waitFor();
    expect(await composer.getByTestId('composer-media').locator('img').count()).toBe(5);
    for (const n of [3, 4, 5]) await composer.getByRole('button', { name: `Remove ward-${n}.png` }).click();
    expect(await composer.getByTestId('composer-media').locator('img').count()).toBe(2);
    expect(await seriousAxeViolations(tp)).toEqual([]);
    await holdUploadAnswer(tp, '**/posts/create');
    await composer.getByRole('button', { name: 'Submit for approval' }).click();
    await tp.getByTestId('upload-progress').waitFor();
    await tp.getByText('Your post was sent to the group admins for approval.').waitFor();
    await tp.getByTestId('feed-empty').waitFor();

    // Nora's pending-post count arrives live; she approves the poll.
    await hasText(np.getByTestId('tab-review'), '1');
    await np.getByRole('tab', { name: /Pending posts/ }).click();
    const pending = thePost(np);
    await pending.getByTestId('post-media').getByRole('img').nth(1).waitFor();
    expect(await seriousAxeViolations(np)).toEqual([]);
    await pending.getByRole('button', { name: 'Approve the post by Theo Grant' }).click();
    await np.getByTestId('review-empty').waitFor();

    // The post is in both feeds: Theo's own arrives live, Nora's with her approval.
    await np.getByRole('tab', { name: 'Posts', exact: true }).click();
    const noraPost = thePost(np);
    const theoPost = thePost(tp);
    await noraPost.waitFor();
    await theoPost.waitFor();
    expect(await theoPost.getByTestId('post-media').getByRole('img').count()).toBe(2);

    // Both vote: results show after voting, and each sees the other's vote arrive.
    await noraPost.getByRole('radio', { name: 'Three 12-hour nights' }).check();
    await noraPost.getByRole('button', { name: 'Vote' }).click();
    await hasText(noraPost.getByTestId('poll-meta'), /^1 vote/);
    await theoPost.getByRole('radio', { name: 'Four 10-hour nights' }).check();
    await theoPost.getByRole('button', { name: 'Vote' }).click();
    await hasText(theoPost.getByTestId('poll-meta'), /^2 votes/);
    await hasText(noraPost.getByTestId('poll-meta'), /^2 votes/);
    await hasText(noraPost.getByTestId('poll-option-result'), '50% · 1 vote');
    // Theo changes his mind while the poll is open.
    await theoPost.getByRole('button', { name: 'Change vote' }).click();
    await theoPost.getByRole('radio', { name: 'Three 12-hour nights' }).check();
    await theoPost.getByRole('button', { name: 'Vote' }).click();
    await hasText(theoPost.getByTestId('poll-option-result'), '100% · 2 votes');

    // Comments: each sees the other's comment and the count change without reloading.
    await noraPost.getByLabel('Write a comment').fill('Three nights, then four days off. Worth it.');
    await noraPost.getByRole('button', { name: 'Comment', exact: true }).click();
    await hasText(theoPost.getByTestId('comment-count'), '1 comment');
    await hasText(theoPost.getByTestId('comment'), 'Three nights, then four days off');
    await theoPost.getByLabel('Write a comment').fill('Agreed, the fourth night is the hardest.');
    // A double click comments once (checked again after the reactions, once any twin had time to land).
    await theoPost.getByRole('button', { name: 'Comment', exact: true }).dblclick();
    await hasText(noraPost.getByTestId('comment-count'), '2 comments');
    await hasText(noraPost.getByTestId('comment'), 'the fourth night is the hardest');

    // Reactions: a like and a celebrate; both see 2, and the totals say which.
    await noraPost.getByRole('button', { name: 'Like the post by Theo Grant' }).click();
    await hasText(theoPost.getByTestId('reaction-count'), '1 reaction');
    await theoPost.getByRole('button', { name: 'More reactions to the post by Theo Grant' }).click();
    await tp.getByRole('menuitem', { name: 'Celebrate', exact: true }).click();
    await hasText(noraPost.getByTestId('reaction-count'), '2 reactions');
    await hasText(theoPost.getByTestId('reaction-count'), '2 reactions');
    await noraPost.getByTestId('reaction-count').click();
    const totals = np.getByTestId('reaction-totals');
    await hasText(totals, 'Like: 1');
    await hasText(totals, 'Celebrate: 1');
    expect(await seriousAxeViolations(np)).toEqual([]);
    expect(await noraPost.getByTestId('comment-count').textContent()).toMatch(/^2 comments/);
    expect(await theoPost.getByTestId('comment').filter({ hasText: 'the fourth night' }).count()).toBe(1);

    // Nora's own post publishes at once; Theo is offered it above his feed instead of a jump.
    await np.getByTestId('start-post').click();
    // A long one: the feed shows its start and "See more".
    const rota = [
      'Mon: Ana',
      'Tue: Ben',
      'Wed: Cal',
      'Thu: Dee',
      'Fri: Eli',
      'Sat: Fay',
      'Sun: Gus',
      'Next: Hal',
    ];
    await np
      .getByLabel('What do you want to share?')
      .fill(['Reminder: rota swap requests by Friday.', ...rota].join('\n'));
    await np.getByRole('button', { name: 'Post', exact: true }).click();
    await np.getByTestId('post').filter({ hasText: 'rota swap requests' }).waitFor();
    await tp.getByTestId('new-posts').filter({ hasText: 'Show 1 new post' }).click();
    const rotaPost = tp.getByTestId('post').first().filter({ hasText: 'rota swap requests' });
    await rotaPost.waitFor();
    expect(await tp.getByTestId('post').count()).toBe(2);
    await rotaPost.getByRole('button', { name: 'See more' }).click();
    await rotaPost.getByRole('button', { name: 'See less' }).waitFor();

    // Nora deletes her own post after confirming: it leaves her feed, and Theo's without a reload.
    // Theo may not take down her post: his menu on it only reports it to HCTL's moderators.
    await rotaPost.getByRole('button', { name: /^Actions for the post/ }).click();
    await tp.getByRole('menuitem', { name: 'Report post' }).waitFor();
    expect(await tp.getByRole('menuitem', { name: /(Delete|Remove) post/ }).count()).toBe(0);
    await tp.keyboard.press('Escape');
    const noraRota = np.getByTestId('post').filter({ hasText: 'rota swap requests' });
    await noraRota.getByRole('button', { name: /^Actions for the post/ }).click();
    await np.getByRole('menuitem', { name: 'Delete post' }).click();
    const confirmDelete = np.getByRole('dialog', { name: 'Delete this post?' });
    expect(await seriousAxeViolations(np)).toEqual([]);
    await confirmDelete.getByRole('button', { name: 'Delete post' }).click();
    await np.getByText('Post deleted.').waitFor();
    await noraRota.waitFor({ state: 'detached' });
    await rotaPost.waitFor({ state: 'detached' });
    expect(await tp.getByTestId('post').count()).toBe(1);

    // A notification's link opens the feed at Nora's comment, for Theo.
    const commentUid = (await noraPost.getByTestId('comment').first().getAttribute('id'))!.replace(
      'comment-',
      '',
    );
    await tp.goto(`/groups/view/${groupSlug}?comment_uid=${commentUid}`);
    await tp.waitForURL(`**/individual/${theo.slug}/groups/view/${groupSlug}?comment_uid=${commentUid}`);
    await tp.locator(`#comment-${commentUid}[data-focused]`).waitFor();
    await tp.getByRole('button', { name: 'Show the latest posts' }).waitFor();

    // Theo could delete his own poll; Nora, an admin, removes it instead: gone from his open page too.
    await thePost(tp).getByRole('button', { name: 'Actions for the post by Theo Grant' }).waitFor();
    await noraPost.getByRole('button', { name: 'Actions for the post by Theo Grant' }).click();
    await np.getByRole('menuitem', { name: 'Remove post' }).click();
    await np
      .getByRole('dialog', { name: 'Remove this post?' })
      .getByRole('button', { name: 'Remove post' })
      .click();
    await noraPost.waitFor({ state: 'detached' });
    await np.getByTestId('feed-empty').waitFor();
    await thePost(tp).waitFor({ state: 'detached' });

    // Nora removes Theo: his open page says so and turns into the outside view, without a reload.
    await np.getByRole('tab', { name: 'Members' }).click();
    await np.getByRole('button', { name: 'Remove Theo Grant' }).click();
    await np
      .getByRole('dialog', { name: 'Remove from the group' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await tp.getByText('You were removed from this group.').waitFor();
    await tp.getByRole('button', { name: 'Request to join' }).waitFor();
    expect(await tp.getByTestId('post').count()).toBe(0);
  });

  it('a member reports a post from its menu (not their own) and the group from its header; the moderators find both in the queue, linked', async () => {
    const nora = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const theo = await signedIn(b.browser, b.base, 'therapist@hctl.test');
    const name = `Sterile field tips ${stamp()}`;
    const text = `Cheap exam answers for sale, message me ${stamp()}`;
    const made = await callAs(nora.page, 'POST', '/groups/create', {
      name,
      description: 'Aseptic technique in the OR and at the bedside.',
      privacy: 'public',
    });
    expect(made.status).toBe(200);
    const slug = made.json.data.slug as string;
    expect((await callAs(theo.page, 'PUT', `/groups/${slug}/members/join`, {})).status).toBe(200);
    const posted = await callAs(nora.page, 'POST', `/groups/${slug}/posts/create`, { description: text });
    expect(posted.status).toBe(200);
    const postUid = posted.json.data.uid as string;
    await callAs(theo.page, 'POST', `/groups/${slug}/posts/create`, {
      description: `My own post ${stamp()}`,
    });

    // Theo, a member, reports Nora's post from its ⋯ menu; his own post's menu offers no Report.
    const tp = theo.page;
    await tp.goto(`/individual/${theo.slug}/groups/view/${slug}`);
    const own = tp.getByTestId('post').filter({ hasText: `My own post ${stamp()}` });
    await own.getByRole('button', { name: /^Actions for the post/ }).click();
    await tp.getByRole('menuitem', { name: 'Delete post' }).waitFor();
    expect(await tp.getByRole('menuitem', { name: 'Report post' }).count()).toBe(0);
    await tp.keyboard.press('Escape');
    const post = tp.getByTestId('post').filter({ hasText: text });
    await post.getByRole('button', { name: /^Actions for the post/ }).click();
    await tp.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = tp.getByRole('dialog', { name: /^Report the post by / });
    await dialog.getByLabel('Reason').click();
    await tp.getByRole('option', { name: 'Spam' }).click();
    await dialog.getByLabel('What is wrong?').fill('Selling exam answers to the members of the group.');
    expect(await seriousAxeViolations(tp)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tp.getByText('Your report is with our moderators', { exact: false }).first().waitFor();

    // The group header offers Report to Theo, not to Nora, its owner.
    const header = tp.getByTestId('group-header');
    await header.getByRole('button', { name: 'Report', exact: true }).click();
    const groupDialog = tp.getByRole('dialog', { name: `Report ${name}` });
    await groupDialog.getByLabel('Reason').click();
    await tp.getByRole('option', { name: 'Misinformation' }).click();
    await groupDialog.getByLabel('What is wrong?').fill('The whole group exists to sell exam answers.');
    await groupDialog.getByRole('button', { name: 'Send report' }).click();
    await groupDialog.waitFor({ state: 'detached' });
    await nora.page.goto(`/individual/${nora.slug}/groups/view/${slug}`);
    await nora.page.getByRole('heading', { name, level: 1 }).waitFor();
    await nora.page.getByTestId('post').filter({ hasText: text }).waitFor();
    expect(await nora.page.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);

    // The moderators find the post (named by its text) and the group in the queue, each linked.
    const admin = await signInAs(b.browser, b.base, 'admin@hctl.test');
    const ap = admin.page;
    await ap.goto('/admin/moderation');
    await ap.getByLabel('Kind', { exact: true }).first().click();
    await ap.getByRole('option', { name: 'Abuse reports' }).click();
    const postItem = ap.getByTestId('queue-item').filter({ hasText: `${text} (post)` });
    const link = postItem.getByRole('link', { name: `${text} (post)` });
    expect(await link.getAttribute('href')).toBe(`/groups/view/${slug}?post_uid=${postUid}`);
    await postItem.getByRole('button', { name: /Read the reports/ }).click();
    await postItem.getByText('Selling exam answers to the members of the group.').waitFor();
    const groupItem = ap.getByTestId('queue-item').filter({ hasText: `${name} (group)` });
    expect(await groupItem.getByRole('link', { name: `${name} (group)` }).getAttribute('href')).toBe(
      `/groups/${slug}`,
    );
    // Following the post's link opens the group's page.
    await link.click();
    await ap.waitForURL(`**/groups/${slug}`);
    await ap.getByRole('heading', { name, level: 1 }).waitFor();
  });

  it('a member with the group open is taken to their groups, told why, when its owner deletes it', async () => {
    const nora = await signedIn(b.browser, b.base, 'nurse@hctl.test');
    const theo = await signedIn(b.browser, b.base, 'therapist@hctl.test');
    const call = async (page: Page, method: string, path: string, body: unknown) => {
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').api_token);
      const res = await fetch(`${b.base}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()).data;
    };
    const { slug } = await call(nora.page, 'POST', '/groups/create', {
      name: `Wound care circle ${stamp()}`,
      description: 'Dressings, pressure injuries and what works.',
      privacy: 'public',
    });
    await call(theo.page, 'PUT', `/groups/${slug}/members/join`, {});
    await theo.page.goto(`/individual/${theo.slug}/groups/view/${slug}`);
    await theo.page.getByRole('tab', { name: 'Members' }).waitFor();

    // The owner deletes it from the settings; Theo's open page leaves for his groups.
    await nora.page.goto(`/individual/${nora.slug}/groups/view/${slug}`);
    await nora.page.getByRole('button', { name: 'Settings' }).click();
    await nora.page.getByRole('button', { name: 'Delete group' }).click();
    await nora.page
      .getByRole('dialog', { name: 'Delete this group?' })
      .getByRole('button', { name: 'Delete group' })
      .click();
    await nora.page.waitForURL(`**/individual/${nora.slug}/groups`);
    await theo.page.getByText('This group has been deleted.').first().waitFor();
    await theo.page.waitForURL(`**/individual/${theo.slug}/groups`);
  });
});
