import type { Page } from '@playwright/test';
import { languages, type Language } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { builtSite, expect, test, text } from '../fixtures';

/**
 * A film she cannot hear, she can read (usability review turn 6, finding 1; WCAG 1.2.2): in the
 * complete configuration, where each market without captions has the films' transcripts, each
 * film's words are reached by keyboard below its button and in its window, and open with Enter.
 */
/** The languages tests/e2e/custom-build.env gives transcripts (the first test holds it to the build). */
const withTranscripts: readonly Language[] = ['ja', 'ko', 'zh-TW', 'it'];

/** Tab from where the focus is until it reaches the element, at most `steps` times. */
async function tabTo(page: Page, selector: string, steps = 6) {
  for (let step = 0; step < steps; step += 1) {
    if (await page.locator(selector).evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(page.locator(selector)).toBeFocused();
}

const plain = (value: string) => value.replace(/[\u200b\u2060]/g, '');

test('the tests’ configuration gives transcripts where it gives no captions @config', () => {
  const given = languages.map(({ code }) => code).filter((code) => builtSite().markets[code].media.transcripts.meet);
  expect(given).toEqual(withTranscripts);
});

for (const language of withTranscripts) {
  test(`${language}: each film’s words, below its button and in its window, by keyboard @config`, async ({ page }) => {
    await page.goto(pathFor('home', language));
    const show = plain(text(language, (d) => d.video.transcriptShow));

    // The introduction: the next stop after its round play button.
    const hero = page.locator('[data-transcript="hero"]');
    await page
      .getByRole('link', { name: text(language, (d) => d.header.watchVideo) })
      .last()
      .focus();
    await page.keyboard.press('Tab');
    await expect(hero.locator('summary')).toBeFocused();
    await expect(hero.locator('summary')).toContainText(show);
    await page.keyboard.press('Enter');
    await expect(hero).toHaveAttribute('open', '');
    await expect(hero.locator('p').first()).toBeVisible();

    // The "meet" film: below its button in its section, and in the window the button opens.
    const meetSection = page.locator('#meet');
    await meetSection.locator('a[href]').first().focus();
    await page.keyboard.press('Tab');
    await expect(meetSection.locator('[data-transcript="meet"] summary')).toBeFocused();
    await meetSection.locator('a[href]').first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text(language, (d) => d.video.close) }).focus();
    await tabTo(page, 'dialog [data-transcript="meet"] summary');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('[data-transcript="meet"]')).toHaveAttribute('open', '');
    await expect(dialog.locator('[data-transcript="meet"] p').first()).toBeVisible();
  });
}

test('without a transcript (English, captioned), no film offers one @config', async ({ page }) => {
  await page.goto(pathFor('home', 'en'));
  await expect(page.locator('[data-transcript]')).toHaveCount(0);
});
