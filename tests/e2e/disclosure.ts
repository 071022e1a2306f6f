import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export type Disclosure = {
  /** The control a person presses: the `<summary>`. */
  summary: Locator;
  /** Its `<details>`, whose `open` attribute is the disclosure's state. */
  details: Locator;
  expectOpen: () => Promise<void>;
  expectClosed: () => Promise<void>;
};

/**
 * A `<details>` found by what its `<summary>` says: its aria-label (the language list), or one of
 * its texts exactly (a question, "Menu", "Read the words"). Playwright gives a summary no role,
 * though browsers announce it as a button with its expanded state.
 */
export function disclosure(scope: Page | Locator, name: string): Disclosure {
  // The text is looked for inside each summary, so it is built from the page, not from `scope`.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  const summary = scope
    .locator(`summary[aria-label=${JSON.stringify(name)}]`)
    .or(scope.locator('summary').filter({ has: page.getByText(name, { exact: true }) }));
  const details = summary.locator('xpath=..');
  return {
    summary,
    details,
    expectOpen: () => expect(details).toHaveAttribute('open', ''),
    expectClosed: () => expect(details).not.toHaveAttribute('open'),
  };
}
