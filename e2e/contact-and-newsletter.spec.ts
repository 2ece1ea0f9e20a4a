import type { Page } from '@playwright/test';
import { footerPhone } from './support/club';
import { expect, test } from './support/test';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Get in touch with us !' });
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const fields = [
  { label: 'First Name', value: 'Farhana', required: 'First name is required' },
  { label: 'Last Name', value: 'Akter', required: 'Last name is required' },
  { label: 'Phone Number', value: '01712 345678', required: 'Phone number is required' },
  { label: 'Email', value: 'farhana@example.com', required: 'Email is required' },
  { label: 'Write Message', value: 'Could I book a lesson with the coach on Saturday morning?', required: 'Message is required' },
] as const;

async function fillContactForm(page: Page, overrides: Partial<Record<(typeof fields)[number]['label'], string>> = {}) {
  const form = contactForm(page);
  for (const field of fields) await form.getByLabel(field.label, { exact: true }).fill(overrides[field.label] ?? field.value);
}

test.describe('contact page', () => {
  test('shows the emails, phone, working hours, location and the form', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/contact/i);

    await expect(main.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
    await expect(main.getByRole('link', { name: 'membership@example.com' })).toHaveAttribute('href', 'mailto:membership@example.com');
    const phone = await footerPhone(page);
    await expect(main.getByRole('link', { name: phone.name })).toHaveAttribute('href', phone.href);
    await expect(main).toContainText('Mon to Sat 7:00 AM to 5:00 PM');
    await expect(main).toContainText(/Sunday closed/i);
    await expect(main).toContainText('Ghaghat, Rangpur, near the Ghaghat Bridge');

    const form = contactForm(page);
    await expect(form.getByRole('heading', { name: 'Get in touch with us !' })).toBeVisible();
    for (const field of fields) await expect(form.getByLabel(field.label, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    const message = form.getByLabel('Write Message', { exact: true });
    await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(message).toHaveAttribute('rows', '4');
    await expect(form.getByRole('button', { name: 'Submit Message' })).toBeVisible();
  });

  test('loads nothing from other hosts', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
    });
    await page.goto('/contact');
    await expect(contactForm(page)).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('submitting the empty form shows each field\'s message and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/contact');
    const form = contactForm(page);
    // The pointer on its way to the button brings the form's code, as a person's does.
    await form.getByRole('button', { name: 'Submit Message' }).hover();
    await form.getByRole('button', { name: 'Submit Message' }).click();
    for (const field of fields) {
      const input = form.getByLabel(field.label, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(field.required);
      await expect(form.getByText(field.required, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('First Name', { exact: true })).toBeFocused();

    // A field that is put right loses its message; an invalid email gets the email message.
    await form.getByLabel('First Name', { exact: true }).fill('Farhana');
    await expect(form.getByText('First name is required')).toBeHidden();
    await form.getByLabel('Email', { exact: true }).fill('farhana@');
    await form.getByLabel('Email', { exact: true }).blur();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a message is not checked before the visitor leaves the field', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const email = form.getByLabel('Email', { exact: true });
    await email.fill('far');
    await expect(form.getByText('Please enter a valid email address.')).toBeHidden();
    await email.blur();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  });

  test('a field left before the form\'s code came is checked once it comes, with what was typed meanwhile kept', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let formCodeAsked = false;
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
      formCodeAsked = true;
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('First Name', { exact: true }).fill('Farhana');
    await form.getByLabel('Email', { exact: true }).fill('far');
    await form.getByLabel('Write Message', { exact: true }).focus();
    await expect.poll(() => formCodeAsked).toBe(true);
    await expect(form.getByText('Please enter a valid email address.')).toBeHidden();

    release();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Farhana');
    // The field the visitor is in has not been left: it is not checked yet.
    await expect(form.getByText('Message is required')).toBeHidden();
  });

  test('a valid message is sent: success toast with the server\'s message, and the form is cleared', async ({ page }) => {
    await page.goto('/contact');
    await fillContactForm(page);
    const form = contactForm(page);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit Message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      firstName: 'Farhana',
      lastName: 'Akter',
      phone: '01712 345678',
      email: 'farhana@example.com',
      message: 'Could I book a lesson with the coach on Saturday morning?',
    });

    await expect(toast(page, 'Thank you! Your message has been sent.')).toBeVisible();
    for (const field of fields) await expect(form.getByLabel(field.label, { exact: true })).toHaveValue('');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('field errors from the server are shown under their fields', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'This address cannot receive mail.', errors: { email: 'This address cannot receive mail.' } }),
      }),
    );
    await page.goto('/contact');
    await fillContactForm(page);
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Submit Message' }).click();
    const email = form.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription('This address cannot receive mail.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('farhana@example.com');
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Farhana');
  });

  test('a network failure shows the network error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await fillContactForm(page);
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Submit Message' }).click();
    await expect(toast(page, 'Network error. Please check your connection.')).toBeVisible();
    await expect(form.getByLabel('Write Message', { exact: true })).toHaveValue(fields[4].value);
  });
});

test.describe('footer newsletter', () => {
  test('refuses an invalid email, then subscribes a valid one, and again for the same address', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const newsletter = footer.getByRole('form', { name: 'Newsletter' });
    const email = newsletter.getByRole('textbox');
    const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(newsletter.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `golfer-${Date.now()}@example.com`;
    for (const typed of [address, address.toUpperCase()]) {
      await email.fill(typed);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'));
      await subscribe.click();
      expect((await answered).status()).toBe(201);
      const thanks = toast(page, 'Thank you for subscribing to our newsletter!');
      await expect(thanks).toBeVisible();
      await expect(email).toHaveValue('');
      await expect(newsletter.getByText('Please enter a valid email address.')).toBeHidden();
      // Dismissed, so that the second round must raise a toast of its own.
      await thanks.getByRole('button', { name: /close/i }).click();
      await expect(thanks).toHaveCount(0);
    }
  });
});

test.describe('help and policy pages', () => {
  for (const { link, path, heading } of [
    { link: 'Help', path: '/help', heading: /help/i },
    { link: 'Privacy Policy', path: '/privacy-policy', heading: /privacy/i },
    { link: 'Terms', path: '/terms', heading: /terms/i },
  ]) {
    test(`the footer's ${link} link opens ${path}`, async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents.getByRole('link').first()).toBeVisible();
      // Every contents entry leads to a section heading on the page.
      for (const entry of await contents.getByRole('link').all()) {
        const target = (await entry.getAttribute('href'))!;
        await expect(page.locator(`${target} h2`)).toHaveText((await entry.textContent())!);
      }
    });
  }

  test('the privacy policy says the phone of a review stays private and how to ask for deletion', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'What we store' })).toBeVisible();
    await expect(main).toContainText(/phone number, which is never shown/);
    await expect(main.getByRole('heading', { name: /deleting your data/i })).toBeVisible();
    await expect(main.getByRole('link', { name: 'info@example.com' }).first()).toHaveAttribute('href', /^mailto:info@example\.com/);
  });
});
