import type { BrowserContext, Page } from '@playwright/test';
import { pathFor } from '@/routing/routes';
import { faqIds } from '@/content/landing';
import { crowdFaqIds } from '@/content/crowd-support';
import { clipKeys } from '@/content/media';
import type { Language } from '@/config/languages';
import { disclosure } from '../disclosure';
import { builtSite, expect, preorderForm, test, text, translator } from '../fixtures';
import { faqAnswer } from '@/i18n/market-copy';
import { closeVideo, openVideo, videoLinks, videoWindow } from '@e2e/drivers/video-window';
import { chooseLanguage } from '@e2e/drivers/language-list';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';

/**
 * The core journeys work with HTML and CSS alone, and the same journeys work once the scripts have
 * enhanced the page: read every answer and transcript, switch language, follow the menu and the
 * section links, join the waitlist, reach the videos. In three languages, Japanese and Korean each
 * at the width the other does not take for that journey, so every journey meets both widths and
 * both scripts of Asia: reading in English at desktop width, navigating in English at both (the
 * operator's values change only where the waitlist leads, so that journey's English runs are the
 * operator's, @config: on the release build, and its Japanese and Korean runs go where the default
 * values lead).
 */
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof viewports;
const readingRuns: [Language, Width][] = [
  ['en', 'desktop'],
  ['ja', 'phone'],
  ['ko', 'desktop'],
];
const navigatingRuns: [Language, Width][] = [
  ['en', 'desktop'],
  ['en', 'phone'],
  ['ja', 'desktop'],
  ['ko', 'phone'],
];
const videoPage = /^https:\/\/www\.youtube\.com\/watch\?v=/;

async function fakePreorderForm(context: BrowserContext) {
  await context.route(`${new URL(preorderForm()).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pre-order form</title>' }),
  );
}

/** The header's navigation: in the bar on a desktop, behind the menu on a phone (opened here). */
async function openNavigation(page: Page, language: Language, phone: boolean) {
  if (phone) {
    const menu = disclosure(
      page.getByRole('banner'),
      text(language, (d) => d.header.openMenu),
    );
    await menu.summary.click();
    await menu.expectOpen();
  }
  return page.getByRole('navigation', { name: text(language, (d) => d.header.primaryNav) });
}

for (const scripts of [false, true]) {
  test.describe(scripts ? 'with scripts' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: scripts, waitForHydration: scripts });

    for (const [language, width] of readingRuns) {
      const viewport = viewports[width];

      test(`${language} on ${width}: every FAQ answer, backers' answer and sample's words can be read; videos are reachable`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(pathFor('faq', language));
        const main = page.getByRole('main');
        for (const id of faqIds) {
          const question = disclosure(
            main,
            text(language, (d) => d.faq.items[id].question),
          );
          await question.summary.click();
          await question.expectOpen();
          const answer = faqAnswer(id, builtSite().markets[language], language, translator(language));
          await expect(main.getByText(answer)).toBeVisible();
          // One open at a time, by the browser's grouping without scripts and by the app with them.
          await expect(main.locator('details[open]')).toHaveCount(1);
        }

        await page.goto(pathFor('crowdsupport', language));
        for (const id of crowdFaqIds) {
          await disclosure(
            main,
            text(language, (d) => d.crowd.faq[id].question),
          ).summary.click();
          await expect(page.locator(`#backers-${id}-answer`)).toBeVisible();
        }

        await page.goto(pathFor('home', language));
        const features = page.locator('#features');
        const transcripts = disclosure(
          features,
          text(language, (d) => d.audio.showTranscript),
        );
        await expect(transcripts.summary).toHaveCount(4);
        for (const [index, clip] of clipKeys.filter((key) => key !== 'hero').entries()) {
          await transcripts.summary.nth(index).click();
          await expect(features.getByText(text(language, (d) => d.audio.transcripts[clip]))).toBeVisible();
        }
        await disclosure(
          page.locator('#hero-title').locator('xpath=..'),
          text(language, (d) => d.audio.showTranscript),
        ).summary.click();
        await expect(page.getByText(text(language, (d) => d.audio.transcripts.hero))).toBeVisible();

        // Playing a sample and choosing a text size need the app: they show only where it runs.
        const listen = page.getByRole('button', { name: text(language, (d) => d.home.meetButton) });
        // The text size is in the header at every width, named in words.
        const textSize = page
          .getByRole('banner')
          .getByRole('button', { name: text(language, (d) => d.textSize.button), includeHidden: true });
        for (const control of [listen, textSize]) {
          if (scripts) await expect(control).toBeVisible();
          else await expect(control).toBeHidden();
        }

        // Each video: a link to its page at the host, which the app opens in its window instead.
        const films = videoLinks(page, language);
        for (const link of [films.hero, films.featuresCard, films.meetSection])
          await expect(link).toHaveAttribute('href', videoPage);
        if (scripts) {
          await closeVideo(page, await openVideo(films.hero, videoWindow(page, language)));
        } else {
          await page.context().route(videoPage, (route) => route.fulfill({ body: 'the video page' }));
          const [videoTab] = await Promise.all([page.waitForEvent('popup'), films.meetSection.click()]);
          await expect(videoTab).toHaveURL(videoPage);
        }
      });
    }

    for (const [language, width] of navigatingRuns) {
      const viewport = viewports[width];
      const phone = width === 'phone';

      test(
        `${language} on ${width}: switch language on the same page, follow the menu and section links, join the waitlist`,
        { tag: language === 'en' ? '@config' : [] },
        async ({ page, context }) => {
          await page.setViewportSize(viewport);
          await fakePreorderForm(context);

          // The language list keeps the page.
          await page.goto(pathFor('pricing', language));
          const other: Language = language === 'en' ? 'it' : 'en';
          await chooseLanguage(page, language, other);
          await expect(page).toHaveURL(pathFor('pricing', other));

          // The navigation's links, and Features and Join the waitlist from another page.
          await page.goto(pathFor('faq', language));
          let nav = await openNavigation(page, language, phone);
          await nav.getByRole('link', { name: text(language, (d) => d.header.support) }).click();
          await expect(page).toHaveURL(pathFor('support', language));
          nav = await openNavigation(page, language, phone);
          await nav.getByRole('link', { name: text(language, (d) => d.header.features) }).click();
          await expect(page).toHaveURL(`${pathFor('home', language)}#features`);
          await expect(page.locator('#features')).toBeInViewport();
          nav = await openNavigation(page, language, phone);
          await nav.getByRole('link', { name: text(language, (d) => d.header.joinWaitlist) }).click();
          await expect(page).toHaveURL(`${pathFor('home', language)}#waitlist`);
          await expect(page.locator('#waitlist')).toBeInViewport();
          if (scripts) await readyWaitlistForm(page);

          // The waitlist: where the form takes a contact, a value the rules refuse opens nothing and a
          // valid one opens the form in a new tab, each kind under its own parameter; where it takes
          // none, there is no field and the button opens the form.
          const prefill = builtSite().prefillParams.preorder;
          const { field, submit } = waitlistForm(page, language);
          const opens = async (expectedParams: Record<string, string>) => {
            const [popup] = await Promise.all([page.waitForEvent('popup'), submit.click()]);
            await popup.waitForLoadState();
            const opened = new URL(popup.url());
            const expected = new URL(preorderForm(language));
            for (const [name, value] of Object.entries(expectedParams)) expected.searchParams.set(name, value);
            expect(`${opened.origin}${opened.pathname}`).toBe(`${expected.origin}${expected.pathname}`);
            // The contact goes along only under the parameter for its kind, and never into this site's address.
            expect([...opened.searchParams].sort()).toEqual([...expected.searchParams].sort());
          };
          if (!prefill.email && !prefill.phone) {
            await expect(page.locator('#waitlist form input:not([type="hidden"], [type="radio"])')).toHaveCount(0);
            await opens({});
          } else {
            let popups = 0;
            page.on('popup', () => (popups += 1));
            await field.fill('grandma at home');
            await submit.click();
            expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
            // With scripts, the app answers it (its check loads on first use); the next value waits
            // for that answer, as a person reads it, so two checks never run at once.
            if (scripts) await expect(field).toHaveAttribute('aria-invalid', 'true');
            expect(popups).toBe(0);
            await field.fill('grandma@example.com');
            // Without scripts the field has a name only where the form takes one kind (an email here);
            // a sample form (the default build's) is given nothing (security review L4).
            const carried = prefill.via === 'query';
            const sendsEmail = carried && prefill.email && (scripts || !prefill.phone);
            await opens(sendsEmail ? { [prefill.email]: 'grandma@example.com' } : {});
            if (prefill.phone && scripts) {
              await field.fill('555-123-4567');
              await opens(carried ? { [prefill.phone]: '555-123-4567' } : {});
            }
          }
          expect(page.url()).not.toContain('grandma');
          expect(page.url()).toBe(new URL(`${pathFor('home', language)}#waitlist`, page.url()).href);
        },
      );
    }
  });
}
