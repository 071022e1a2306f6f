import { pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import { largest, openAtTheFoot, smallest, walk } from './focus-walk';
import { waitInPage } from './session';

/**
 * Focus always in view (WCAG 2.4.11), on the pages the usability review found it on (the Korean
 * home page and the Japanese FAQ), in Chromium, WebKit and Firefox: going backwards with
 * Shift+Tab from the foot and forwards from the top, at the smallest and the largest text, no
 * focused control ends up under the fixed header or below the window. Every page is walked
 * backwards in WebKit and Firefox by focus-walk-every-page.spec.ts, and swept by script in
 * Chromium by focus-every-page.spec.ts.
 */
/** How far each walk of the review's pages goes: past the lower half of the Korean home page. */
const steps = 45;

for (const path of [pathFor('home', 'ko'), pathFor('faq', 'ja')]) {
  test(`${path}: the focused control is never under the header, backwards or forwards, at every text size`, async ({
    withScripts,
  }) => {
    test.setTimeout(180_000);
    const hidden: string[] = [];
    for (const size of [smallest, largest]) {
      await openAtTheFoot(withScripts, path, size);
      // Two screens down, the back-to-top link floats: a fixed layer the focus passes through too.
      await waitInPage(
        withScripts,
        () => document.querySelector('[data-testid="back-to-top"][data-floating]') !== null,
        undefined,
        'the back-to-top link to float',
      );
      const backwards = await walk(withScripts, 'Shift+Tab', steps);
      await withScripts.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        document.querySelector<HTMLElement>('main')?.focus();
      }, undefined);
      const forwards = await walk(withScripts, 'Tab', steps);
      for (const [key, { hidden: found, reached }] of [
        ['Shift+Tab', backwards],
        ['Tab', forwards],
      ] as const) {
        hidden.push(...found.map((entry) => `${size}: ${entry}`));
        // A walk that reached almost nothing would prove nothing.
        if (reached < 10) hidden.push(`${size}: ${key} reached only ${reached} controls in the page`);
      }
    }
    expect(hidden).toEqual([]);
  });
}
