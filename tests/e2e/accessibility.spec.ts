import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pages, pathFor } from '@/app/routes';
import { languageInfo, languages } from '@/i18n/languages';
import { expect, test, text } from './fixtures';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const pagesWithAccordions = new Set(['home', 'faq', 'crowdsupport']);

/** Scrolls through the page so cards waiting to fade in are shown, as a reader would see them. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  // Let the last fade-in finish.
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** Axe violations on the page as it is now, one line each. */
async function violations(page: Page, state: string): Promise<string[]> {
  // The third-party player frame is YouTube's, not ours.
  const results = await new AxeBuilder({ page }).withTags(wcagTags).exclude('iframe').analyze();
  return results.violations.map(
    (violation) =>
      `${state}: ${violation.id} on ${violation.nodes.length} node(s), e.g. ${violation.nodes[0]?.target.join(' ')}`,
  );
}

for (const { code } of languages) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`axe: every page and state in ${code} on ${viewportName}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const found: string[] = [];
      const nativeName = languageInfo(code).nativeName;
      for (const { id } of pages) {
        const path = pathFor(id, code);
        await page.goto(path);
        await revealAll(page);
        found.push(...(await violations(page, path)));

        const switcher = page.getByRole('button', {
          name: text(code, (d) => d.languageSwitcher.button, { language: nativeName }),
        });
        await switcher.click();
        found.push(...(await violations(page, `${path} language list open`)));
        await page.keyboard.press('Escape');

        if (viewportName === 'phone') {
          await page.getByRole('button', { name: text(code, (d) => d.header.openMenu) }).click();
          found.push(...(await violations(page, `${path} menu open`)));
          await page.keyboard.press('Escape');
        }

        if (pagesWithAccordions.has(id)) {
          await page.locator('main [aria-expanded="false"][aria-controls$="-answer"]').first().click();
          found.push(...(await violations(page, `${path} accordion open`)));
        }

        if (id === 'home') {
          await page
            .getByRole('button', { name: text(code, (d) => d.audio.showTranscript) })
            .first()
            .click();
          await page.getByRole('button', { name: text(code, (d) => d.home.playVideo), exact: true }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          found.push(...(await violations(page, `${path} video open`)));
          await page.keyboard.press('Escape');
        }
      }
      expect(found).toEqual([]);
    });
  }
}
