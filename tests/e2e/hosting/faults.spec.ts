import type { Page } from '@playwright/test';
import { pages, pathFor } from '@/routing/routes';
import { languages } from '@/config/languages';
import { ui } from '@/config/ui';
import { builtSite, expect, sampleButtonName, test, text } from '../fixtures';
import type { SiteConfig } from '@/config/site-config';
import { closeVideo, openVideo, videoLinks, videoWindow } from '@e2e/drivers/video-window';
import { chooseLanguage } from '@e2e/drivers/language-list';

/** Every page once, in a rotating language, plus the unprefixed home and FAQ. */
const routes = [
  ...pages.map((page, index) => ({
    id: page.id,
    path: pathFor(page.id, languages[index % languages.length]?.code ?? 'en'),
  })),
  { id: 'unprefixed', path: '/' },
  { id: 'unprefixed', path: '/faq' },
];

/**
 * What each storage fault is tried on: the storage is read by the app around every page (language,
 * text size) and by the home page (the visitor), so each fault takes the home page, the unprefixed
 * home and FAQ, and a third of the other pages; the three together cover every page. (A browser
 * tab costs more than the checks on it.)
 */
const routesFor = (fault: number) =>
  routes.filter(({ id }, index) => id === 'home' || id === 'unprefixed' || index % 3 === fault).map(({ path }) => path);

type StorageKeys = SiteConfig['storageKeys'];

const storageFaults: Record<string, (keys: StorageKeys) => void> = {
  disabled: () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Storage.prototype[method] = blocked;
    }
  },
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  corrupted: (keys) => {
    window.localStorage.setItem(keys.language, '{"lang":\u0000 not a language');
    window.localStorage.setItem(keys.visitor, '{"visits": "many", "lastVisit": [] ');
    window.localStorage.setItem(keys.textSize, '<script>alert(1)</script>');
  },
};

async function expectWorkingPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

for (const [faultIndex, [fault, install]] of Object.entries(storageFaults).entries()) {
  test(`with storage ${fault}, pages render and language and visitor fall back to defaults`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(install, builtSite().storageKeys);
    for (const path of routesFor(faultIndex)) await expectWorkingPage(page, path);

    // The unprefixed FAQ has no saved language to follow: English.
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(text('en', (d) => d.pages.faq.title));
    // The visitor counts as new: the first hero image.
    await page.goto('/en');
    await expect(page.locator('section[data-image-index]')).toHaveAttribute('data-image-index', '0');
    // And the language switcher still works, for this page at least.
    await chooseLanguage(page, 'en', 'it');
  });
}

test('a voice clip that never arrives is given up with a clear message, and the page stays usable', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The request is held and never answered: a stalled download. The page's clock is the test's, so
  // the player's wait for it passes at once instead of in real time.
  await page.clock.install();
  let requested: () => void = () => undefined;
  const clipRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/audio/**', () => requested());
  await page.goto('/en');
  const listen = page.locator('button[data-clip="family"]');
  await listen.click();
  const given = page.getByText(
    text('en', (d) => d.audio.errorTitle),
    { exact: true },
  );
  // The player waits for the clip from its request on (and again on each "waiting" event). The
  // message shows a moment after the wait ends, seconds on a busy machine: only then may the clock
  // jump again, or the message's own time would pass before it is read.
  await clipRequested;
  await expect(async () => {
    await page.clock.fastForward(ui.audio.stallTimeoutMs);
    await expect(given).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  // The cause it names is the connection, not the device.
  await expect(
    page.getByText(
      text('en', (d) => d.audio.errorUnreachable),
      { exact: true },
    ),
  ).toBeVisible();
  // The button turns back to Listen.
  await expect(page.locator('button[data-clip="family"]')).toHaveAttribute('data-playing', 'false');
  await page.getByRole('button', { name: text('en', (d) => d.waitlist.preorder.submit) }).focus();
  await expect(page.getByRole('button', { name: text('en', (d) => d.waitlist.preorder.submit) })).toBeFocused();
});

for (const language of ['en', 'ja'] as const) {
  test(`a sample the device refuses to play says so and points to its words, not to the connection (${language})`, async ({
    page,
  }) => {
    // As where sound is blocked or there is no sound output (Firefox on a machine without a sound device).
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('play() is not allowed here', 'NotAllowedError'));
    });
    await page.goto(`/${language}`);
    await page
      .getByRole('button', {
        name: sampleButtonName(
          language,
          'family',
          text(language, (d) => d.audio.listen),
          text(language, (d) => d.home.features.family.title),
        ),
      })
      .click();
    const showTranscript = text(language, (d) => d.audio.showTranscript);
    await expect(
      page.getByText(
        text(language, (d) => d.audio.errorUnplayable, { showTranscript }),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        text(language, (d) => d.audio.errorUnreachable),
        { exact: true },
      ),
    ).toHaveCount(0);
  });
}

test('when the video host cannot be reached, the window says so, links to the video, and closes', async ({ page }) => {
  // This machine resolves no outside host, so the player frame cannot load, as on a blocking network.
  await page.goto('/en');
  const trigger = videoLinks(page, 'en').hero;
  const dialog = await openVideo(trigger, videoWindow(page, 'en'));
  await expect(dialog.getByText(text('en', (d) => d.video.unavailable))).toBeVisible();
  const watch = dialog.getByRole('link', { name: text('en', (d) => d.video.watchElsewhere) });
  await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  await closeVideo(page, dialog);
  await expect(trigger).toBeFocused();
});

test('a fragment that is not valid percent-encoding never blanks the page, on Back either (security review M5)', async ({
  page,
}) => {
  await page.goto('/it/faq#100%');
  const nav = page.getByRole('navigation', { name: text('it', (d) => d.header.primaryNav) });
  await nav.getByRole('link', { name: text('it', (d) => d.header.pricing) }).click();
  await expect(page).toHaveURL(/\/it\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/it\/faq#100%$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('it', (d) => d.renderError.heading) })).toHaveCount(0);
});

test('after a redeploy removed a page’s code, Back to it loads the page afresh, not an error (security review L6)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en/faq');
  const nav = page.getByRole('navigation', { name: text('en', (d) => d.header.primaryNav) });
  await nav.getByRole('link', { name: text('en', (d) => d.header.pricing) }).click();
  await expect(page).toHaveURL(/\/en\/pricing$/);
  // A reload forgets the FAQ's code; then the deploy that removed it answers 404 for its old chunk.
  await page.reload();
  await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goBack({ waitUntil: 'load' });
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', (d) => d.pages.faq.heading));
  await expect(page.getByRole('heading', { name: text('en', (d) => d.renderError.heading) })).toHaveCount(0);
  // Reloaded, the FAQ is the page as the host sent it (its code is still gone): the console says so.
  await expect(page.locator('html')).toHaveAttribute('data-app-failed', '');
  const expected = /status of 404|Failed to fetch dynamically imported module|faq-[\w-]+\.js/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !expected.test(entry)));
});

test('a doubled slash shows the page it names and keeps it, not “not found” (security review L7)', async ({ page }) => {
  await page.goto('/en//pricing');
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', (d) => d.pages.pricing.heading));
  await expect(page.getByRole('heading', { name: text('en', (d) => d.notFound.heading) })).toHaveCount(0);
});
