import type { Page } from '@playwright/test';
import { languages, type Language } from '@/config/languages';
import { pages, pathFor, unprefixedPathFor, type PageId } from '@/routing/routes';
import { builtSite, expect, forgetAbortedRequests, test } from '../fixtures';

/**
 * A visitor who chose her language and later opens a plain address (`/`, `/pricing`) sees the page
 * in her language from the first frame: before anything paints, the boot script sends the browser
 * to her language's prerendered page, which puts the plain address back (no history entry added,
 * no English frame). Without scripts, and for search engines, plain addresses stay English.
 */
/** What the main region shows in one frame; `reading`: the HTML still being parsed (a heading may not have arrived yet). */
type Sample = { path: string; visible: boolean; lang: string; heading: string; hydrated: boolean; reading: boolean };

// Each test waits for what it needs: some pages here never hydrate.
test.use({ waitForHydration: false });

/**
 * Saves `language`, then, in every document the tab shows, reports before each frame what the main
 * region shows, until ten frames after hydration.
 */
async function sampleEveryFrame(page: Page, language: Language): Promise<Sample[]> {
  const samples: Sample[] = [];
  await page.exposeFunction('reportFrame', (sample: Sample) => samples.push(sample));
  await page.addInitScript(
    ({ key, saved }) => {
      // Not on about:blank or a browser error page, which have no storage of the site.
      if (!location.protocol.startsWith('http')) return;
      window.localStorage.setItem(key, saved);
      const report = (window as unknown as { reportFrame: (sample: unknown) => void }).reportFrame;
      let afterHydration = 0;
      const sample = () => {
        const main = document.querySelector('main');
        const hydrated = document.documentElement.hasAttribute('data-hydrated');
        report({
          path: location.pathname,
          visible: !!main?.checkVisibility({ visibilityProperty: true }),
          lang: document.documentElement.lang,
          heading: (main?.querySelector('h1')?.textContent ?? '').replace(/[\u200b\u2060]/g, ''),
          hydrated,
          reading: document.readyState === 'loading',
        });
        if (hydrated) afterHydration += 1;
        if (afterHydration < 10) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    { key: builtSite().storageKeys.language, saved: language },
  );
  return samples;
}

/** The first heading of a page as it shows at its own address, read in another tab. */
async function headingOf(page: Page, path: string): Promise<string> {
  const reader = await page.context().newPage();
  await reader.goto(path);
  const heading = (await reader.locator('main h1').first().textContent()) ?? '';
  await reader.close();
  return heading.replace(/[\u200b\u2060]/g, '');
}

const unprefixed = pages.filter(({ id }) => ['home', 'pricing', 'faq'].includes(id)).map(({ id }) => id);
/**
 * Which plain addresses each saved language opens: all three, one after another in one tab, in
 * Chinese (whose path segment, zh-tw, is not its code); one each in the others, so each language
 * and each address is met once.
 */
const runs: [Language, PageId[]][] = [
  ['zh-TW', unprefixed],
  ['ja', ['home']],
  ['ko', ['pricing']],
  ['it', ['faq']],
];

for (const [language, opens] of runs) {
  test(`with ${language} saved, ${opens.map((id) => unprefixedPathFor(id)).join(', ')} ${opens.length > 1 ? 'show' : 'shows'} ${language} from the first frame, at the address opened`, async ({
    page,
  }) => {
    const samples = await sampleEveryFrame(page, language);
    for (const [index, id] of opens.entries()) {
      const opened = `${unprefixedPathFor(id)}?from=bookmark`;
      const expected = await headingOf(page, pathFor(id, language));
      samples.length = 0;
      await page.goto(opened);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect.poll(() => samples.filter((sample) => sample.hydrated).length).toBeGreaterThanOrEqual(10);
      // Every frame that showed anything showed her language's page: its heading, or, in a frame
      // painted while the page was still arriving, no heading yet (as any page may paint).
      const shown = samples.filter((sample) => sample.visible);
      expect(shown.filter((sample) => sample.heading === expected).length, opened).toBeGreaterThan(0);
      expect(
        shown.filter(
          (sample) =>
            sample.lang !== language || (sample.heading !== expected && !(sample.reading && sample.heading === '')),
        ),
        opened,
      ).toEqual([]);
      // The address she opened, as she opened it, and one entry in the history for it.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(opened);
      expect(await page.evaluate(() => history.length)).toBe(2 + index);
    }
    // Back through the addresses she opened, to the first.
    for (let step = 1; step < opens.length; step++) await page.goBack();
    await expect(page).toHaveURL(`${unprefixedPathFor(opens[0] ?? 'home')}?from=bookmark`);
  });
}

test('her language shows before the app runs: it is the prerendered page of her language, not the app, that shows it', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await sampleEveryFrame(page, 'ko');
  const expected = await headingOf(page, pathFor('pricing', 'ko'));
  await page.goto('/pricing');
  await expect(page.locator('main h1')).toHaveText(expected.replace(/\s+/g, ' ').trim());
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveURL('/pricing');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  // The aborted script is the test's own doing.
  forgetAbortedRequests(consoleErrors);
});

test('Back after a plain address in a saved language leaves the site, as after one page', async ({ page }) => {
  await sampleEveryFrame(page, 'ko');
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveURL('/pricing');
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});

test('the plain address keeps its own canonical and language links, for search engines', async ({ page }) => {
  const html = await (await page.request.get('/pricing')).text();
  const origin = builtSite().siteOrigin;
  expect(html).toContain(`<link rel="canonical" href="${origin}/pricing">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/pricing">`);
  for (const { code } of languages)
    expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${origin}${pathFor('pricing', code)}">`);
});

test('without a saved choice, / shows at once, in English, held by nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL('/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unprefixed page stays English, shown at once', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
