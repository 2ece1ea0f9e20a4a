import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, phoneWidths } from './support/layout';
import { latestMailTo } from './support/mailbox';
import { paidMember, signInAsStaff, signInThroughApi } from './support/members';
import { expect, openPage, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function expectAccessible(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, where);
}

test('a member writes to the club, content staff answer from the Inbox, and the member reads the answer in the thread and by mail', async ({ page, browser, request }) => {
  // A member paid through the API, two people's pages and five axe checks.
  test.setTimeout(90_000);
  const id = unique();
  const email = `support.${id}@example.com`;
  const member = await paidMember(request, email);
  await signInThroughApi(page, member, 'member');

  // No thread yet: the page says what to do, and gives the club's phone.
  await page.goto('/dashboard/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('You have not written to the club yet.')).toBeVisible();
  await expect(page.getByText('Something urgent? Call the club office on')).toBeVisible();
  await expectAccessible(page, 'the Support page without threads');

  // The shared schema's messages, in the form.
  const form = page.getByRole('form', { name: 'New message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  const subject = `Locker ${id}`;
  const question = `Could I have a second key to my locker? (${id})`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(question);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(page, 'Your message has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/support\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  const thread = page.getByRole('region', { name: subject });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText('You');
  await expect(thread).toContainText(question);
  await expectAccessible(page, 'a support thread');

  // A member of the content staff answers from the Inbox.
  const staffPage = await openPage(browser, { viewport: { width: 1280, height: 850 } });
  const context = staffPage.context();
  await signInAsStaff(staffPage, 'content');
  await staffPage.goto('/admin/inbox');
  await staffPage.getByRole('link', { name: 'Member support' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/inbox\?kind=support$/);
  await staffPage.getByLabel('Search subjects, members and messages').fill(subject);
  await staffPage.getByRole('button', { name: 'Search' }).click();
  const row = staffPage.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`${subject}: ${question}`);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expectAccessible(staffPage, 'the Inbox’s support threads');
  await row.getByRole('link').first().click();
  await expect(staffPage).toHaveURL(/\/admin\/inbox\/support\/\d+$/);
  await expect(staffPage.getByRole('region', { name: 'Thread' })).toContainText(question);
  const answer = `Yes: ask at the office, a second key costs 200 taka. (${id})`;
  await staffPage.getByLabel('Reply', { exact: true }).fill(answer);
  await staffPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(staffPage, 'Your reply is on its way and is kept with the message.')).toBeVisible();
  await expect(staffPage.getByRole('region', { name: 'Thread' })).toContainText(answer);
  await expect(staffPage.getByRole('region', { name: 'Status' }).getByText('Handled', { exact: true }).first()).toBeVisible();
  await expectAccessible(staffPage, 'a support thread in the Inbox');
  await context.close();

  // The member's list shows the new answer; the thread shows it after their message, from the club office.
  await page.goto('/dashboard/support');
  const listed = page.getByRole('row').filter({ hasText: subject });
  await expect(listed.getByText('New answer')).toBeVisible();
  await expect(listed).toContainText(/\d{1,2} \w{3} \d{4}/);
  await expectAccessible(page, 'the Support page with a thread');
  await listed.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`${threadPath}$`));
  const entries = page.getByRole('region', { name: subject }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText('Club office');
  await expect(entries.nth(1)).toContainText(answer);

  // The answer came by mail too, with the way back to the thread.
  const mail = await latestMailTo(request, email, `Re: ${subject}`);
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(threadPath);

  // A follow-up joins the same thread.
  const followUp = page.getByRole('form', { name: 'Write again' });
  await followUp.getByLabel('Message').fill(`Thank you, I will come on Friday. (${id})`);
  await followUp.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Your message has been added to the thread.')).toBeVisible();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toContainText('I will come on Friday');
  await page.goto('/dashboard/support');
  await expect(page.getByRole('row').filter({ hasText: subject }).getByText('Answered')).toBeVisible();

  // Both pages fit a phone.
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/dashboard/support', threadPath]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
    }
  }
});
