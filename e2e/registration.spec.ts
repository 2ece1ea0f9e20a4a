import type { Route } from '@playwright/test';
import { categoryOf, chooseCategory, fillApplication, image } from './support/application-form';
import { verificationCodeFor } from './support/mailbox';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test.beforeEach(async ({ page }) => {
  await page.goto('/membership-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Registration' })).toBeVisible();
});

test('no form until a category is chosen; each category gets its form', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'REGISTER' })).toHaveCount(0);
  const legends = () => page.locator('legend').allTextContents();

  await chooseCategory(page, 'Non Military');
  expect(await legends()).toEqual([
    'Membership Category & Type', 'Personal Information', 'Income & Tax Details', 'Identity Documents', 'Family Details',
    'Golf Club Details (optional)', 'Photos', 'Reference (For Civilians Only)', 'Create Your Account',
  ]);
  await chooseCategory(page, 'Retired Defence Officer');
  expect(await legends()).not.toContain('Reference (For Civilians Only)');
  await expect(page.getByLabel('Rank', { exact: true })).toBeVisible();
  await expect(page.getByLabel('BA Number', { exact: true })).toBeVisible();
  await chooseCategory(page, 'Foreigner/Diplomat');
  expect(await legends()).toContain('Passport & Visa');
  expect(await legends()).not.toContain('Identity Documents');
  expect(await legends()).not.toContain('Reference (For Civilians Only)');
  await expect(page.getByLabel('Type of Membership')).toHaveValue('');
  await expect(page.getByLabel('Type of Membership').locator('option').first()).toHaveText('Select Type of Membership');
  await expect(page.getByLabel('Type of Membership').locator('option').first()).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/checkout');

  for (const category of ['Government Officer', 'Serving Defence Officer', 'Foreigner/Diplomat']) {
    await chooseCategory(page, category);
    await expectNoSeriousViolations(page, category);
  }
});

test('field messages appear once a field is touched, and all of them on REGISTER', async ({ page }) => {
  await chooseCategory(page, 'Government Officer');
  const mobile = page.getByLabel('Mobile Number');
  await mobile.fill('');
  await mobile.blur();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await mobile.fill('0171-');
  await expect(page.getByText('Must be only digits')).toBeVisible();
  await mobile.fill('0171100');
  await expect(page.getByText('Must be at least 11 digits')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Email', { exact: true }).blur();
  await expect(page.getByText('Invalid email')).toBeVisible();

  await page.getByRole('button', { name: 'REGISTER' }).click();
  for (const message of [
    'Membership type is required', 'Name is required', "Father's/Husband's Name is required", 'Monthly Income is required',
    'Tax return document is required', 'National ID is required', 'NID image is required', 'Photo is required',
    'Proposer club name info is required', 'Proposer signature is required', 'First Name is required', 'Last Name is required',
  ]) {
    await expect(page.getByText(message, { exact: true }).first(), message).toBeVisible();
  }
});

test('uploads refuse what is not an image, empty files and files over the limit', async ({ page }) => {
  await chooseCategory(page, 'Corporate/Business');
  const photo = page.getByLabel('Passport-size Photo', { exact: true });
  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Only image files are allowed').first()).toBeVisible();
  await photo.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(page.getByText('Only image files are allowed').first()).toBeVisible();
  await photo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
  await expect(page.getByText('File size must not exceed 2MB').first()).toBeVisible();
  await photo.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(page.getByText('The file is empty. Please choose an image.').first()).toBeVisible();
  await photo.setInputFiles(image('photo.png'));
  await expect(page.getByText(/^Uploaded:/)).toBeVisible();
  await expect(page.getByText('File size must not exceed 2MB')).toHaveCount(0);
});

test('Add Child adds a blank entry only after a named one; remove shows with more than one', async ({ page }) => {
  await chooseCategory(page, 'Non Military');
  const addChild = page.getByRole('button', { name: 'Add Child' });
  await addChild.click();
  await addChild.click();
  await expect(page.getByLabel(/^Child \d name$/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove child/ })).toHaveCount(0);
  await page.getByLabel('Child 1 name').fill('Arif');
  await expect(page.getByLabel('Child 1 relationship')).toBeVisible();
  await addChild.click();
  await expect(page.getByLabel(/^Child \d name$/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Remove child/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove child 2' }).click();
  await expect(page.getByLabel(/^Child \d name$/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove child/ })).toHaveCount(0);
});

for (const kind of ['civilian', 'defence', 'passport'] as const) {
  test(`a complete ${kind} application: Processing..., the success toast, then verification by code`, async ({ page, request }) => {
    const email = `${kind}.${Date.now()}@example.com`;
    await fillApplication(page, kind, email);
    if (kind === 'civilian') {
      await page.getByRole('button', { name: 'Add Child' }).click();
      await page.getByLabel('Child 1 name').fill('Arif');
      await page.getByRole('button', { name: 'Add Child' }).click();
    }
    // Held until the button has been seen while the request runs.
    let sent: Record<string, unknown> | undefined;
    let release!: () => void;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/registration/membership', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await seen;
      await route.continue();
    });
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await expect(page.getByText('Registration submitted! Please check your email for verification.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email).first()).toBeVisible();
    expect(sent!.category).toBe(categoryOf[kind]);
    // The blank second child was dropped; with no children at all the key is left out.
    expect(sent!.children).toEqual(kind === 'civilian' ? [{ name: 'Arif', dob: '', gender: '' }] : undefined);
    expect('children' in sent!).toBe(kind === 'civilian');

    const code = await verificationCodeFor(request, email);
    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
    await boxes.first().focus();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/email-verified$/);
  });
}

test('REGISTER pressed while a photo still uploads: Processing... until it is in, then sent once, with it', async ({ page }) => {
  await fillApplication(page, 'passport', `uploading.${Date.now()}@example.com`);
  // A new photo chosen, whose upload is held.
  let releaseUpload!: () => void;
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  let newPhotoLink: string | undefined;
  await page.route('**/api/uploads', async (route) => {
    await uploadHeld;
    const response = await route.fetch();
    newPhotoLink = ((await response.json()) as { secure_url: string }).secure_url;
    await route.fulfill({ response });
  });
  const sent: Record<string, unknown>[] = [];
  await page.route('**/api/registration/membership', async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.continue();
  });
  await page.getByLabel('Passport-size Photo', { exact: true }).setInputFiles(image('new-photo.png'));
  await expect(page.getByText('Uploading new-photo.png…')).toBeVisible();

  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  expect(sent).toHaveLength(0);
  releaseUpload();
  await expect(page.getByText('Registration submitted! Please check your email for verification.')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.photo).toBe(newPhotoLink);
  await expect(page.getByText('Photo is required')).toHaveCount(0);
});

test.describe('failed submissions show the section 8 messages', () => {
  const cases: [string, Parameters<Route['fulfill']>[0] | 'abort', string][] = [
    ['a refusal with a message', { status: 409, json: { message: 'An application with this email already exists. Please verify your email or log in.' } }, 'An application with this email already exists. Please verify your email or log in.'],
    ['a refusal without one', { status: 400, body: '' }, 'Registration failed'],
    ['a server error with a message', { status: 503, json: { message: 'The club is updating the site.' } }, 'The club is updating the site.'],
    ['a server error without one', { status: 500, body: '' }, 'An error occurred during registration. Please try again.'],
    ['no answer', 'abort', 'Network error. Please check your connection.'],
    ['an answer that is not JSON', { status: 201, body: '<html>' }, 'An unexpected error occurred'],
  ];
  for (const [name, answer, message] of cases) {
    test(`${name}: '${message}', and the form stays`, async ({ page }) => {
      await fillApplication(page, 'passport', `failure.${Date.now()}@example.com`);
      await page.route('**/api/registration/membership', (route) => (answer === 'abort' ? route.abort() : route.fulfill(answer)));
      await page.getByRole('button', { name: 'REGISTER' }).click();
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/membership-registration$/);
      await expect(page.getByRole('button', { name: 'REGISTER' })).toBeEnabled();
    });
  }
});
