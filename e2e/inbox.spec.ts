import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/layout';
import { latestMailTo } from './support/mailbox';
import { signInAsContentStaff } from './support/members';
import { expect, openPage, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** No serious or critical axe violation (on the pages of one message, which e2e/console-pages.spec.ts does not reach). */
async function expectAccessible(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, where);
}

/** The narrowest phone the console is made for. */
async function fitsAt320(page: Page, where: string) {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, `${where} at 320 px`);
  await page.setViewportSize({ width: 1280, height: 850 });
}

test('a visitor’s message reaches the content staff, who find it, reply by email and see the reply in its thread', async ({ page, browser, request }) => {
  // A journey of two browsers and a sign-in with a code: over 30 s beside the other specs on two cores.
  test.setTimeout(60_000);
  const id = unique();
  const visitorEmail = `visitor.${id}@example.com`;
  const question = `Is the driving range open on Friday evenings? (${id})`;

  // A visitor sends the contact form.
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Get in touch with us !' });
  await form.getByLabel('First Name', { exact: true }).fill('Sadia');
  await form.getByLabel('Last Name', { exact: true }).fill('Rahman');
  await form.getByLabel('Phone Number', { exact: true }).fill('01712 345678');
  await form.getByLabel('Email', { exact: true }).fill(visitorEmail);
  await form.getByLabel('Write Message', { exact: true }).fill(question);
  await form.getByRole('button', { name: 'Submit Message' }).click();
  await expect(toast(page, 'Thank you! Your message has been sent.')).toBeVisible();

  // The club is told, with a link to the console and without the message.
  const notification = await latestMailTo(request, 'info@example.com', 'A new contact message from Sadia Rahman');
  expect(notification.text).toMatch(/\/admin\/inbox\/contact\/\d+/);
  expect(notification.text).not.toContain(question);

  // A member of the content staff finds it in the Inbox.
  const staffPage = await openPage(browser, { viewport: { width: 1280, height: 850 } });
  const context = staffPage.context();
  await signInAsContentStaff(staffPage);
  await staffPage.goto('/admin/inbox');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const consoleNav = staffPage.getByRole('navigation', { name: 'Staff console' });
  await expect(consoleNav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await expect(consoleNav.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await expect(staffPage.getByRole('link', { name: 'Contact messages' })).toHaveAttribute('aria-current', 'page');
  // Each kind has its tab, kept in the URL.
  await staffPage.getByRole('link', { name: 'Restaurant ratings' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/inbox\?kind=rating$/);
  await expect(staffPage.getByRole('link', { name: 'Restaurant ratings' })).toHaveAttribute('aria-current', 'page');
  await staffPage.getByRole('link', { name: 'Contact messages' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/inbox$/);

  await staffPage.getByLabel('Search names, emails, phones and messages').fill(visitorEmail.toUpperCase());
  await staffPage.getByLabel('Status').selectOption('new');
  await staffPage.getByRole('button', { name: 'Search' }).click();
  await expect(staffPage).toHaveURL(/[?&]status=new/);
  await expect(staffPage.getByText('1 item', { exact: true })).toBeVisible();
  const row = staffPage.getByRole('row').filter({ hasText: visitorEmail });
  await expect(row.getByRole('cell').nth(1)).toContainText(question);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await fitsAt320(staffPage, 'the Inbox');

  // The export holds what the list shows.
  const csv = await staffPage.request.get(await staffPage.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(`Sadia,Rahman,${visitorEmail}`);

  await row.getByRole('link', { name: 'Sadia Rahman' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/inbox\/contact\/\d+$/);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Sadia Rahman' })).toBeVisible();
  const thread = staffPage.getByRole('region', { name: 'Thread' });
  await expect(thread).toContainText(question);

  // An empty reply is refused in the form, with the shared schema's message.
  await staffPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(staffPage.getByText('Please write a reply.')).toBeVisible();

  const answer = `Yes: until 9 PM every Friday. (${id})`;
  await staffPage.getByLabel('Reply', { exact: true }).fill(answer);
  await staffPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(staffPage, 'Your reply is on its way and is kept with the message.')).toBeVisible();
  await expect(thread.getByText('Reply by content.staff@example.com')).toBeVisible();
  await expect(thread).toContainText(answer);
  await expect(staffPage.getByLabel('Reply', { exact: true })).toHaveValue('');
  // Replying handled the message.
  const status = staffPage.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Handled', { exact: true }).first()).toBeVisible();
  await fitsAt320(staffPage, 'a message of the Inbox');
  await expectAccessible(staffPage, 'a message of the Inbox');

  // The reply went out by mail, with the visitor's question below it.
  const mail = await latestMailTo(request, visitorEmail, 'Re: your message to');
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(question);

  // Back to new, and it shows again under New.
  await status.getByRole('button', { name: 'Mark as new' }).click();
  await expect(toast(staffPage, 'Marked as new.')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  await staffPage.getByRole('link', { name: 'Back to the Inbox' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/inbox\?.*status=new/);
  await expect(staffPage.getByRole('row').filter({ hasText: visitorEmail })).toHaveCount(1);
  await context.close();
});

test('a newsletter sign-up is confirmed from the mailed link, listed as confirmed, and unsubscribed with one click, again and again', async ({ page, browser, request }) => {
  // A journey of two browsers and a sign-in with a code: over 30 s beside the other specs on two cores.
  test.setTimeout(60_000);
  const email = `reader.${unique()}@example.com`;
  await page.goto('/');
  const newsletter = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await newsletter.getByRole('textbox').fill(email);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page, 'Thank you for subscribing to our newsletter!')).toBeVisible();

  const mail = await latestMailTo(request, email, 'Please confirm your subscription');
  const confirmLink = new URL(/(http\S+\/newsletter\/confirm\?\S+)/.exec(mail.text)![1]!);
  const unsubscribeLink = new URL(/(http\S+\/newsletter\/unsubscribe\?\S+)/.exec(mail.text)![1]!);

  const staffPage = await openPage(browser);
  const context = staffPage.context();
  await signInAsContentStaff(staffPage);
  const statusInInbox = async () => {
    await staffPage.goto(`/admin/inbox?kind=newsletter&q=${encodeURIComponent(email)}`);
    return staffPage.getByRole('row').filter({ hasText: email }).getByRole('cell').first();
  };
  await expect(await statusInInbox()).toHaveText('Pending confirmation');

  // Opening the link does nothing by itself (mail scanners open links); its button confirms.
  const opened = await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  // The token is in the URL: no page it leads to is told it.
  expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expectAccessible(page, 'the confirmation page');
  await expect(await statusInInbox()).toHaveText('Pending confirmation');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your subscription to our newsletter is confirmed.' })).toBeVisible();
  await expect(await statusInInbox()).toHaveText('Confirmed');

  for (let time = 0; time < 2; time += 1) {
    await page.goto(`${unsubscribeLink.pathname}${unsubscribeLink.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed. We will send you no more newsletters.' })).toBeVisible();
  }
  await expectAccessible(page, 'the unsubscribe page, answered');
  await expect(await statusInInbox()).toHaveText('Unsubscribed');

  // A link someone changed is refused, saying so.
  await page.goto(`${unsubscribeLink.pathname}?id=1&token=${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' })).toBeVisible();
  await context.close();
});
