import { expect, test } from './fixtures';

const start = new Date('2026-06-01T08:00:00Z').getTime();
const minutes = (count: number) => count * 60_000;
const moments = ['morning', 'midday', 'afternoon', 'evening', 'night'];

for (const language of ['en', 'ja'] as const) {
  test(`counts visits across reloads and picks the hero image (${language})`, async ({ page }) => {
    // Sums layout shifts over every load, to prove the image swap moves nothing.
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    let now = start;
    const visit = async (afterMinutes: number) => {
      now += minutes(afterMinutes);
      await page.clock.setFixedTime(now);
      await page.goto(`/${language}`);
      await page.waitForFunction(() => window.localStorage.getItem('hazel-visitor') !== null);
    };
    const expectVisits = async (visits: number, index: number) => {
      const record = JSON.parse((await page.evaluate(() => window.localStorage.getItem('hazel-visitor'))) ?? '{}');
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
    await page.evaluate((value) => window.localStorage.setItem('hazel-visitor', value), garbage);
    await page.goto('/en');
    await expect(page.locator('section[data-image-index]')).toHaveAttribute('data-image-index', '0');
    const record = JSON.parse((await page.evaluate(() => window.localStorage.getItem('hazel-visitor'))) ?? '{}');
    expect(record.visits).toBe(1);
  }
});

test('the prerendered hero is the first image, preloaded with high priority', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  // HTML attribute names are case-insensitive; React writes fetchPriority.
  expect(html).toMatch(/<img[^>]+src="\/images\/hero-morning-1280\.webp"[^>]+fetchpriority="high"/i);
});
