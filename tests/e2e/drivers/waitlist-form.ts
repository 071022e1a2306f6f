import type { Locator, Page } from '@playwright/test';
import type { Language } from '@/config/languages';
import { expect, text } from '../fixtures';

/**
 * The home page's waitlist form (or, where a market sells, its pre-order card's form, when `scope`
 * is that card): its contact field, found by its label in the page's language, and its button.
 * The one place the tests find them, so a renamed field changes one file.
 */
export function waitlistForm(scope: Page | Locator, language: Language): { field: Locator; submit: Locator } {
  return {
    field: scope.getByLabel(text(language, (d) => d.waitlist.label)),
    submit: scope.getByTestId('button-waitlist-submit'),
  };
}

/**
 * The home page's waitlist form once its code has arrived: it loads as the visitor nears the form
 * (until then the prerendered form works as it does without scripts), so a test scrolls to it and
 * waits for the app to take it over, as a person's eyes reach it.
 */
export async function readyWaitlistForm(page: Page): Promise<void> {
  await page.locator('#waitlist').scrollIntoViewIfNeeded();
  await expect(page.locator('#waitlist form')).toHaveAttribute('novalidate', '');
}
