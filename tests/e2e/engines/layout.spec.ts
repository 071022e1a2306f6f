import { languageInfo, languages } from '@/config/languages';
import { ui } from '@/config/ui';
import { pages, pathFor } from '@/routing/routes';
import { text } from '../fixtures';
import { expect, test } from './fixtures';
import { layoutFindings } from './layout-check';
import { phoneHeaderProblems } from './line-checks';

/**
 * Every page in every language at a phone's 320, 360 and 390 px, at 640 px (a 1280 px window at
 * 200% browser zoom) and at 1280 px, at every text size the site offers (at 640 px, the zoom is
 * the size), in each engine: nothing scrolls sideways, no
 * control is narrower than its text, no Latin word or price anywhere on the page is split over
 * two lines, no badge covers text, the header fits its row, and Japanese and Chinese headings,
 * buttons and labels break only between phrases, never leaving one character alone on a line. On
 * the phone at the largest size, the header names the text size and the language in words and
 * takes at most an eighth of a 390x844 phone's screen.
 */
/** A 1280 px window at 200% browser zoom lays its page out in 640 CSS pixels. */
const zoomedDesktop = 1280 / 2;
const widths = [1280, zoomedDesktop, 390, 360, 320] as const;
const height = 800;

/** The text sizes a page is checked at: every one the site offers (zoomed, the zoom is the size). */
const sizes = ui.textSizes.map(({ id }) => id);
const sizesAt = (width: number) => (width === zoomedDesktop ? sizes.slice(0, 1) : sizes);
const largest = ui.textSizes.at(-1)?.id;
/** An eighth of a 390x844 phone's screen. */
const phoneHeaderMaxHeight = 844 / 8;

for (const { code: language } of languages) {
  test(`every page in ${language} at ${widths.join(', ')} px`, async ({ withScripts }) => {
    test.setTimeout(360_000);
    const findings: string[] = [];
    for (const { id } of pages) {
      const path = pathFor(id, language);
      for (const [step, width] of widths.entries()) {
        if (step === 0) await withScripts.open(path, { width, height });
        else await withScripts.resize({ width, height });
        for (const size of sizesAt(width)) {
          await withScripts.evaluate((value) => {
            document.documentElement.dataset.textSize = value;
          }, size);
          const at = size === ui.textSizes[0].id ? `${width}px` : `${width}px, ${size} text`;
          for (const finding of await layoutFindings(withScripts, language))
            findings.push(`${path} at ${at}: ${finding}`);
          if (width < 1280 && size === largest)
            for (const finding of await withScripts.evaluate(phoneHeaderProblems, {
              textSizeWord: text(language, (d) => d.header.textSizeShort),
              languageName: languageInfo(language).nativeName,
              maxHeight: phoneHeaderMaxHeight,
            }))
              findings.push(`${path} at ${at}: ${finding}`);
        }
        await withScripts.evaluate((value) => {
          document.documentElement.dataset.textSize = value;
        }, ui.textSizes[0].id);
      }
    }
    expect(findings).toEqual([]);
  });
}
