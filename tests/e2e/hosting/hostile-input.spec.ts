import type { Page } from '@playwright/test';
import { withContact } from '@shared/contact-rules';
import { builtSite, expect, forgetAbortedRequests, preorderForm, test, text } from '../fixtures';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';

/** Values no one should be able to submit: each gets a translated message and nothing else. */
const hostile = [
  '',
  '     ',
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  "' OR '1'='1",
  "Robert'); DROP TABLE pre_orders;--",
  '1; SELECT * FROM users',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%0d%0a',
  'user@example.com\u202Egnp.exe',
  'us\u200Ber@exa\u200Dmple.com',
  '😀😀😀@example.com',
  '📞 555 123 4567',
  'user@@example.com',
  '@example.com',
  'user@',
  'user@example',
  'user example.com',
  '12345',
  '1234567890123456',
  '++81 90 1234 5678',
  '+1 (555) 123-4567 ext. 9',
];

/** International numbers and addresses that must be accepted. */
const valid = [
  '+81 90-1234-5678',
  '+39 06 1234 5678',
  '+886 912 345 678',
  '+82 10-1234-5678',
  'user+tag@example.co.uk',
];

const field = (page: Page) => waitlistForm(page, 'en').field;
const submit = (page: Page) => waitlistForm(page, 'en').submit;

test.describe('the waitlist field against hostile and malformed input', () => {
  test.beforeEach(async ({ page, context }) => {
    // An alert from injected markup would fail the test; so would any console error (fixture).
    page.on('dialog', (dialog) => {
      throw new Error(`A dialog opened: ${dialog.message()}`);
    });
    await context.route(`${new URL(preorderForm()).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Pre-order form</title>' }),
    );
    await page.goto('/en');
    await readyWaitlistForm(page);
  });

  test(`${hostile.length} hostile values are each answered with a translated message, and never run`, async ({
    page,
  }) => {
    expect(hostile.length).toBeGreaterThanOrEqual(25);
    const messages = [
      text('en', (d) => d.waitlist.errors.required),
      text('en', (d) => d.waitlist.errors.invalid, { minDigits: '7', maxDigits: '15' }),
      text('en', (d) => d.waitlist.errors.tooLong, { maxLength: '254' }),
    ];
    let popups = 0;
    page.on('popup', () => (popups += 1));
    for (const value of hostile) {
      await field(page).fill(value);
      await submit(page).click();
      await expect(field(page), value.slice(0, 40)).toHaveAttribute('aria-invalid', 'true');
      const description = (await field(page).getAttribute('aria-describedby')) ?? '';
      const shown = await page
        .locator(
          description
            .split(' ')
            .map((id) => `[id="${id}"]`)
            .join(', '),
        )
        .allInnerTexts();
      expect(
        shown.some((line) => messages.includes(line.trim())),
        `message for ${JSON.stringify(value.slice(0, 40))}`,
      ).toBe(true);
    }
    expect(popups).toBe(0);
    // Nothing typed became markup.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
  });

  for (const value of valid) {
    test(`accepts ${value} and opens the form without the raw value in its address`, async ({ page }) => {
      await field(page).fill(value);
      const [popup] = await Promise.all([page.waitForEvent('popup'), submit(page).click()]);
      // Only under its kind's parameter of the form, URL-encoded (the sample form takes both kinds).
      expect(popup.url()).toBe(withContact(preorderForm(), builtSite().prefillParams.preorder, value));
      expect(popup.url()).not.toContain(value);
      await popup.close();
    });
  }
});

test.describe('before the page’s scripts have run', () => {
  test.use({ waitForHydration: false });

  test('submitting the field does nothing: the contact never reaches this site’s address', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await field(page).fill('+39 06 1234 5678');
    await field(page).press('Enter');
    await submit(page).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).not.toContain('1234');
    // The aborted scripts are this test's own doing.
    forgetAbortedRequests(consoleErrors);
  });
});
