import { pages, pathFor } from '@/app/routes';
import { expect, test } from './fixtures';

/**
 * Measures what axe does not: 44x44px targets (WCAG 2.5.5, inline links in sentences exempt),
 * 7:1 contrast for body text and 4.5:1 for other text (1.4.6 / 1.4.3), and headings in order.
 */
function measure() {
  // Any CSS colour (Tailwind writes oklab() and color-mix()) to sRGB, through a 1x1 canvas.
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const parse = (color: string) => {
    if (!context) throw new Error('no canvas');
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  /** The colour behind an element: its ancestors' backgrounds composited, from the page up. */
  const backgroundOf = (element: Element) => {
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color.a > 0) layers.push(color);
      if (color.a >= 1) break;
    }
    let result = { r: 251, g: 247, b: 241 };
    for (const layer of layers.reverse()) {
      result = {
        r: layer.r * layer.a + result.r * (1 - layer.a),
        g: layer.g * layer.a + result.g * (1 - layer.a),
        b: layer.b * layer.a + result.b * (1 - layer.a),
      };
    }
    return result;
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
  };

  const smallTargets = [...document.querySelectorAll('a, button, input, select, textarea, [role="button"]')]
    .filter(visible)
    .filter((element) => getComputedStyle(element).display !== 'inline')
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width < 44 - 0.5 || box.height < 44 - 0.5;
    })
    .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`);

  const lowContrast: string[] = [];
  for (const element of document.querySelectorAll(
    'h1, h2, h3, p, li, a, button, label, span, figcaption, blockquote',
  )) {
    const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
    if (!ownText || !visible(element) || element.closest('[aria-hidden="true"], .sr-only')) continue;
    const style = getComputedStyle(element);
    const fg = parse(style.color);
    const ratio = (() => {
      const [lighter, darker] = [luminance(fg), luminance(backgroundOf(element))].sort((x, y) => y - x);
      return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
    })();
    const isBody =
      ['P', 'LI'].includes(element.tagName) &&
      parseFloat(style.fontSize) <= 20.5 * (parseFloat(getComputedStyle(document.documentElement).fontSize) / 16);
    const needed = isBody ? 7 : 4.5;
    if (ratio < needed)
      lowContrast.push(
        `${element.tagName.toLowerCase()} ${ratio.toFixed(2)} < ${needed}: "${element.textContent?.trim().slice(0, 30)}"`,
      );
  }

  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter(visible)
    .map((h) => Number(h.tagName[1]));
  const skipped = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1);

  return { smallTargets, lowContrast, skippedHeadingLevels: skipped, firstHeading: levels[0] };
}

for (const language of ['en', 'ja'] as const) {
  for (const width of [1280, 390]) {
    test(`${language} at ${width}px: 44px targets, 7:1 body text, headings in order on every page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const { id } of pages) {
        await page.goto(pathFor(id, language));
        const result = await page.evaluate(measure);
        expect(result, pathFor(id, language)).toEqual({
          smallTargets: [],
          lowContrast: [],
          skippedHeadingLevels: [],
          firstHeading: 1,
        });
      }
    });
  }
}
