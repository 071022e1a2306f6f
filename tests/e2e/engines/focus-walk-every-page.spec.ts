import { languages } from '@/config/languages';
import { pages, pathFor } from '@/routing/routes';
import { expect, test } from './fixtures';
import type { EngineName } from './session';
import { largest, openAtTheFoot, walk, walkBothWays } from './focus-walk';

/**
 * Focus always in view (WCAG 2.4.11) on every page, walked with the keyboard in WebKit and Firefox
 * (Chromium's sweep of every page is by script: focus-every-page.spec.ts): backwards with
 * Shift+Tab from the foot of each page to its first control (each page in one of the two engines), at the largest text, no focused
 * control ends up under the fixed header or below the window. And the review's Korean home page both
 * ways at the largest text, where the header is tallest (Chromium walks it, and the Japanese FAQ, at
 * both sizes: focus-in-view.spec.ts).
 */
/** Every page, each in one of the five languages in turn. */
const everyPage = pages.map(({ id }, index) => pathFor(id, (languages[index % languages.length] ?? languages[0]).code));
/**
 * Each engine walks every other page (WebKit the first, Firefox the second, and so on), so every
 * page is walked in one of them and each walks every kind of layout: a home, an article, a form,
 * a legal text. Chromium walks them all (by script).
 */
const pagesOf = (engine: EngineName) => everyPage.filter((_, index) => index % 2 === (engine === 'webkit' ? 0 : 1));

test(`every other page, backwards from its foot to its first control at the largest text: the focused control is never under the header`, async ({
  withScripts,
  engine,
}) => {
  test.setTimeout(300_000);
  const hidden: string[] = [];
  const walked = pagesOf(engine);
  test.info().annotations.push({ type: 'pages', description: walked.join(', ') });
  for (const path of walked) {
    await openAtTheFoot(withScripts, path, largest);
    const backwards = await walk(withScripts, 'Shift+Tab', 300);
    hidden.push(...backwards.hidden.map((entry) => `${path}: ${entry}`));
    if (!backwards.ended) hidden.push(`${path}: Shift+Tab did not reach the first control in 300 steps`);
  }
  expect(hidden).toEqual([]);
});

test(`${pathFor('home', 'ko')} at the largest text: the focused control is never under the header, backwards or forwards`, async ({
  withScripts,
}) => {
  test.setTimeout(180_000);
  expect(await walkBothWays(withScripts, pathFor('home', 'ko'), largest)).toEqual([]);
});
