import { pages } from '@/routing/routes';
import { languages } from '@/config/languages';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { builtSite, expect, test, text } from '../fixtures';

test.describe('media', () => {
  test('feature images load as AVIF with their translated alt text, lazily and without stretching', async ({
    page,
  }) => {
    await page.goto('/ja');
    const images = page.locator('#features img[src*="/feature-"]');
    await expect(images).toHaveCount(5);
    await expect(images.first()).toHaveAttribute('loading', 'lazy');
    await expect(images.first()).toHaveAttribute(
      'alt',
      // Alt text is read aloud, never laid out: it carries no phrase breaks.
      withoutPhraseBreaks(text('ja', (d) => d.home.features.voice.imageAlt)),
    );
    await page.locator('#features').scrollIntoViewIfNeeded();
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
      const { currentSrc, ratio } = await image.evaluate((element: HTMLImageElement) => ({
        currentSrc: element.currentSrc,
        ratio: element.getBoundingClientRect().width / element.getBoundingClientRect().height,
      }));
      expect(currentSrc).toMatch(/\/images\/feature-\w+-(640|1280)\.avif$/);
      expect(ratio).toBeCloseTo(800 / 600, 1);
    }
  });

  test(
    'each page names its language’s share image, and the files are served',
    { tag: '@config' },
    async ({ page, request }) => {
      for (const [path, segment] of [
        ['/en/pricing', 'en'],
        ['/zh-tw', 'zh-tw'],
      ] as const) {
        await page.goto(path);
        const image = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(image).toBe(`${builtSite().siteOrigin}/images/share/share-${segment}.jpg`);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
        const response = await request.get(new URL(image ?? '').pathname);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/jpeg');
      }
    },
  );

  test('icons and the web manifest are served, with the brand', { tag: '@config' }, async ({ request }) => {
    for (const icon of ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png', '/icon-512.png']) {
      expect((await request.get(icon)).status(), icon).toBe(200);
    }
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest.name).toBe(builtSite().brand);
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toContain('/icon-maskable-512.png');
  });

  test('no frame from the video host exists until a video is opened', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto('/en');
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
  });
});

test.describe('search', () => {
  test('the sitemap and robots.txt are served', { tag: '@config' }, async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    // Every page in every language, once.
    expect((await sitemap.text()).match(/<url>/g)).toHaveLength(pages.length * languages.length);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${builtSite().siteOrigin}/sitemap.xml`);
  });

  test('the Japanese FAQ page carries its questions as FAQPage data', async ({ page }) => {
    await page.goto('/ja/faq');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as { '@type': string; mainEntity?: unknown[] });
    expect(data.map((entry) => entry['@type'])).toEqual(['Organization', 'FAQPage']);
    expect(data[1]?.mainEntity).toHaveLength(12);
  });
});
