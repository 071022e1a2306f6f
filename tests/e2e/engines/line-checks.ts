// Checks of how labels and headings break into lines, run inside the page in any engine (each
// function is sent to the browser as its source text: it uses nothing from outside its body).
// The test process cuts each text into the pieces that must not break (segments.ts) between the
// two calls: words, or for Japanese and Chinese the phrases BudouX finds.

/** Controls whose label must never break inside a word or phrase, in every language. */
export const controls = 'button, a, summary';
/** What breaks only between phrases in Japanese and Chinese: headings, controls, badges and labels. */
export const phraseTargets = 'h1, h2, h3, h4, h5, h6, button, a, summary, label, .phrase-wrap';

export type Label = { index: number; text: string; tag: string };

/**
 * The visible text of every visible element the selector finds (text in visually hidden parts,
 * such as a screen-reader-only suffix, left out; zero-width phrase breaks and word joiners removed), by its
 * position in the selector's results.
 */
export function visibleLabels(selector: string): Label[] {
  const visibleText = (element: Element) => {
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
      // A space between two words stays a space, even where it ends a line and so has no width.
      if (/^\s+$/.test(node.textContent ?? '')) {
        text += ' ';
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      text += (node.textContent ?? '').replace(/[\u200b\u2060]/g, '');
    }
    return text;
  };
  return [...document.querySelectorAll(selector)]
    .map((element, index) => ({ element, index }))
    .filter(
      ({ element }) =>
        element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 1,
    )
    .map(({ element, index }) => ({ index, text: visibleText(element).trim(), tag: element.tagName.toLowerCase() }))
    .filter(({ text }) => text.length > 0);
}

export type LineCheck = {
  selector: string;
  /** For each label (by index), the pieces of its text that must each stay on one line. */
  segments: { index: number; pieces: string[] }[];
  /** Also report a line that holds a single character (CJK headings and buttons). */
  orphans: boolean;
};

/**
 * Each piece that is split over two lines although it would fit on one (a piece wider than its
 * box may break), and, when asked, each label that leaves one character alone on a line.
 */
export function lineProblems({ selector, segments, orphans }: LineCheck): string[] {
  const elements = [...document.querySelectorAll(selector)];
  const problems: string[] = [];
  /** The visible text nodes of an element with each character's node and offset, phrase breaks skipped. */
  const characters = (element: Element) => {
    const found: { node: Text; offset: number; char: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const box = whole.getBoundingClientRect();
      // A space that ends a line has no width, but still separates the words around it.
      if ((box.width <= 1 || box.height <= 1) && !/^\s+$/.test(node.data)) continue;
      const data = node.data;
      for (let offset = 0; offset < data.length; offset++) {
        const char = data[offset] ?? '';
        if (char !== '\u200b' && char !== '\u2060') found.push({ node, offset, char });
      }
    }
    return found;
  };
  /** How many lines a range's boxes sit on. */
  const linesOf = (rects: DOMRect[]) => {
    const sorted = rects.filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const rect of sorted) {
      if (rect.top >= bottom - 2) {
        lines += 1;
        bottom = rect.bottom;
      } else bottom = Math.max(bottom, rect.bottom);
    }
    return lines;
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '')
      .replace(/[\u200b\u2060]/g, '')
      .trim()
      .slice(0, 50)}"`;

  /**
   * The width a text node's line box may fill: its nearest ancestor that is not inline, less its
   * padding, and, for text that is an item of a one-line row of flex items (a button's label
   * beside its icon), less the other items and the gaps between them.
   */
  const lineWidth = (node: Node) => {
    let box = node.parentElement;
    while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
    if (!box) return Infinity;
    const style = getComputedStyle(box);
    let width = box.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const oneRow =
      style.display.endsWith('flex') && style.flexWrap === 'nowrap' && style.flexDirection.startsWith('row');
    if (oneRow && node.parentElement === box) {
      const gap = parseFloat(style.columnGap) || 0;
      for (const item of box.children) width -= item.getBoundingClientRect().width + gap;
    }
    return width;
  };

  for (const { index, pieces } of segments) {
    const element = elements[index];
    if (!element) continue;
    const chars = characters(element);
    const text = chars.map(({ char }) => char).join('');
    let from = 0;
    for (const piece of pieces) {
      const at = text.indexOf(piece, from);
      if (at < 0 || piece.trim().length < 2) continue;
      from = at + piece.length;
      const first = chars[at];
      const last = chars[at + piece.length - 1];
      if (!first || !last) continue;
      const range = document.createRange();
      range.setStart(first.node, first.offset);
      range.setEnd(last.node, last.offset + 1);
      const rects = [...range.getClientRects()];
      if (linesOf(rects) < 2) continue;
      // A piece wider than the line it is in may break; that is the fallback. But a control
      // squeezed narrower than one of its words, where the window has room for it, is a fault of
      // the layout (the text-size panel once broke "100%" as "10 / 0 / %").
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      if (width <= lineWidth(first.node) + 0.5) problems.push(`${describe(element)} breaks inside "${piece}"`);
      else if (element.matches('button, a, summary') && width < document.documentElement.clientWidth / 2)
        problems.push(`${describe(element)} is narrower than "${piece}"`);
    }
    // One character alone on a line reads as a mistake in a heading, a button or a badge.
    if (orphans && element.matches(':is(h1, h2, h3, h4, h5, h6, button, summary, .phrase-wrap)')) {
      // Each line's characters, punctuation and spaces left out.
      const byLine = new Map<number, string>();
      for (const { node, offset, char } of chars) {
        if (/[\s\p{P}]/u.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const line = [...byLine.keys()].find((top) => Math.abs(top - rect.top) < rect.height / 2) ?? rect.top;
        byLine.set(line, (byLine.get(line) ?? '') + char);
      }
      if (byLine.size > 1)
        for (const line of byLine.values())
          if ([...line].length === 1) problems.push(`${describe(element)} leaves "${line}" alone on a line`);
    }
  }
  return problems;
}

/**
 * The header of a phone (or any width): its bar holds everything on one row inside the window,
 * and no control in it is narrower than its text.
 */
export function headerProblems(): string[] {
  const bar = document.querySelector('header > div');
  if (!bar) return ['no header bar'];
  const items = [...bar.children].filter(
    (child) => child.checkVisibility({ visibilityProperty: true }) && child.getBoundingClientRect().width > 1,
  );
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const rows = items.map((item) => item.getBoundingClientRect());
  const rowTop = Math.max(...rows.map((rect) => rect.top));
  const rowBottom = Math.min(...rows.map((rect) => rect.bottom));
  if (rowTop >= rowBottom) problems.push('the header bar wraps onto a second row');
  for (const [index, rect] of rows.entries())
    if (rect.left < -0.5 || rect.right > width + 0.5)
      problems.push(
        `header item ${index + 1} (${items[index]?.textContent?.trim().slice(0, 30)}) is outside the window`,
      );
  return problems;
}

/**
 * On a phone at the largest text size, what a senior needs from the header: the text size and the
 * language named in words and in view (the text-size button, the only one in the header that needs
 * the app; the language list, the one summary with a name of its own), and the header no taller
 * than `maxHeight`.
 */
export function phoneHeaderProblems({
  textSizeWord,
  languageName,
  maxHeight,
}: {
  textSizeWord: string;
  languageName: string;
  maxHeight: number;
}): string[] {
  const header = document.querySelector('header');
  if (!header) return ['no header'];
  const shown = (element: Element | null) =>
    element?.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 1;
  // Phrase breaks (zero-width spaces, word joiners) are not words.
  const plain = (text: string) => text.replace(/[\u200b\u2060]/g, '');
  const words = (element: Element | null) => plain(element?.textContent ?? '');
  const problems: string[] = [];
  const textSize = header.querySelector('button[data-needs-app]');
  if (!shown(textSize) || !words(textSize).includes(plain(textSizeWord)))
    problems.push(`the text-size button does not show "${textSizeWord}"`);
  const languageList = header.querySelector('details > summary[aria-label]');
  if (!shown(languageList) || !words(languageList).includes(plain(languageName)))
    problems.push(`the language list does not show "${languageName}"`);
  const height = header.getBoundingClientRect().height;
  if (height > maxHeight) problems.push(`the header is ${Math.round(height)}px tall (at most ${maxHeight}px)`);
  return problems;
}

/**
 * Every Latin word or number split over two lines, anywhere on the page: its first and last
 * characters on different lines. A price or a number with its unit is one word here (a no-break
 * space or a currency sign inside keeps "295 USD" and "US$295" together); a hyphen ends a word,
 * since a line may end after it and shows it ("Pre-" / "order"). Visually hidden text is left out.
 */
export function wordSplits(): string[] {
  const word =
    /[\p{Script=Latin}\p{Nd}](?:[\p{Script=Latin}\p{Nd}\p{M}'’.,$€£¥₩\u00a0\u202f\u2060]*[\p{Script=Latin}\p{Nd}])?/gu;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '')
      .replace(/[\u200b\u2060]/g, '')
      .trim()
      .slice(0, 40)}"`;
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || parent.closest('.sr-only, script, style, noscript, template')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    const rectAt = (offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getClientRects()[0];
    };
    // Only text that runs over more than one line can split a word; in it, only a word around
    // which a line ends. Where the lines end is found by halving (a few measures a line, instead
    // of two a word).
    const whole = document.createRange();
    whole.selectNodeContents(text);
    if (whole.getClientRects().length < 2) continue;
    const lineOf = (offset: number) => rectAt(offset)?.top;
    // null: a character the browser gives no box (collapsed white space); then every word is measured.
    let lineEnds: number[] | null = [];
    for (let from = 0; lineEnds && from < text.data.length;) {
      const top = lineOf(from);
      if (top === undefined) {
        lineEnds = null;
        break;
      }
      // The last offset on the same line as `from`.
      let low = from;
      let high = text.data.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        const middleTop = lineOf(middle);
        if (middleTop === undefined) {
          lineEnds = null;
          break;
        }
        if (middleTop - top > 1) high = middle - 1;
        else low = middle;
      }
      lineEnds?.push(low);
      from = low + 1;
    }
    for (const match of text.data.matchAll(word)) {
      if (match[0].length < 2) continue;
      const lastOffset = match.index + match[0].length - 1;
      if (lineEnds && !lineEnds.some((end) => end >= match.index && end < lastOffset)) continue;
      const first = rectAt(match.index);
      const last = rectAt(lastOffset);
      if (!first || !last || first.width === 0) continue;
      if (last.top - first.top > first.height / 2) found.push(`${describe(parent)} splits "${match[0]}"`);
    }
  }
  return found;
}

/** Text that a badge ([data-badge], drawn on a card's edge) covers: any text of its card under it. */
export function coveredByBadges(): string[] {
  const found: string[] = [];
  for (const badge of document.querySelectorAll('[data-badge]')) {
    if (!badge.checkVisibility()) continue;
    const box = badge.getBoundingClientRect();
    const card = badge.parentElement;
    if (!card) continue;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (badge.contains(node) || !(node.textContent ?? '').trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) {
          found.push(`the badge "${badge.textContent?.trim()}" covers "${node.textContent?.trim().slice(0, 40)}"`);
          break;
        }
    }
  }
  return found;
}
