import { disclosure } from '../disclosure';
import { withContact } from '@shared/contact-rules';
import { builtSite, expect, preorderForm, test, text } from '../fixtures';
import { videoLinks, videoWindow } from '@e2e/drivers/video-window';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';

/**
 * The main tasks by keyboard alone: each journey starts from a focused control and uses only
 * keys from there (switching language by keyboard is in language.spec.ts, the mobile menu in
 * mobile-nav.spec.ts).
 */
test.describe('keyboard journeys', () => {
  test('Tab reaches the header controls in order, and the video opens and closes by keys', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await expect(page.getByRole('link', { name: text('en', (d) => d.header.homeLink) })).toBeFocused();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab'); // four nav links
    await page.keyboard.press('Tab');
    const watch = videoLinks(page, 'en').header;
    await expect(watch).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = videoWindow(page, 'en');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(watch).toBeFocused();
    // A link: Enter follows it (here, opens the window); Space is the page's scroll key.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(watch).toBeFocused();
  });

  test('a voice sample plays, announces itself and stops by keys', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.resolve();
      HTMLMediaElement.prototype.pause = () => undefined;
    });
    await page.goto('/en');
    const listen = page.getByRole('button', { name: /^Listen \d+ seconds: Someone to talk to, every day$/ });
    await listen.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Now playing: Someone to talk to, every day' }),
    ).toHaveCount(1);
    // The same button, focused still, now reads Stop; Enter again stops the sample.
    const playing = page.locator('button[data-playing="true"]');
    await expect(playing).toBeFocused();
    await expect(playing).toHaveAccessibleName(/^Stop \d+ seconds: Someone to talk to, every day$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Stopped.' })).toHaveCount(1);
    await expect(listen).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Good morning! Did you sleep well\?/)).toBeVisible();
  });

  test('the waitlist: an error first, then a valid value, by keys', async ({ page, context }) => {
    await context.route(`${new URL(preorderForm()).origin}/**`, (route) => route.fulfill({ body: 'form' }));
    await page.goto('/en');
    await readyWaitlistForm(page);
    const { field } = waitlistForm(page, 'en');
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/Please enter your email address or mobile number\./);
    await page.keyboard.type('+82 10-1234-5678');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    expect(popup.url()).toBe(withContact(preorderForm(), builtSite().prefillParams.preorder, '+82 10-1234-5678'));
    await expect(
      page.getByRole('status').filter({ hasText: 'The pre-order form has opened in a new tab.' }),
    ).toHaveCount(1);
  });

  test('an FAQ answer opens and closes by Space and Enter', async ({ page }) => {
    await page.goto('/en/faq');
    const question = disclosure(page.getByRole('main'), 'Who sets it up?');
    await question.summary.focus();
    await page.keyboard.press('Space');
    await question.expectOpen();
    await expect(page.getByText(text('en', (d) => d.faq.items.q11.answer))).toBeVisible();
    await page.keyboard.press('Enter');
    await question.expectClosed();
  });

  test('the text size changes by keys', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Text size' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '125%' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    // The panel closes and her focus is back where she opened it.
    await expect(page.getByRole('button', { name: 'Text size' })).toBeFocused();
  });
});
