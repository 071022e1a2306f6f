import { builtSite, expect, test } from '../fixtures';

const start = new Date('2026-06-01T08:00:00Z').getTime();
const minutes = (count: number) => count * 60_000;
const moments = ['morning', 'midday', 'afternoon', 'evening', 'night'];

// The whole count in English; in Japanese, whose headline wraps differently, the first swap (the
// one that could move it).
for (const language of ['en', 'ja'] as const) {
  const whole = language === 'en';
  test(`${whole ? 'counts visits across reloads and picks' : 'swaps'} the hero image without moving the page (${language})`, async ({
    page,
  }) => {
    // Sums the layout shifts of each load from hydration on, when the image is swapped, to prove
    // the swap moves nothing. (Before it, a platform still settling its fonts, as Linux does
    // without Georgia under load, can re-wrap the headline: that is not the swap.)
    await page.addInitScript(() => {
      const shifts: { startTime: number; value: number }[] = [];
      let hydratedAt = Number.POSITIVE_INFINITY;
      // The app hydrates after the first paint, so long after the document exists.
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          hydratedAt = Math.min(hydratedAt, performance.now());
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] }),
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          startTime: number;
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) shifts.push(entry);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.defineProperty(window, 'shift', {
        get: () => shifts.filter((entry) => entry.startTime >= hydratedAt).reduce((sum, entry) => sum + entry.value, 0),
      });
    });

    let now = start;
    const visit = async (afterMinutes: number) => {
      now += minutes(afterMinutes);
      await page.clock.setFixedTime(now);
      await page.goto(`/${language}`);
      await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, builtSite().storageKeys.visitor);
    };
    const expectVisits = async (visits: number, index: number) => {
      const record = JSON.parse(
        (await page.evaluate((key) => window.localStorage.getItem(key), builtSite().storageKeys.visitor)) ?? '{}',
      );
      expect(record).toEqual({ visits, lastVisit: new Date(now).toISOString(), currentImageIndex: index });
      const hero = page.locator('section[data-image-index]');
      await expect(hero).toHaveAttribute('data-image-index', String(index));
      await expect(hero.locator('img')).toHaveAttribute(
        'src',
        new RegExp(`/images/hero-${moments[index]}-\\d+\\.webp$`),
      );
      await expect
        .poll(() => hero.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
        .toContain(`hero-${moments[index]}`);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
    };

    await visit(0);
    await expectVisits(1, 0);
    await visit(30); // exactly 30 minutes: the same visit
    await expectVisits(1, 0);
    await visit(31);
    await expectVisits(2, 1);
    if (!whole) return;
    await visit(45);
    await expectVisits(3, 2);
    for (let count = 4; count <= 6; count += 1) await visit(60 * 24);
    await expectVisits(6, 3);
    for (let count = 7; count <= 11; count += 1) await visit(31);
    await expectVisits(11, 4);
  });
}

test('a garbage or badly typed record starts again at one visit', async ({ page }) => {
  for (const garbage of ['not json', '{"visits":"7","lastVisit":"2020-01-01T00:00:00Z","currentImageIndex":3}']) {
    await page.goto('/en/faq');
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
      key: builtSite().storageKeys.visitor,
      value: garbage,
    });
    await page.goto('/en');
    await expect(page.locator('section[data-image-index]')).toHaveAttribute('data-image-index', '0');
    const record = JSON.parse(
      (await page.evaluate((key) => window.localStorage.getItem(key), builtSite().storageKeys.visitor)) ?? '{}',
    );
    expect(record.visits).toBe(1);
  }
});

test('the prerendered hero is the first image: lazy in the page, preloaded from the head where it shows clear', async ({
  request,
}) => {
  const html = await (await request.get('/en')).text();
  expect(html).toMatch(/<img[^>]+src="\/images\/hero-morning-1280\.webp"[^>]+loading="lazy"/);
  expect(html).toMatch(/<link rel="preload" as="image"[^>]+media="\(min-width: 48rem\)" fetchpriority="high">/);
});
