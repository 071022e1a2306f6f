import type { Page } from '@playwright/test';
import { languageInfo, type Language } from '@/config/languages';
import { disclosure, type Disclosure } from '../disclosure';
import { expect, text } from '../fixtures';

/**
 * The header's language list on a page shown in `language`, found by its name ("Language:
 * English"). The one place the tests find it, so a renamed list changes one file.
 */
export function languageList(page: Page, language: Language): Disclosure {
  return disclosure(
    page.getByRole('banner'),
    text(language, (d) => d.languageSwitcher.button, { language: languageInfo(language).nativeName }),
  );
}

/** On a page shown in `from`, opens the language list and chooses `to`; waits for the page to be in `to`. */
export async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await languageList(page, from).summary.click();
  await page.getByRole('banner').getByRole('link', { name: languageInfo(to).nativeName }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}
