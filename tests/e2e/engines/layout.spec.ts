import { languages } from '@/config/languages';
import { pages, pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import { sweepFindings, sweepHeight, sweepWidths } from './layout-check';

/**
 * Every page in every language at a phone's 320 and 390 px, at 640 px (a 1280 px window at 200%
 * browser zoom) and at 1280 px, at the text sizes `sweepFindings` names (layout-check.ts), in
 * WebKit and Firefox (in Chromium, the accessibility sweep runs the same walk on the pages it
 * loads: every-page/accessibility.spec.ts): nothing scrolls sideways, no control is narrower than
 * its text, no Latin word or price anywhere on the page is split over two lines, no
 * badge covers text, the header fits its row, and Japanese and Chinese headings, buttons and labels
 * break only between phrases, never leaving one character alone on a line. On the phone at the
 * largest size, the header names the text size and the language in words and takes at most an
 * eighth of a 390x844 phone's screen. Firefox sweeps three of the languages (playwright.config.ts).
 */
for (const { code: language } of languages) {
  test(`every page in ${language} at ${sweepWidths.join(', ')} px`, async ({ withScripts }) => {
    test.setTimeout(360_000);
    const findings: string[] = [];
    for (const { id } of pages) {
      const path = pathFor(id, language);
      await withScripts.open(path, { width: sweepWidths[0], height: sweepHeight }, { sweep: true });
      findings.push(...(await sweepFindings(withScripts, language, path)));
    }
    expect(findings).toEqual([]);
  });
}
