import type { Page } from '@playwright/test';
import { languageInfo, type Language, type ShareApp } from '@/config/languages';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import type { Dictionary } from '@/i18n/dictionary';
import { pathFor, unprefixedPathFor, type PageId } from '@/routing/routes';
import { builtSite, expect, test, text } from '../fixtures';

/**
 * "Send this page to family" on the pages a family passes on, in every language: the share sheet
 * where the browser has one, else the market's apps as links with the message written.
 */
const passedOn: { page: PageId; language: Language }[] = [
  { page: 'home', language: 'en' },
  { page: 'pricing', language: 'ja' },
  { page: 'faq', language: 'ko' },
  { page: 'support', language: 'zh-TW' },
  { page: 'crowdsupport', language: 'it' },
  { page: 'trust', language: 'ja' },
];

const appName: Record<ShareApp, (d: Dictionary) => string> = {
  line: (d) => d.contact.chatApps.line,
  whatsapp: (d) => d.contact.chatApps.whatsapp,
  sms: (d) => d.share.sms,
  email: (d) => d.share.email,
};

/** The parameter each app's link carries the message in. */
const messageParameter: Record<ShareApp, string> = { line: 'text', whatsapp: 'text', sms: 'body', email: 'body' };

const expected = (id: PageId, language: Language) => ({
  title: withoutPhraseBreaks(text(language, (d) => d.pages[id].title)),
  text: withoutPhraseBreaks(text(language, (d) => d.share.message)),
  url: `${builtSite().siteOrigin}${pathFor(id, language)}`,
});

const sendButton = (page: Page, language: Language) =>
  page.locator('summary', { hasText: text(language, (d) => d.share.button) });
const appList = (page: Page, language: Language) =>
  page.getByRole('list', { name: text(language, (d) => d.share.choose) });

/** Replaces the browser's share sheet: it records what it was given and answers as told. */
async function stubShareSheet(page: Page, answer: 'shared' | 'AbortError' | 'NotAllowedError' | 'missing') {
  await page.addInitScript((outcome) => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    if (outcome === 'missing') {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      return;
    }
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return outcome === 'shared' ? Promise.resolve() : Promise.reject(new DOMException('stub', outcome));
      },
    });
  }, answer);
}

const shareCalls = (page: Page) => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  for (const { page: id, language } of passedOn) {
    test(`${pathFor(id, language)}: the button opens the market’s apps, each with the message and the page’s address`, async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(pathFor(id, language));
      const list = appList(page, language);
      await expect(list).toBeHidden();
      await sendButton(page, language).click();
      await expect(list).toBeVisible();

      const { text: message, url } = expected(id, language);
      const apps = languageInfo(language).shareApps;
      const links = list.getByRole('link');
      await expect(links).toHaveCount(apps.length);
      for (const [index, app] of apps.entries()) {
        const link = links.nth(index);
        await expect(link).toContainText(text(language, appName[app]));
        const href = new URL((await link.getAttribute('href')) ?? '');
        expect(href.searchParams.get(messageParameter[app]), app).toBe(`${message}\n${url}`);
        expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      // Copying needs scripts: not offered without them. Nothing left this site on the way.
      await expect(list.getByRole('button')).toBeHidden();
      expect(
        requests.filter((address) => !address.startsWith(builtSite().siteOrigin) && !address.includes('localhost')),
      ).toEqual([]);
    });
  }
});

for (const { page: id, language } of passedOn) {
  test(`${pathFor(id, language)}: the share sheet gets the page’s title, the message and its address; the page stays where it was`, async ({
    page,
  }) => {
    await stubShareSheet(page, 'shared');
    await page.goto(pathFor(id, language));
    // At rest first: the crowd page states the places left once it has read the supporters file.
    await expect(page.locator('[data-testid="pilot-places"]:not([data-read])')).toHaveCount(0);
    const button = sendButton(page, language);
    await button.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await button.click();
    await expect.poll(() => shareCalls(page)).toEqual([expected(id, language)]);
    await expect(appList(page, language)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
}

test('an address without a language sends the page in the language it shows: English as itself, a saved Korean as Korean', async ({
  page,
}) => {
  await stubShareSheet(page, 'shared');
  await page.goto(unprefixedPathFor('pricing'));
  await sendButton(page, 'en').click();
  await expect
    .poll(() => shareCalls(page))
    .toEqual([{ ...expected('pricing', 'en'), url: `${builtSite().siteOrigin}${unprefixedPathFor('pricing')}` }]);

  await page.evaluate((key) => window.localStorage.setItem(key, 'ko'), builtSite().storageKeys.language);
  await page.reload();
  await sendButton(page, 'ko').click();
  await expect.poll(() => shareCalls(page)).toEqual([expected('pricing', 'ko')]);
});

test('where the browser has no share sheet, the button shows the apps and “copy the address”, which copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await stubShareSheet(page, 'missing');
  await page.goto(pathFor('pricing', 'it'));
  await sendButton(page, 'it').click();
  const list = appList(page, 'it');
  await expect(list).toBeVisible();
  const copy = list.getByRole('button', { name: text('it', (d) => d.share.copy) });
  await copy.click();
  await expect(
    page.getByText(
      text('it', (d) => d.share.copied),
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text('it', (d) => d.share.copied) })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected('pricing', 'it').url);
});

test('a refused share sheet shows the apps instead', async ({ page }) => {
  await stubShareSheet(page, 'NotAllowedError');
  await page.goto(pathFor('faq', 'zh-TW'));
  await sendButton(page, 'zh-TW').click();
  await expect(appList(page, 'zh-TW')).toBeVisible();
  expect(await shareCalls(page)).toHaveLength(1);
});

test('a share sheet the visitor closes leaves the list closed', async ({ page }) => {
  await stubShareSheet(page, 'AbortError');
  await page.goto(pathFor('support', 'ko'));
  await sendButton(page, 'ko').click();
  await expect.poll(() => shareCalls(page)).toHaveLength(1);
  await expect(appList(page, 'ko')).toBeHidden();
});

test('by keyboard: the button takes focus, Enter opens the list where it is and Tab reaches the first app', async ({
  page,
}) => {
  await stubShareSheet(page, 'missing');
  await page.goto(pathFor('trust', 'ja'));
  // A <summary>: the browser announces it as a button, collapsed or expanded (Playwright gives it no role).
  const button = sendButton(page, 'ja');
  await button.focus();
  await expect(button).toBeFocused();
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Enter');
  await expect(appList(page, 'ja')).toBeVisible();
  await expect(button.locator('..')).toHaveAttribute('open', '');
  await expect(button).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(appList(page, 'ja').getByRole('link').first()).toBeFocused();
});

test('pages that are not passed on have no send button', async ({ page }) => {
  await page.goto(pathFor('api', 'en'));
  await expect(sendButton(page, 'en')).toHaveCount(0);
});
