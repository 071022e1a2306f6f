// Checks run inside a page (passed to `page.evaluate`), shared by the sweeps over every page.

/**
 * Layout that fails a reader: the page scrolls sideways, or a button or button-like link is
 * narrower than its text. Visually hidden controls (the skip link until focused) are 1px boxes
 * on purpose and are left out.
 */
export function layoutProblems() {
  const clipped = [...document.querySelectorAll<HTMLElement>('button, a')]
    .filter((element) => {
      const style = getComputedStyle(element);
      // checkVisibility: not in a closed <details> either, whose content keeps its boxes.
      const visible =
        element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 1;
      return style.display !== 'inline' && visible;
    })
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
  return { sidewaysScroll: document.documentElement.scrollWidth - window.innerWidth, clipped };
}

export const noLayoutProblems = { sidewaysScroll: 0, clipped: [] };

/**
 * Measures what axe does not: 44x44px targets (WCAG 2.5.5, inline links within a sentence exempt),
 * 7:1 contrast for body text and 4.5:1 for other text (1.4.6 / 1.4.3), and headings in order.
 */
export function readabilityProblems() {
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
  // checkVisibility: not in a closed <details> either, whose content keeps its boxes.
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  };

  // An inline link is exempt only within a sentence: the paragraph, item or value it stands in
  // holds other words than its own (a sample's tag does not count). A value alone is a target.
  const inSentence = (element: Element) => {
    const container = element.parentElement?.closest('p, li, dd, td, blockquote, figcaption');
    if (!container) return true;
    const rest = container.cloneNode(true) as Element;
    rest.querySelectorAll('[data-sample] > span:last-child').forEach((tag) => tag.remove());
    return (rest.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
  };
  const smallTargets = [...document.querySelectorAll('a, button, input, select, textarea, [role="button"]')]
    .filter(visible)
    .filter((element) => getComputedStyle(element).display !== 'inline' || !inSentence(element))
    .filter((element) => {
      // A radio or checkbox is pressed through its label as well: the label is its target.
      const target =
        (element.matches('input[type="radio"], input[type="checkbox"]') && element.closest('label')) || element;
      const box = target.getBoundingClientRect();
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

export const noReadabilityProblems = {
  smallTargets: [],
  lowContrast: [],
  skippedHeadingLevels: [],
  firstHeading: 1,
};

/**
 * Copy keys shown as text (`pricing.payment.cancelOnline`): a string whose part of the copy the
 * page never loaded falls back to its key. `sections` are the copy's top-level names.
 */
export function copyKeysShown(sections: readonly string[]): string[] {
  const pattern = new RegExp(`(?<![\\w@./-])(?:${sections.join('|')})(?:\\.[A-Za-z0-9]+){2,}(?![\\w.])`, 'g');
  return [...new Set(document.body.innerText.match(pattern) ?? [])];
}
