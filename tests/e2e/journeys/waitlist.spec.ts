import type { BrowserContext, Page } from '@playwright/test';
import { builtSite, expect, holdRequests, preorderForm, test, text } from '../fixtures';
import { withContact } from '@shared/contact-rules';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';

async function fakeForm(context: BrowserContext) {
  await context.route(`${new URL(preorderForm()).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pre-order form</title>' }),
  );
}

/** The pre-order form's address with the contact under its kind's parameter (the sample form takes both). */
const formWith = (contact: string) => withContact(preorderForm(), builtSite().prefillParams.preorder, contact);

const field = (page: Page, language: 'en' | 'ja') => waitlistForm(page, language).field;
const submit = (page: Page) => waitlistForm(page, 'en').submit;

for (const language of ['en', 'ja'] as const) {
  test.describe(`waitlist (${language})`, () => {
    test('the field’s example stays in view under its label, read with the field (no placeholder to vanish)', async ({
      page,
    }) => {
      await page.goto(`/${language}`);
      const hint = page
        .locator('#waitlist')
        .getByText(
          text(language, (d) => d.waitlist.hint),
          { exact: true },
        )
        .first();
      await expect(hint).toBeVisible();
      await expect(field(page, language)).not.toHaveAttribute('placeholder');
      // Read with the field as written: the example address's line-break points (<wbr>) are no
      // spaces to a screen reader ("name@ example. com", review turn 6, finding 9).
      const words = text(language, (d) => d.waitlist.hint).replace(/[\u200b\u2060]/g, '');
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(field(page, language)).toHaveAccessibleDescription(new RegExp(`^${escaped}`));
    });

    test('an empty value shows the translated error under the field, tied to it', async ({ page }) => {
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await page.goto(`/${language}`);
      await readyWaitlistForm(page);
      await submit(page).click();
      const message = text(language, (d) => d.waitlist.errors.required);
      const error = page.getByText(message);
      await expect(error).toBeVisible();
      expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(180, 35, 24)');
      await expect(field(page, language)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, language)).toBeFocused();
      const describedBy = (await field(page, language).getAttribute('aria-describedby')) ?? '';
      expect(describedBy.split(' ')).toContain(await error.getAttribute('id'));
      await expect(field(page, language)).toHaveAccessibleDescription(new RegExp(message.slice(0, 10)));
      expect(popups).toBe(0);
    });

    test('an invalid value is explained, and the error clears once it is fixed', async ({ page, context }) => {
      await fakeForm(context);
      await page.goto(`/${language}`);
      await readyWaitlistForm(page);
      await field(page, language).fill('grandma at home');
      await submit(page).click();
      await expect(
        page.getByText(text(language, (d) => d.waitlist.errors.invalid, { minDigits: '7', maxDigits: '15' })),
      ).toBeVisible();
      await field(page, language).fill('grandma@example.com');
      await expect(field(page, language)).not.toHaveAttribute('aria-invalid');
    });

    test('a valid email opens the pre-order form in a new tab', async ({ page, context }) => {
      await fakeForm(context);
      await page.goto(`/${language}`);
      await readyWaitlistForm(page);
      await field(page, language).fill('  daughter@example.com ');
      const [popup] = await Promise.all([page.waitForEvent('popup'), submit(page).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(formWith('daughter@example.com'));
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect(page.getByText(text(language, (d) => d.waitlist.preorder.opened))).toBeVisible();
    });

    test('she says which she will give: the field gets its keyboard, its autofill and its words (review turn 6, #8)', async ({
      page,
      context,
    }) => {
      await fakeForm(context);
      await page.goto(`/${language}`);
      await readyWaitlistForm(page);
      // Nothing chosen at first: the field takes either, as before the scripts ran.
      const choice = page.getByRole('group', { name: text(language, (d) => d.waitlist.kindLegend) });
      await expect(choice.getByRole('radio')).toHaveCount(2);
      await expect(choice.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(field(page, language)).toHaveAttribute('type', 'text');
      const phone = text(language, (d) => d.waitlist.labelPhone);
      await choice.getByRole('radio', { name: phone }).check();
      const phoneField = page.locator('#waitlist').getByRole('textbox', { name: phone, exact: true });
      await expect(phoneField).toHaveAttribute('type', 'tel');
      await expect(phoneField).toHaveAttribute('autocomplete', 'tel');
      await expect(phoneField).toHaveAttribute('inputmode', 'tel');
      const hint = text(language, (d) => d.waitlist.hintPhone).replace(/[\u200b\u2060]/g, '');
      await expect(phoneField).toHaveAccessibleDescription(
        new RegExp(`^${hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      const email = text(language, (d) => d.waitlist.labelEmail);
      await choice.getByRole('radio', { name: email }).check();
      const emailField = page.locator('#waitlist').getByRole('textbox', { name: email, exact: true });
      await expect(emailField).toHaveAttribute('type', 'email');
      await expect(emailField).toHaveAttribute('autocomplete', 'email');
      // What she typed goes where it belongs, whichever she chose.
      await emailField.fill('daughter@example.com');
      const [popup] = await Promise.all([page.waitForEvent('popup'), submit(page).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(formWith('daughter@example.com'));
    });

    test('a blocked tab shows an error toast and an inline link to the form', async ({ page }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto(`/${language}`);
      await readyWaitlistForm(page);
      await field(page, language).fill('+39 06 1234 5678');
      await submit(page).click();
      await expect(
        page.getByText(
          text(language, (d) => d.waitlist.preorder.blockedTitle),
          { exact: true },
        ),
      ).toBeVisible();
      const link = page.getByRole('link', { name: text(language, (d) => d.waitlist.preorder.blockedLink) });
      await expect(link).toHaveAttribute('href', formWith('+39 06 1234 5678'));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('the return address shows the success view and scrolls to it', async ({ page }) => {
      await page.goto(`/${language}?waitlist=joined`);
      const title = page.getByRole('heading', { name: text(language, (d) => d.waitlist.successTitle) });
      await expect(title).toBeInViewport();
      await expect(title).toBeFocused();
      await expect(page.getByText(text(language, (d) => d.waitlist.free.successMessageSelling))).toBeVisible();
      await expect(submit(page)).toHaveCount(0);
    });
  });
}

// The contact's kind does not depend on the page's language: one run.
test('a valid international phone number opens the form too', async ({ page, context }) => {
  await fakeForm(context);
  await page.goto('/en');
  await readyWaitlistForm(page);
  await field(page, 'en').fill('+81 90-1234-5678');
  const [popup] = await Promise.all([page.waitForEvent('popup'), submit(page).click()]);
  expect(popup.url()).toBe(formWith('+81 90-1234-5678'));
});

test('the button reads “Processing…” while the contact is checked', async ({ page, context }) => {
  await fakeForm(context);
  // Hold the validation code back, as a slow connection would.
  const release = await holdRequests(page, '**/assets/schema-*.js');
  await page.goto('/en');
  await readyWaitlistForm(page);
  await field(page, 'en').fill('ada@example.com');
  await submit(page).click();
  await expect(submit(page)).toHaveText(text('en', (d) => d.waitlist.processing));
  await expect(submit(page)).toBeDisabled();
  const popup = page.waitForEvent('popup');
  release();
  expect((await popup).url()).toBe(formWith('ada@example.com'));
  await expect(submit(page)).toContainText(text('en', (d) => d.waitlist.preorder.submit));
});

test('a contact typed before the form’s code arrives is kept, and the form then works', async ({ page, context }) => {
  await fakeForm(context);
  // The form's code (and the form library) held back, as on a slow phone.
  const release = await holdRequests(page, '**/assets/waitlist-form-*.js');
  await page.goto('/en');
  const contact = field(page, 'en');
  await contact.fill('ada@example.com');
  await expect(page.locator('#waitlist form')).not.toHaveAttribute('novalidate');
  release();
  await expect(page.locator('#waitlist form')).toHaveAttribute('novalidate', '');
  await expect(contact).toHaveValue('ada@example.com');
  const [popup] = await Promise.all([page.waitForEvent('popup'), submit(page).click()]);
  expect(popup.url()).toBe(formWith('ada@example.com'));
});
