import { pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import { largest, smallest, walkBothWays } from './focus-walk';

/**
 * Focus always in view (WCAG 2.4.11), on the pages the usability review found it on (the Korean
 * home page and the Japanese FAQ), in Chromium: going backwards with Shift+Tab from the foot and
 * forwards from the top, at the smallest and the largest text, no focused control ends up under
 * the fixed header or below the window. WebKit and Firefox walk the Korean home page both ways at
 * the largest text, where the header is tallest, and every page backwards (the Japanese FAQ among
 * them): focus-walk-every-page.spec.ts. Chromium also sweeps every page by script:
 * focus-every-page.spec.ts.
 */
for (const path of [pathFor('home', 'ko'), pathFor('faq', 'ja')]) {
  test(`${path}: the focused control is never under the header, backwards or forwards, at every text size`, async ({
    withScripts,
  }) => {
    test.setTimeout(180_000);
    const hidden: string[] = [];
    for (const size of [smallest, largest]) hidden.push(...(await walkBothWays(withScripts, path, size)));
    expect(hidden).toEqual([]);
  });
}
