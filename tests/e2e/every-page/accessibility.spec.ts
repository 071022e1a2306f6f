import type { Page } from '@playwright/test';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { pages, pathFor } from '@/routing/routes';
import { languages } from '@/config/languages';
import { axeViolations } from '../axe';
import { disclosure, type Disclosure } from '../disclosure';
import { expect, test, text } from '../fixtures';
import { expectServedPage } from '../served-page';
import { noReadabilityProblems, readabilityProblems } from '../page-checks';
import { closeVideo, openVideo, videoLinks, videoWindow } from '@e2e/drivers/video-window';
import { languageList } from '@e2e/drivers/language-list';
import { sweepSession } from '@e2e/engines/chromium-session';
import { sweepFindings, sweepWidths } from '@e2e/engines/layout-check';

// The phone is the narrowest one WCAG's reflow rule names: 320 CSS pixels; the layout sweep's first
// and last widths.
const viewports = {
  desktop: { width: sweepWidths[0], height: 800 },
  phone: { width: sweepWidths.at(-1) ?? 320, height: 800 },
} as const;
const pagesWithAccordions = new Set(['home', 'faq', 'crowdsupport']);
const phoneAxeLanguages = new Set(['en', 'ja']);

/** Axe violations on the page as it is now (or in one part of it), one line each. */
async function violations(page: Page, state: string, within?: string): Promise<string[]> {
  return (await axeViolations(page, within)).map(
    (violation) => `${state}: ${violation.id} on ${violation.nodes} node(s), e.g. ${violation.example}`,
  );
}

/**
 * Every page in every language, each loaded once at desktop width and then narrowed to the phone:
 * served as deployed (status, policy, language and title in the HTML itself), then axe's WCAG 2.2
 * A and AA rules and our own readability rules (44px targets, 7:1 body text, headings in order)
 * at both widths (axe's at the phone's in English and Japanese), and axe on each state a visitor can open (checked where it changed): the
 * language list at both widths and the phone's menu (the same on every page, so on the first),
 * the answers, the words of a sample and the video window. Motion is reduced, so every card shows
 * as it ends up after its fade-in, without scrolling the page to reveal it. Between the two
 * widths, on the same load, Chromium's layout sweep (engines/layout-check.ts: nothing sideways, no
 * clipped control, no split word or phrase, the header in its row, at every width and text size;
 * engines/layout.spec.ts runs it in WebKit and Firefox). In English, each page then goes through
 * the language list to Chinese and must stay the same page.
 */
for (const { code } of languages) {
  test(`every page and state in ${code}, on desktop and phone: axe and readability; layout at ${sweepWidths.join(', ')} px${code === 'en' ? '; the language list keeps the page' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    const switcher = languageList(page, code);
    const menu = disclosure(
      page.getByRole('banner'),
      text(code, (d) => d.header.openMenu),
    );
    /** Axe on a header panel while it is open; Escape closes it again. */
    const whileOpen = async (panel: Disclosure, state: string, within: string) => {
      await panel.summary.click();
      await panel.expectOpen();
      const panelViolations = await violations(page, state, within);
      await page.keyboard.press('Escape');
      await panel.expectClosed();
      return panelViolations;
    };

    for (const [index, { id }] of pages.entries()) {
      const path = pathFor(id, code);
      const first = index === 0;
      await page.setViewportSize(viewports.desktop);
      const response = await page.goto(path);
      await expectServedPage(page, response, { path, page: id, language: code });
      await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
      found.push(...(await violations(page, `${path} desktop`)));
      expect(await page.evaluate(readabilityProblems), `${path} desktop readability`).toEqual(noReadabilityProblems);

      if (first)
        found.push(...(await whileOpen(switcher, `${path} desktop language list open`, 'header details[open]')));

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
        const film = await openVideo(videoLinks(page, code).hero, videoWindow(page, code));
        found.push(...(await violations(page, `${path} video open`, 'dialog[open]')));
        await closeVideo(page, film);
      }

      // The layout sweep, on the same load: every width from 1280 to 320 px at every text size
      // (in WebKit and Firefox it is engines/layout.spec.ts). It ends at the phone's width.
      found.push(...(await sweepFindings(sweepSession(page), code, path)));

      // The same page on the phone (an answer or the words opened above count too): our readability
      // rules in every language, axe's in English and Japanese, a Latin and a CJK text (the page's
      // structure and colours at that width are the same in every language).
      await page.setViewportSize(viewports.phone);
      if (phoneAxeLanguages.has(code)) found.push(...(await violations(page, `${path} phone`)));
      expect(await page.evaluate(readabilityProblems), `${path} phone readability`).toEqual(noReadabilityProblems);

      if (first) {
        found.push(...(await whileOpen(switcher, `${path} phone language list open`, 'header details[open]')));
        found.push(...(await whileOpen(menu, `${path} menu open`, 'header')));
      }

      // From English, the language list keeps the page: the same page in Chinese, its list closed.
      if (code === 'en') {
        await switcher.summary.click();
        await page.getByRole('link', { name: '繁體中文' }).click();
        await expect(page).toHaveURL(pathFor(id, 'zh-TW'));
        await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
        await expect(page).toHaveTitle(withoutPhraseBreaks(text('zh-TW', (d) => d.pages[id].title)));
        await languageList(page, 'zh-TW').expectClosed();
      }
    }
    expect(found).toEqual([]);
  });
}
