import type { Page } from '@playwright/test';
import { pages, pathFor } from '@/routing/routes';
import { languageInfo, languages } from '@/config/languages';
import { axeViolations } from './axe';
import { disclosure } from './disclosure';
import { expect, test, text } from './fixtures';
import { expectServedPage } from './served-page';
import { layoutProblems, noLayoutProblems, noReadabilityProblems, readabilityProblems } from './page-checks';

// The phone is the narrowest one WCAG's reflow rule names: 320 CSS pixels.
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 320, height: 800 } } as const;
const pagesWithAccordions = new Set(['home', 'faq', 'crowdsupport']);

/** Axe violations on the page as it is now (or in one part of it), one line each. */
async function violations(page: Page, state: string, within?: string): Promise<string[]> {
  return (await axeViolations(page, within)).map(
    (violation) => `${state}: ${violation.id} on ${violation.nodes} node(s), e.g. ${violation.example}`,
  );
}

/**
 * Every page in every language at desktop and phone width, each loaded once: served as deployed
 * (status, policy, language and title in the HTML itself), then axe's WCAG 2.2 A
 * and AA rules on the page and on each state a visitor can open (checked where it changed), our
 * own readability rules (44px targets, 7:1 body text, headings in order) and the layout (no
 * sideways scroll, no clipped button text). Motion is reduced, so every card shows as it ends up
 * after its fade-in, without scrolling the page to reveal it.
 */
for (const { code } of languages) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`every page and state in ${code} on ${viewportName}: axe, readability and layout`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: string[] = [];
      const nativeName = languageInfo(code).nativeName;
      for (const { id } of pages) {
        const path = pathFor(id, code);
        const response = await page.goto(path);
        if (viewportName === 'desktop') await expectServedPage(page, response, { path, page: id, language: code });
        await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
        found.push(...(await violations(page, path)));
        expect(await page.evaluate(readabilityProblems), `${path} readability`).toEqual(noReadabilityProblems);
        expect(await page.evaluate(layoutProblems), `${path} layout`).toEqual(noLayoutProblems);

        const switcher = disclosure(
          page.getByRole('banner'),
          text(code, (d) => d.languageSwitcher.button, { language: nativeName }),
        );
        await switcher.summary.click();
        await switcher.expectOpen();
        found.push(...(await violations(page, `${path} language list open`, 'header details[open]')));
        await page.keyboard.press('Escape');
        await switcher.expectClosed();

        if (viewportName === 'phone') {
          const menu = disclosure(
            page.getByRole('banner'),
            text(code, (d) => d.header.openMenu),
          );
          await menu.summary.click();
          await menu.expectOpen();
          found.push(...(await violations(page, `${path} menu open`, 'header')));
          await page.keyboard.press('Escape');
        }

        if (pagesWithAccordions.has(id)) {
          const question = page.locator('main details:not([open]) > summary:has(h2, h3)').first();
          const answer = `#${await question.locator('xpath=..').getAttribute('id')}-answer`;
          await question.click();
          found.push(...(await violations(page, `${path} accordion open`, answer)));
        }

        if (id === 'home') {
          const transcript = disclosure(
            page.locator('#features'),
            text(code, (d) => d.audio.showTranscript),
          );
          await transcript.summary.first().click();
          found.push(...(await violations(page, `${path} transcript open`, '#features details[open]')));
          await page.getByRole('link', { name: text(code, (d) => d.home.playVideo), exact: true }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          found.push(...(await violations(page, `${path} video open`, 'dialog[open]')));
          await page.keyboard.press('Escape');
        }
      }
      expect(found).toEqual([]);
    });
  }
}
