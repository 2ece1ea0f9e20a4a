import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { applicationStatusLabels } from '@rgcc/shared/membership/application-statuses';
import { rejectionReasonRequiredMessage } from '@rgcc/shared/membership/applications-review';
import { sampleApplicant, sampleDefence, sampleNid, samplePassport } from '@rgcc/shared/membership/sample-applications';
import { latestMailTo, verificationCodeFor } from './support/mailbox';
import { approvedMember, signInAsStaff, signInThroughApi, staffApi, guardedTo } from './support/members';
import { suiteStaffEmails } from './support/suite-staff';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

const approvedMessage = 'The application is approved and the member has been emailed their User ID and password.';
const rejectedMessage = 'The application is rejected and the applicant has been emailed the reason.';

let counter = 0;
/** An address no other test (or earlier run against the same server) uses. */
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${process.pid}.${counter++}@example.com`;

async function uploadedLink(request: APIRequestContext, color: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer();
  const response = await request.post('/api/uploads', { multipart: { file: { name: 'document.png', mimeType: 'image/png', buffer: png } } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { secure_url: string }).secure_url;
}

type Form = 'passport' | 'defence';

/** Applies through the API with real uploads, as the registration page does: the passport form or the defence form. */
async function apply(request: APIRequestContext, email: string, options: { form?: Form; name?: string; extra?: Record<string, unknown> } = {}) {
  const form = options.form ?? 'passport';
  const images =
    form === 'passport'
      ? { incomeTaxReturn: await uploadedLink(request, '#2c6e8f'), photo: await uploadedLink(request, '#2f7150') }
      : {
          incomeTaxReturn: await uploadedLink(request, '#2c6e8f'),
          photo: await uploadedLink(request, '#2f7150'),
          nidCopy: await uploadedLink(request, '#d9b779'),
        };
  const fields =
    form === 'passport'
      ? { category: 'Foreigner/Diplomat', ...sampleApplicant, ...samplePassport }
      : { category: 'Serving Defence Officer', ...sampleApplicant, ...sampleNid, ...sampleDefence };
  const response = await request.post('/api/registration/membership', {
    data: { ...fields, ...(options.name ? { nameEnglish: options.name } : {}), ...options.extra, ...images, email },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Verifies the email with the code from the mailbox, so that the application awaits approval. */
async function verify(request: APIRequestContext, email: string) {
  const code = await verificationCodeFor(request, email);
  expect((await request.post(`/api/verify-email?email=${encodeURIComponent(email)}&code=${code}`)).status()).toBe(200);
}

async function applyVerified(request: APIRequestContext, email: string, options?: Parameters<typeof apply>[2]) {
  await apply(request, email, options);
  await verify(request, email);
}

async function applicationId(api: APIRequestContext, email: string) {
  const list = (await (await api.get(`/api/admin/applications?q=${encodeURIComponent(email)}`)).json()) as { items: { id: number }[] };
  expect(list.items).toHaveLength(1);
  return list.items[0]!.id;
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const rowOf = (page: Page, email: string) => rows(page).filter({ hasText: email });

async function search(page: Page, text: string) {
  await page.getByLabel('Search by name or email').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function openApplication(page: Page, email: string) {
  await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
  await rowOf(page, email).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/applications\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Status' })).toBeVisible();
}

test.describe('the list', () => {
  // The list unfiltered shows the newest twenty: the test that adds twenty-one must not run beside
  // the one that looks for its new application there.
  test.describe.configure({ mode: 'serial' });

  test('staff see a new application in the list with its status, and find it by email', async ({ page, request }) => {
    const email = uniqueEmail('listed');
    await applyVerified(request, email);
    await signInAsStaff(page);
    // The console opens at the first section of the staff member's role.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership applications' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Membership applications, newest first/ })).toBeVisible();

    // Newest first: an application made a moment ago is on the first page.
    const row = rowOf(page, email);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText(sampleApplicant.nameEnglish);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Foreigner/Diplomat');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Full Membership');
    await expect(row.getByRole('cell').nth(3)).toHaveText(applicationStatusLabels.awaiting_approval);
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    await expect(row.getByRole('link', { name: sampleApplicant.nameEnglish })).toHaveAttribute('href', /^\/admin\/applications\/\d+$/);

    await search(page, email.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email.toUpperCase()).replace(/[.]/g, '\\.')}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(email);
    await expect(page.getByText('1 application', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible();

    // The search lives in the URL: a reload shows the same list, with the box still filled in.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel('Search by name or email')).toHaveValue(email.toUpperCase());

    await search(page, `nobody-${email}`);
    await expect(page.getByText('No applications match.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('0 applications', { exact: true })).toBeVisible();

    // Back returns to the previous search, box and list alike.
    await page.goBack();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel('Search by name or email')).toHaveValue(email.toUpperCase());
  });

  test('the status and category filters narrow the list, and stay in the URL', async ({ page, request }) => {
    const name = `Filter Check ${Date.now()}`;
    const verified = uniqueEmail('filter.verified');
    const unverified = uniqueEmail('filter.unverified');
    await applyVerified(request, verified, { name });
    await apply(request, unverified, { form: 'defence', name });
    await signInAsStaff(page);
    await page.goto(`/admin/applications?q=${encodeURIComponent(name)}`);
    await expect(rows(page)).toHaveCount(2);

    const status = page.getByLabel('Status', { exact: true });
    const category = page.getByLabel('Category', { exact: true });
    await status.selectOption({ label: applicationStatusLabels.awaiting_verification });
    await expect(page).toHaveURL(/status=awaiting_verification/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, unverified)).toContainText(applicationStatusLabels.awaiting_verification);

    await status.selectOption({ label: applicationStatusLabels.awaiting_approval });
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, verified)).toHaveCount(1);

    await status.selectOption({ label: 'All statuses' });
    await expect(rows(page)).toHaveCount(2);
    await category.selectOption('Serving Defence Officer');
    await expect(page).toHaveURL(/category=Serving\+Defence\+Officer/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, unverified)).toContainText('Serving Defence Officer');

    await status.selectOption({ label: applicationStatusLabels.awaiting_approval });
    await expect(page.getByText('No applications match.')).toBeVisible();

    await page.reload();
    await expect(status).toHaveValue('awaiting_approval');
    await expect(category).toHaveValue('Serving Defence Officer');
    await expect(page.getByLabel('Search by name or email')).toHaveValue(name);
    await expect(page.getByText('No applications match.')).toBeVisible();

    await page.goBack();
    await expect(status).toHaveValue('');
    await expect(rows(page)).toHaveCount(1);
  });

  test('twenty a page, with Previous, Next, the page number and the total', async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `Paged ${Date.now()}`;
    const emails = Array.from({ length: 21 }, () => uniqueEmail('paged'));
    // The first and the last alone, so that which is oldest and which is newest is certain; the rest
    // a few at a time: quick, and well inside the server's write limits.
    await apply(request, emails[0]!, { name });
    for (let start = 1; start < 20; start += 4) {
      await Promise.all(emails.slice(start, Math.min(start + 4, 20)).map((email) => apply(request, email, { name })));
    }
    await apply(request, emails[20]!, { name });
    await signInAsStaff(page);
    await page.goto(`/admin/applications?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('21 applications', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // Newest first: the last one sent heads the first page, the first one sent is alone on the second.
    await expect(rows(page).first()).toContainText(emails[20]!);

    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(emails[0]!);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await page.reload();
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await previous.click();
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await page.goBack();
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();

    // A new filter starts again at the first page.
    await page.getByLabel('Status', { exact: true }).selectOption('awaiting_verification');
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
  });
});

test('the detail page shows every field in groups, and the documents as images', async ({ page, request }) => {
  const email = uniqueEmail('detail');
  await applyVerified(request, email, {
    form: 'defence',
    extra: {
      spouseName: 'Nasima Islam',
      children: [
        { name: 'Ayesha Islam', dob: '2012-09-05', gender: 'Daughter' },
        { name: 'Tanvir Islam', dob: '', gender: 'Son' },
      ],
      golfClubMembership: 'Dhaka Golf Club',
    },
  });
  await signInAsStaff(page);
  await openApplication(page, email);
  await expect(page.getByRole('heading', { level: 1, name: sampleApplicant.nameEnglish })).toBeVisible();

  const value = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Name (English)')).toHaveText(sampleApplicant.nameEnglish);
  await expect(value('Applicant category')).toHaveText('Serving Defence Officer');
  await expect(value('Type of membership')).toHaveText('Full Membership');
  await expect(value('Rank')).toHaveText(sampleDefence.rank);
  await expect(value('BA number')).toHaveText(sampleDefence.baNumber);
  await expect(value('Mobile number')).toHaveText(sampleApplicant.mobile);
  await expect(value('Monthly income (BDT)')).toHaveText('1,50,000');
  await expect(value('National ID number')).toHaveText(sampleNid.nationalId);
  await expect(value('Date of birth (NID)')).toHaveText('12 April 1990');
  await expect(value("Mother's name (NID)")).toHaveText(sampleNid.nidMothersName);
  await expect(value('Spouse name')).toHaveText('Nasima Islam');
  await expect(value('Spouse occupation')).toHaveText('Not given');
  await expect(value('Golf club membership')).toHaveText('Dhaka Golf Club');
  await expect(value('Children or dependants').getByRole('listitem')).toHaveText(['Ayesha Islam, Daughter, born 5 September 2012', 'Tanvir Islam, Son']);
  await expect(value('Email')).toHaveText(email);
  for (const group of ['Membership', 'Personal information', 'Income', 'National ID', 'Family', 'Golf', 'Account', 'Documents']) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }
  // The defence form has no passport and no proposer: those groups are not there at all.
  await expect(page.getByRole('heading', { name: 'Passport and visa' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Reference' })).toHaveCount(0);

  await expect(value('Status')).toHaveText(applicationStatusLabels.awaiting_approval);
  await expect(value('Email verified')).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/);
  await expect(value('Member ID')).toHaveCount(0);

  const documents = page.getByRole('region', { name: 'Documents' }).getByRole('img');
  await expect(documents).toHaveCount(3);
  for (const label of ['Photo', 'National ID', 'Income tax return']) {
    const image = page.getByRole('img', { name: label, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    await expect(image.locator('xpath=..')).toHaveAttribute('target', '_blank');
  }

  await expect(page.getByRole('link', { name: 'Back to applications' })).toHaveAttribute('href', /^\/admin\/applications(\?|$)/);
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}$`));
  await expect(rowOf(page, email)).toHaveCount(1);
});

test('reject: the reason is required before anything is sent, then it reaches the applicant', async ({ page, request }) => {
  const email = uniqueEmail('reject');
  await applyVerified(request, email);
  await signInAsStaff(page);
  await openApplication(page, email);
  const decisions: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/admin\/applications\/\d+\/(approve|reject)$/.test(sent.url())) decisions.push(sent.url());
  });

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText(rejectionReasonRequiredMessage)).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('   ');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText(rejectionReasonRequiredMessage)).toBeVisible();
  expect(decisions).toEqual([]);

  const reason = `Your proposer could not be reached (${Date.now()}).`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(page.getByText(rejectedMessage)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(decisions).toHaveLength(1);

  const decision = page.getByRole('region', { name: 'Status' });
  await expect(decision.getByText(applicationStatusLabels.rejected, { exact: true })).toBeVisible();
  await expect(decision.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').last()).toContainText('Rejected');
  await expect(history.getByRole('listitem').last()).toContainText(`by ${suiteStaffEmails.admin}`);
  await expect(history.getByRole('listitem').last()).toContainText(reason);

  const mail = await latestMailTo(request, email, 'Your membership application');
  expect(mail.text).toContain(`Reason: ${reason}`);

  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(rowOf(page, email)).toContainText(applicationStatusLabels.rejected);
});

test('approve: after a confirmation the member ID shows, the credentials are mailed, and approval is offered no more', async ({ page, request }) => {
  const email = uniqueEmail('approve');
  await applyVerified(request, email);
  await signInAsStaff(page);
  await openApplication(page, email);
  const approvals: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/admin\/applications\/\d+\/approve$/.test(sent.url())) approvals.push(sent.url());
  });

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this application?' });
  await expect(dialog).toContainText(email);
  // Cancelling sends nothing and leaves the application as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Status' }).getByText(applicationStatusLabels.awaiting_approval)).toBeVisible();
  expect(approvals).toEqual([]);

  await page.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(approvedMessage)).toBeVisible();
  const decision = page.getByRole('region', { name: 'Status' });
  const memberId = decision.locator('dt', { hasText: /^Member ID$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(memberId).toHaveText(/^M-\d{4,}$/);
  const id = (await memberId.textContent())!;
  await expect(page.getByText(`Member ID: ${id}`)).toBeVisible();
  await expect(decision.getByText(applicationStatusLabels.approved, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').last()).toContainText(`Member ID ${id}`);

  expect(approvals).toHaveLength(1);
  const mail = await latestMailTo(request, email, 'approved');
  expect(mail.text).toContain(id);
  expect(mail.text).toMatch(new RegExp(`^User ID: ${email.replace(/[.]/g, '\\.')}$`, 'm'));
  expect(mail.text).toMatch(/^Password: \S{8,}$/m);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Status' }).getByText(id)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('a decision someone else made first shows as the server says, and the page catches up', async ({ page, request }) => {
  const email = uniqueEmail('raced');
  await applyVerified(request, email);
  await signInAsStaff(page);
  await openApplication(page, email);

  // Another member of staff approves it while this page still offers the decision.
  const otherStaff = await staffApi();
  const id = await applicationId(otherStaff, email);
  expect((await otherStaff.post(`/api/admin/applications/${id}/approve`)).status()).toBe(200);
  await otherStaff.dispose();

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
  await dialog.getByLabel('Reason').fill('Incomplete documents.');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(page.getByText('This application is already approved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Status' }).getByText(applicationStatusLabels.approved, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
});

test('an application that does not exist says so', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin/applications/2147483000');
  await expect(page.getByRole('alert').filter({ hasText: 'Application not found.' })).toBeVisible();
  await page.goto('/admin/applications/not-a-number');
  await expect(page.getByRole('alert').filter({ hasText: 'Application not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to applications' })).toHaveAttribute('href', '/admin/applications');
});

test('a signed-out visitor at /admin lands on the login page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(guardedTo('/login', '/admin'));
  await page.goto('/admin/applications/1');
  await expect(page).toHaveURL(guardedTo('/login', '/admin/applications/1'));
});

test('a signed-in member at /admin sees the not-found page', async ({ page, request }) => {
  const email = uniqueEmail('member');
  const { password: temporaryPassword } = await approvedMember(request, email);
  await signInThroughApi(page, { email, password: temporaryPassword }, 'member');
  // A member still on the emailed password is sent to choose their own first; this one has.
  const password = 'fairway-member-2026';
  const changed = await page.request.post('/api/account/password', { data: { currentPassword: temporaryPassword, password, confirmPassword: password } });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/admin/applications/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  // The server agrees, whatever the page shows.
  expect((await page.request.get('/api/admin/applications')).status()).toBe(403);
});

test('no serious or critical accessibility violation on the list, the detail page and the dialogs', async ({ page, request }) => {
  // Four full axe runs.
  test.setTimeout(90_000);
  const email = uniqueEmail('axe');
  await applyVerified(request, email);
  await signInAsStaff(page);
  await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
  await expect(rows(page)).toHaveCount(1);
  await expectNoSeriousViolations(page, 'list');

  await rowOf(page, email).getByRole('link').click();
  const photo = page.getByRole('img', { name: 'Photo', exact: true });
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'detail');

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText(rejectionReasonRequiredMessage)).toBeVisible();
  await expectNoSeriousViolations(page, 'reject dialog');
  // Focus stays visible on the control a keyboard user is on.
  await dialog.getByLabel('Reason').focus();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
});
