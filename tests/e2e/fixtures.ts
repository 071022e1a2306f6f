import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { readClipLengths } from '@tools/media/clip-lengths';
import type { People } from '@tools/operator/people';
import type { SiteConfig } from '@/config/site-config';
import { baseParams } from '@/i18n/base-params';
import { createTranslator, type Translate } from '@/i18n/translate';
import type { Dictionary } from '@/i18n/dictionary';
import { languageInfo, type Language } from '@/config/languages';
import type { ClipKey } from '@/content/media';
import { dictionaries, peopleOf, siteOf, textOf } from '@tests/built-site';
import { measurementEventPath } from '@shared/build-contract';

export { dictionaries };

/** The build a test runs against: its project's `metadata.dist` (dist/ unless the project says otherwise). */
export function builtDist(): string {
  const { dist } = base.info().project.metadata as { dist?: string };
  return join(process.cwd(), dist ?? 'dist');
}

/** The operator values the build under test was made with, as the build recorded them. */
export function builtSite(): SiteConfig {
  return siteOf(builtDist());
}

/** The testimonials and supporters the build under test was made with. */
export function builtPeople(): People {
  return peopleOf(builtDist());
}

/** The site's translator for a language, with the base values of the build under test: for copy that code composes. */
export function translator(language: Language): Translate {
  const dictionary = dictionaries[language];
  return createTranslator(
    dictionary,
    dictionaries.en,
    baseParams(builtSite(), builtSite().markets[language], language, dictionary),
  );
}

/** The pre-order form a market's pages open, in the build under test (a market that sells). */
export function preorderForm(language: Language = 'en'): string {
  const url = builtSite().markets[language].links.preorder;
  if (!url) throw new Error(`The ${language} market of this build does not sell: it has no pre-order form.`);
  return url;
}

/** A dictionary string with the brand, prices and other base values filled in, as the site shows it. */
export function text(language: Language, pick: (dictionary: Dictionary) => string, params = {}): string {
  return textOf(builtSite(), language, pick, params);
}

/**
 * A voice sample's button name as a screen reader hears it: what it shows (Listen or Stop, or the
 * hero's own words) and the clip's length read from the recording, then the sample's title.
 */
export function sampleButtonName(language: Language, clip: ClipKey, action: string, title?: string): string {
  const seconds = readClipLengths(process.cwd())[languageInfo(language).segment]?.[clip];
  const length = text(language, (d) => d.audio.length, { seconds: String(seconds) });
  return title === undefined
    ? `${action} ${length}`
    : text(language, (d) => d.audio.buttonName, { action, length, title });
}

type Fixtures = {
  consoleErrors: string[];
  /**
   * The page's scripts start after its first paint, so `goto` and `reload` also wait until the
   * app has hydrated (`<html data-hydrated>`) and so has every control that needs it (the parts
   * that hydrate after the page included: `data-needs-app="live"`), as a person waits for a page
   * to respond.
   * Tests of the page without its scripts turn this off with `test.use({ waitForHydration: false })`.
   */
  waitForHydration: boolean;
  /**
   * The counts the page has sent to `/api/event`, answered here as the collector would (202), in
   * a build that measures (VITE_ANALYTICS); in the others, any count fails the test.
   */
  collected: CollectedEvent[];
};

/** One count as the page sent it to `/api/event` (Plausible's form). */
export type CollectedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer: string;
  props: Record<string, string>;
};

const collectedEvents = new WeakMap<object, CollectedEvent[]>();

const hydrated = () =>
  document.documentElement.hasAttribute('data-hydrated') &&
  !document.querySelector('[data-needs-app]:not([data-needs-app="live"])');

/** The console errors and warnings each test's page has logged so far. */
const pageErrors = new WeakMap<object, string[]>();

/**
 * Every test with a page fails if the page logs a console error or warning, or throws (hydration
 * mismatches included). A test that expects an error can read and clear `consoleErrors`. Tests
 * that only make requests never start a browser context.
 */
export const test = base.extend<Fixtures>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    // The server sends the deployed Content Security Policy; any violation fails the test.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
      ),
    );
    if (builtSite().measurement) {
      const collected: CollectedEvent[] = [];
      collectedEvents.set(page, collected);
      await page.route(`**${measurementEventPath}`, async (route) => {
        collected.push(route.request().postDataJSON() as CollectedEvent);
        await route.fulfill({ status: 202, body: 'ok' });
      });
    } else {
      // A build without measurement sends no count, from any page any test opens.
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === measurementEventPath)
          errors.push(`a count sent to ${request.url()} by a build without measurement`);
      });
    }
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await page.waitForFunction(hydrated);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await page.waitForFunction(hydrated);
        return response;
      };
    }
    await provide(page);
    expect(errors, 'console errors and warnings').toEqual([]);
  },
  consoleErrors: async ({ page }, provide) => {
    await provide(pageErrors.get(page) ?? []);
  },
  collected: async ({ page }, provide) => {
    await provide(collectedEvents.get(page) ?? []);
  },
});

/** Chrome logs the 404 status of a document the test asked for; only that line is expected. */
export function forgetExpected404(consoleErrors: string[]): void {
  const remaining = consoleErrors.filter(
    (entry) => !/^error: Failed to load resource: the server responded with a status of 404/.test(entry),
  );
  consoleErrors.splice(0, consoleErrors.length, ...remaining);
}

/** A request the test aborted itself logs `net::ERR_FAILED`; only those lines are expected. */
export function forgetAbortedRequests(consoleErrors: string[]): void {
  const remaining = consoleErrors.filter((entry) => !entry.includes('ERR_FAILED'));
  consoleErrors.splice(0, consoleErrors.length, ...remaining);
}

/** Holds back the requests that match `url`, as a slow connection would, until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export { expect };
