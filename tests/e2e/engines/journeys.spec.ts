import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { faqIds } from '@/content/landing';
import { languageInfo, type Language } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { builtSite, preorderForm, sampleButtonName, text } from '../fixtures';
import { expect, test } from './fixtures';
import { waitInPage, type EngineSession, type InPage } from './session';

/**
 * The core journeys in Safari's engine and Firefox, with the page's scripts in English and
 * Japanese, without them in English: read the answers (one open at a time), switch language on the
 * same page, follow the phone menu and the section links, open a video, join the waitlist, choose
 * a text size, play one voice sample at a time, and land on the 404 page. Chromium walks the same
 * journeys in core-journeys.spec.ts, with and without scripts, in three languages.
 */
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 800 };
const languagesUnderTest = (scripts: boolean): Language[] => (scripts ? ['en', 'ja'] : ['en']);

/** Marks the first visible element the selector finds whose text or accessible label is `label`. */
function mark({ selector, label }: { selector: string; label: string }): boolean {
  const normal = (value: string | null | undefined) =>
    (value ?? '')
      .replace(/[\u200b\u2060]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  for (const element of document.querySelectorAll('[data-engine-target]'))
    element.removeAttribute('data-engine-target');
  const wanted = normal(label);
  const target = [...document.querySelectorAll(selector)].find(
    (element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      (normal(element.textContent) === wanted || normal(element.getAttribute('aria-label')) === wanted),
  );
  target?.setAttribute('data-engine-target', '');
  return !!target;
}

/**
 * Clicks what a person would: the visible control of that kind labelled `label`. A control the
 * app replaces as it is pressed (an icon button gains its hint once the page is at rest) is found
 * and pressed again, until `until` (run in the page) holds, when given.
 */
async function clickOn(
  session: EngineSession,
  selector: string,
  label: string,
  until?: { check: InPage<string, boolean>; arg: string; what: string },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // A press that took effect late (the video window's code loads on its first opening) is not
      // repeated: pressed again, the link would be behind the open window, and the click would
      // land on its backdrop and close it.
      if (attempt > 1 && until && (await session.evaluate(until.check, until.arg))) return;
      await waitInPage(session, mark, { selector, label }, `${selector} "${label}"`);
      await session.click('[data-engine-target]');
      if (until) await waitInPage(session, until.check, until.arg, until.what, 3_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const openDetails = () => document.querySelectorAll('main details[open]').length;
const isShown = (selector: string) => !!document.querySelector(selector)?.checkVisibility({ visibilityProperty: true });
const address = () => location.pathname + location.hash;

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with scripts' : 'without JavaScript', () => {
    for (const language of languagesUnderTest(scripts)) {
      const t = (pick: Parameters<typeof text>[1], params = {}) => text(language, pick, params);

      test(`${language}: FAQ answers open one at a time; the language list keeps the page; the 404 page leads home`, async ({
        withScripts,
        withoutScripts,
      }) => {
        const session = scripts ? withScripts : withoutScripts;
        await session.open(pathFor('faq', language), desktop);
        for (const id of faqIds.slice(0, 3)) {
          await clickOn(
            session,
            'main summary',
            t((d) => d.faq.items[id].question),
          );
          await waitInPage(session, isShownAnswer, `${id}-answer`, `answer ${id}`);
          expect(await session.evaluate(openDetails, undefined)).toBe(1);
        }

        await session.open(pathFor('pricing', language), desktop);
        const other: Language = language === 'en' ? 'it' : 'en';
        await clickOn(
          session,
          'header summary',
          t((d) => d.languageSwitcher.button, { language: languageInfo(language).nativeName }),
        );
        await clickOn(session, 'header a[hreflang]', languageInfo(other).nativeName);
        await waitInPage(
          session,
          (path) => location.pathname === path,
          pathFor('pricing', other),
          'the other language',
        );
        // Without scripts the address changes when the new document commits, before its <html> is
        // parsed (Firefox once reported no documentElement there): wait for the page in its language.
        await waitInPage(
          session,
          (lang) => document.documentElement?.lang === lang,
          other,
          'the page in the other language',
        );

        // The host's one 404.html is English; the app shows it in the address's language.
        const shownIn: Language = scripts ? language : 'en';
        await session.open(`${pathFor('home', language)}/no-such-page`, desktop);
        expect(await session.evaluate(() => document.querySelector('h1')?.textContent, undefined)).toContain('404');
        await clickOn(
          session,
          'main a',
          text(shownIn, (d) => d.notFound.homeLink),
        );
        await waitInPage(session, (path) => location.pathname === path, pathFor('home', shownIn), 'the home page');
      });

      test(`${language}: the phone menu and the Features and Join the waitlist links; the waitlist refuses a bad contact and opens the form for a good one`, async ({
        withScripts,
        withoutScripts,
      }) => {
        const session = scripts ? withScripts : withoutScripts;
        await session.open(pathFor('faq', language), phone);
        const menu = 'header details:has(nav) > summary';
        await session.click(menu);
        await clickOn(
          session,
          'header nav a',
          t((d) => d.header.pricing),
        );
        await waitInPage(
          session,
          (path) => location.pathname === path,
          pathFor('pricing', language),
          'the pricing page',
        );

        for (const [link, section] of [
          [t((d) => d.header.features), 'features'],
          [t((d) => d.header.joinWaitlist), 'waitlist'],
        ] as const) {
          await session.click(menu);
          await clickOn(session, 'header nav a', link);
          await waitInPage(session, (hash) => location.hash === hash, `#${section}`, `#${section}`);
          expect(await session.evaluate(address, undefined)).toBe(`${pathFor('home', language)}#${section}`);
          await waitInPage(
            session,
            (id) => {
              const box = document.getElementById(id)?.getBoundingClientRect();
              return !!box && box.top < window.innerHeight && box.bottom > 0;
            },
            section,
            `#${section} on screen`,
          );
          // The features' pictures wait for the app (with scripts) and arrive once in view.
          if (section === 'features')
            await waitInPage(
              session,
              () =>
                ((document.querySelector('#features picture img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
              undefined,
              'the first feature’s picture',
            );
        }

        // Without scripts nothing closes the menu after a link to a section of the same page: the
        // visitor closes it, as they would see it still open over the page.
        if (await session.evaluate(isShown, 'header details:has(nav) > nav')) {
          expect(scripts, 'the app closes the menu after a link').toBe(false);
          await session.click(menu);
        }

        const field = '#waitlist input:not([type="hidden"], [type="radio"])';
        // The form's code loads as the visitor nears it: wait for the app to take the form over.
        if (scripts)
          await waitInPage(
            session,
            () => !!document.querySelector('#waitlist form')?.hasAttribute('novalidate'),
            undefined,
            'the waitlist form’s code',
          );
        await session.fill(field, 'grandma at home');
        await session.click('[data-testid="button-waitlist-submit"]');
        if (scripts) await waitInPage(session, isShown, '#waitlist [aria-invalid="true"]', 'the error');
        else
          expect(
            await session.evaluate(
              (selector) => (document.querySelector(selector) as HTMLInputElement).validity.valid,
              field,
            ),
          ).toBe(false);
        expect(await session.takeOpenedWindows()).toEqual([]);

        // The form's address: where the app sends the new tab, or where the browser submits the form.
        const preorderUrl = preorderForm(language);
        const target = await session.evaluate(
          (selector) => (document.querySelector(selector) as HTMLInputElement).form?.action ?? '',
          field,
        );
        expect(new URL(target).origin + new URL(target).pathname).toBe(
          new URL(preorderUrl).origin + new URL(preorderUrl).pathname,
        );
        if (scripts) await session.evaluate(recordWindowOpen, undefined);
        await session.fill(field, 'grandma@example.com');
        await session.click('[data-testid="button-waitlist-submit"]');
        // This machine reaches no outside host, so the new tab cannot show the form itself.
        await expect.poll(() => session.takeOpenedWindows(), { message: 'a new tab' }).toHaveLength(1);
        if (scripts)
          expect(await session.evaluate(() => sessionStorage.getItem('opened-url'), undefined)).toContain(preorderUrl);
        expect(await session.evaluate(() => location.href, undefined)).not.toContain('grandma');
      });

      test(`${language}: “Send this page to family” gives the share sheet the page, or shows the market’s apps with the message written`, async ({
        withScripts,
        withoutScripts,
      }) => {
        const session = scripts ? withScripts : withoutScripts;
        await session.open(pathFor('pricing', language), phone);
        const url = `${builtSite().siteOrigin}${pathFor('pricing', language)}`;
        const message = withoutPhraseBreaks(t((d) => d.share.message));
        const list = 'main details[open] > ul';
        if (scripts) {
          await session.evaluate(stubShareSheet, 'shared');
          await clickOn(
            session,
            'main summary',
            t((d) => d.share.button),
          );
          await waitInPage(session, () => (window.shareCalls?.length ?? 0) > 0, undefined, 'the share sheet');
          expect(await session.evaluate(() => window.shareCalls, undefined)).toEqual([
            { title: withoutPhraseBreaks(t((d) => d.pages.pricing.title)), text: message, url },
          ]);
          expect(await session.evaluate(isShown, list)).toBe(false);
          // A browser that refuses the sheet: the apps, in the page.
          await session.evaluate(stubShareSheet, 'NotAllowedError');
        }
        await clickOn(
          session,
          'main summary',
          t((d) => d.share.button),
        );
        await waitInPage(session, isShown, list, 'the apps');
        const links = await session.evaluate(
          (selector) => [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a`)].map(({ href }) => href),
          list,
        );
        expect(links).toHaveLength(languageInfo(language).shareApps.length);
        for (const href of links) {
          const parameters = new URL(href).searchParams;
          expect(parameters.get('text') ?? parameters.get('body'), href).toBe(`${message}\n${url}`);
        }
        expect(await session.evaluate(isShown, `${list} button`)).toBe(scripts);
      });

      if (scripts)
        test(`${language}: the video window, the text size and one voice sample at a time`, async ({ withScripts }) => {
          const session = withScripts;
          await session.open(pathFor('home', language), desktop);

          await clickOn(
            session,
            'main a',
            t((d) => d.header.watchVideo),
            {
              check: isShown,
              arg: 'dialog[open]',
              what: 'the video window',
            },
          );
          await waitInPage(session, isShown, 'dialog[open]', 'the video window');
          await waitInPage(
            session,
            // The button says its word (review turn 5, finding 7).
            (label) => document.activeElement?.textContent?.trim() === label,
            t((d) => d.video.close),
            'the focus on the window’s close button',
          );
          await session.press('Escape');
          await waitInPage(
            session,
            (selector) => !document.querySelector(selector),
            'dialog[open]',
            'the window to close',
          );

          // The sizes are in the header at every width and text size, under the button named in words.
          const percent = new Intl.NumberFormat(language, { style: 'percent' });
          await clickOn(
            session,
            'header button',
            t((d) => d.textSize.button),
          );
          await clickOn(session, 'header [role="group"] button', percent.format(1.25));
          await waitInPage(
            session,
            () => document.documentElement.dataset.textSize === 'large',
            undefined,
            'larger text',
          );
          // A choice closes the panel, gives her focus back to its button and says the new size.
          await waitInPage(
            session,
            (selector) => !document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }),
            'header [role="group"]',
            'the sizes closed',
          );
          await waitInPage(
            session,
            ({ label, said }) => {
              const normal = (value: string | null | undefined) => (value ?? '').replace(/[\u200b\u2060]/g, '');
              return (
                normal(document.activeElement?.getAttribute('aria-label')) === normal(label) &&
                normal(document.querySelector('header [role="status"]')?.textContent) === normal(said)
              );
            },
            {
              label: t((d) => d.textSize.button),
              said: t((d) => d.textSize.chosen, { size: percent.format(1.25) }),
            },
            'the focus back on the text size button, and the new size said',
          );
          await clickOn(
            session,
            'header button',
            t((d) => d.textSize.button),
          );
          await clickOn(session, 'header [role="group"] button', percent.format(1));
          await waitInPage(
            session,
            () => document.documentElement.dataset.textSize === 'normal',
            undefined,
            'normal text',
          );

          // Two samples in turn: the second stops the first. A sample may end (or, on a machine
          // without a sound device, fail) within a second, so the page records every change of
          // which sample is playing, and the test reads that record rather than a moment.
          await session.evaluate(recordPlayingSamples, undefined);
          await clickOn(
            session,
            'main button',
            sampleButtonName(
              language,
              'hero',
              t((d) => d.home.meetButton),
            ),
          );
          await waitInPage(
            session,
            (count) => (window.playingSamples?.started.length ?? 0) >= count,
            1,
            'the first sample playing',
          );
          await clickOn(
            session,
            '#features button',
            sampleButtonName(
              language,
              'voice',
              t((d) => d.audio.listen),
              t((d) => d.home.features.voice.title),
            ),
          );
          await waitInPage(
            session,
            (count) => (window.playingSamples?.started.length ?? 0) >= count,
            2,
            'the second sample playing',
          );
          const record = await session.evaluate(
            () => ({
              played: window.playingSamples?.started ?? [],
              mostAtOnce: window.playingSamples?.mostAtOnce ?? 0,
            }),
            undefined,
          );
          expect(record.mostAtOnce).toBe(1);
          expect(record.played[1]).toContain(withoutPhraseBreaks(t((d) => d.home.features.voice.title)));
          // Stopped, if it has not ended by itself.
          await session.evaluate(() => {
            document.querySelector<HTMLButtonElement>('main button[data-playing="true"]')?.click();
          }, undefined);
          await waitInPage(
            session,
            () => document.querySelectorAll('main button[data-playing="true"]').length === 0,
            undefined,
            'silence',
          );
        });
    }
  });
}

declare global {
  interface Window {
    /** Set by stubShareSheet. */
    shareCalls?: ShareData[];
    /** Set by recordPlayingSamples. */
    playingSamples?: { started: string[]; mostAtOnce: number };
  }
}

/**
 * In the page: records the name of each sample as it starts playing (a sample's button turns
 * data-playing="true", and reads Stop, while its sample plays) and the most samples ever playing at once.
 */
const recordPlayingSamples: InPage<undefined, void> = () => {
  const record = { started: [] as string[], mostAtOnce: 0 };
  window.playingSamples = record;
  const main = document.querySelector('main');
  if (!main) return;
  new MutationObserver((mutations) => {
    const busy = main.querySelectorAll('button[data-playing="true"]');
    record.mostAtOnce = Math.max(record.mostAtOnce, busy.length);
    for (const { target } of mutations)
      if (target instanceof HTMLElement && target.dataset.playing === 'true')
        record.started.push((target.getAttribute('aria-label') ?? '').replace(/[\u200b\u2060]/g, ''));
  }).observe(main, { subtree: true, attributes: true, attributeFilter: ['data-playing'] });
};

/** In the page: a share sheet that records what it is given, and accepts it or refuses. */
const stubShareSheet: InPage<'shared' | 'NotAllowedError', void> = (answer) => {
  const calls: ShareData[] = (window.shareCalls ??= []);
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: (data: ShareData) => {
      calls.push(data);
      return answer === 'shared' ? Promise.resolve() : Promise.reject(new DOMException('stub', answer));
    },
  });
};

/** Notes the address the app asks `window.open` for (the new tab itself cannot load the form here). */
function recordWindowOpen(): void {
  const open = window.open.bind(window);
  window.open = (url, ...rest) => {
    sessionStorage.setItem('opened-url', String(url));
    return open(url, ...rest);
  };
}

/** Whether the answer with this id is on screen. */
function isShownAnswer(id: string): boolean {
  return !!document.getElementById(id)?.checkVisibility({ visibilityProperty: true });
}
