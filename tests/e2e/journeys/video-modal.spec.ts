import type { Page } from '@playwright/test';
import { expect, test, text } from '../fixtures';
import { openVideo, videoLinks, videoWindow } from '@e2e/drivers/video-window';

/**
 * The player's frame as a small page of our own with one control, as the real player has: no
 * test reaches YouTube, and the frame is there at once, where the browser's error page for an
 * unreachable host would appear at a moment that varies with load and take part in the Tab order
 * or not.
 */
async function standInPlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><button>Play</button>' }),
  );
}

/**
 * Waits until the window has finished scaling in. Playwright clicks where a control was when it
 * last held still; the first frames, before the animation starts, hold still at half size, so a
 * click aimed then at the close button can land beside it, inside the growing window.
 */
async function expectWindowSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const panel = document.querySelector('dialog[open] > div');
        if (!panel) return 'no window';
        const { transform, opacity } = getComputedStyle(panel);
        return transform === 'none' || new DOMMatrix(transform).isIdentity ? `opacity ${opacity}` : transform;
      }),
    )
    .toBe('opacity 1');
}

test.describe('video modal', () => {
  test.beforeEach(async ({ page }) => standInPlayer(page));

  test('is never shown before it is a modal window: no moment where Escape or the focus trap does not work yet', async ({
    page,
  }) => {
    // Each time the window enters the page, whether it shows and whether it is open (modal) yet.
    await page.addInitScript(() => {
      const seen: { open: boolean; shown: boolean }[] = [];
      Object.assign(window, { dialogsSeen: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            for (const dialog of node instanceof Element ? [node, ...node.querySelectorAll('*')] : [])
              if (dialog instanceof HTMLDialogElement)
                seen.push({ open: dialog.open, shown: getComputedStyle(dialog).display !== 'none' });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/en');
    await openVideo(videoLinks(page, 'en').header, videoWindow(page, 'en'));
    const seen = await page.evaluate(
      () => (window as unknown as { dialogsSeen: { open: boolean; shown: boolean }[] }).dialogsSeen,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter(({ open, shown }) => shown && !open)).toEqual([]);
  });

  test('creates the player only when opened, traps focus and returns it to its trigger', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('iframe')).toHaveCount(0);
    const trigger = videoLinks(page, 'en').header;
    const dialog = await openVideo(trigger, videoWindow(page, 'en'));
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?/);
    await expect(frame).toHaveAttribute(
      'title',
      text('en', (d) => d.video.playerLabel, { title: text('en', (d) => d.video.heroTitle) }),
    );
    // Our own poster sits behind the player while it loads.
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/images\/poster-hero-video-\d+\.webp$/);
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    // The word shows beside the sign, not only to a screen reader (review turn 5, finding 7).
    await expect(dialog.getByRole('button', { name: 'Close video' })).toHaveText('Close video');
    // It says whether the video has captions (the default configuration: not yet).
    await expect(dialog).toHaveAccessibleDescription('This video does not have captions yet. We are adding them.');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Focus stays inside: the page behind is inert. (Escape pressed inside the player's frame goes
    // to the player, not to this page: the close button is one Shift+Tab away.)
    await expect(dialog.frameLocator('iframe').getByRole('button', { name: 'Play' })).toBeVisible();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    // Four steps from the close button: the player, the link to YouTube, out to the browser and back.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('where the market asks consent first (Italy), says who plays the film and loads the player only when she starts it', async ({
    page,
  }) => {
    await page.goto('/it');
    const dialog = await openVideo(videoLinks(page, 'it').header, videoWindow(page, 'it'));
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(dialog.getByTestId('video-notice')).toContainText(text('it', (d) => d.video.playerNotice));
    await dialog.getByRole('button', { name: text('it', (d) => d.video.start) }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('closes by its close button and by a click on the backdrop, not by a click inside', async ({ page }) => {
    await page.goto('/en/pricing');
    const trigger = videoLinks(page, 'en').header;
    const dialog = await openVideo(trigger, videoWindow(page, 'en'));
    await expectWindowSettled(page);

    await dialog.getByRole('heading', { name: text('en', (d) => d.video.heroTitle) }).click();
    await expect(dialog).toBeVisible();

    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expectWindowSettled(page);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('animates in from scale 0.5, and not at all with reduced motion', async ({ page }) => {
    /** Records the panel's scale on every frame from before the click until it settles. */
    const recordScales = () =>
      page.evaluate(() => {
        const scales: number[] = [];
        (window as unknown as { scales: number[] }).scales = scales;
        const sample = () => {
          const panel = document.querySelector('dialog > div');
          if (panel) {
            const transform = getComputedStyle(panel).transform;
            scales.push(transform === 'none' ? 1 : new DOMMatrix(transform).a);
          }
          if (scales.at(-1) !== 1 || scales.length < 5) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
    const recordedScales = () => page.evaluate(() => (window as unknown as { scales: number[] }).scales);

    await page.goto('/en');
    await recordScales();
    await videoLinks(page, 'en').header.click();
    await expect.poll(async () => (await recordedScales()).at(-1)).toBe(1);
    const animated = await recordedScales();
    // It starts from half size and settles at full size (how many frames lie between depends on load).
    expect(animated[0]).toBeCloseTo(0.5, 1);
    expect(animated.at(-1)).toBe(1);

    await page.keyboard.press('Escape');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordScales();
    await videoLinks(page, 'en').header.click();
    await expect.poll(async () => (await recordedScales()).length).toBeGreaterThanOrEqual(5);
    expect(new Set(await recordedScales())).toEqual(new Set([1]));
  });
});

test('at 200% zoom the window taller than the screen keeps its close button reachable, and scrolls', async ({
  page,
}) => {
  // 1280×800 at 200% zoom is 640×400 CSS pixels.
  await page.setViewportSize({ width: 640, height: 400 });
  await standInPlayer(page);
  await page.goto('/en');
  await videoLinks(page, 'en').hero.click();
  await expectWindowSettled(page);
  const close = page.getByRole('button', { name: 'Close video' });
  await expect(close).toBeInViewport();
  const watch = page.getByRole('link', { name: /Watch it on YouTube instead/ });
  await watch.scrollIntoViewIfNeeded();
  await expect(watch).toBeInViewport();
  await close.scrollIntoViewIfNeeded();
  await close.click();
  await expect(videoWindow(page, 'en')).toBeHidden();
});
