/**
 * Claims that hold locally: a statistic (a percentage, or a share such as "one in three") is
 * shown only with its source beside it, on every page in every language. Today the site cites
 * no figure, so no page may show one; a figure added with its source goes in a `[data-source]`
 * note next to it, which this test then accepts.
 */
import { pages, pathFor } from '@/routing/routes';
import { languages } from '@/config/languages';
import { expect, test } from './fixtures';

/** 35%, 35 %, 35％, 35 per cent, 3 in 10, 10人に1人, 열 명 중 한 명 is left to review: the common forms. */
const statistic =
  /\d\s?[%％]|\d+\s?(per cent|percent|per cento)|\b\d+ (in|out of) \d+\b|\d+人に\d+人|\d+명 중 \d+명|每\d+人/iu;

// The prerendered pages, which hydration must match: sixty pages read without running the app.
test.use({ javaScriptEnabled: false, waitForHydration: false });

test('no page in any language shows a statistic without its source', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const { code: language } of languages) {
    for (const { id } of pages) {
      await page.goto(pathFor(id, language));
      // Every answer and transcript open, so their text counts too.
      const texts = await page.getByRole('main').evaluate((main) => {
        for (const details of main.querySelectorAll('details')) details.open = true;
        // Sentences, each with whether a source note sits beside it.
        return [...main.querySelectorAll('p, li, dd, td, h1, h2, h3, summary, blockquote')].map((element) => ({
          text: element.textContent ?? '',
          sourced: Boolean(element.closest('[data-source]') ?? element.parentElement?.querySelector('[data-source]')),
        }));
      });
      for (const { text, sourced } of texts)
        if (statistic.test(text) && !sourced) found.push(`${pathFor(id, language)}: ${text.slice(0, 80)}`);
    }
  }
  expect(found).toEqual([]);
});
