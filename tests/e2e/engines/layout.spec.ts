import { languages } from '@/config/languages';
import { pages, pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import { layoutFindings } from './layout-check';

/**
 * Every page in every language at a phone's 320 and 390 px and at 1280 px, in each engine:
 * nothing scrolls sideways, no control is narrower than its text or breaks inside a word, the
 * header fits its row, and Japanese and Chinese headings, buttons and labels break only between
 * phrases, never leaving one character alone on a line.
 */
const widths = [1280, 390, 320] as const;
const height = 800;

for (const { code: language } of languages) {
  test(`every page in ${language} at ${widths.join(', ')} px`, async ({ withScripts }) => {
    test.setTimeout(240_000);
    const findings: string[] = [];
    for (const { id } of pages) {
      const path = pathFor(id, language);
      for (const [step, width] of widths.entries()) {
        if (step === 0) await withScripts.open(path, { width, height });
        else await withScripts.resize({ width, height });
        for (const finding of await layoutFindings(withScripts, language))
          findings.push(`${path} at ${width}px: ${finding}`);
      }
    }
    expect(findings).toEqual([]);
  });
}
