import { languageInfo, type Language } from '@/config/languages';
import { ui } from '@/config/ui';
import { text } from '../fixtures';
import { layoutProblems } from '../page-checks';
import {
  controls,
  coveredByBadges,
  headerProblems,
  lineProblems,
  phoneHeaderProblems,
  phraseTargets,
  visibleLabels,
  wordSplits,
} from './line-checks';
import { breaksBetweenPhrases, unbreakablePieces } from './segments';
import type { EngineSession, Viewport } from './session';

/** Limits the checks to one part of the page (a CSS selector of its container), or the whole page. */
function within(scope: string | undefined, selector: string): string {
  return scope
    ? selector
        .split(',')
        .map((part) => `${scope} ${part.trim()}`)
        .join(', ')
    : selector;
}

/** Whether the page reflows: nothing scrolls sideways, no control is narrower than its text. */
export async function reflowFindings(session: Pick<EngineSession, 'evaluate'>): Promise<string[]> {
  const { sidewaysScroll, clipped } = await session.evaluate(layoutProblems, undefined);
  return [
    ...(sidewaysScroll > 0 ? [`the page scrolls sideways by ${sidewaysScroll}px`] : []),
    ...clipped.map((control) => `${control} is narrower than its text`),
  ];
}

/**
 * What a reader would see go wrong on the page as it is now: the page scrolls sideways, a control
 * is narrower than its text, a label breaks inside a word (or, in Japanese and Chinese, inside a
 * phrase, or leaves one character alone on a line), any Latin word or price on the page is split
 * over two lines, a badge covers text, or the header does not fit its row.
 */
export async function layoutFindings(
  session: Pick<EngineSession, 'evaluate'>,
  language: Language,
  scope?: string,
): Promise<string[]> {
  const cjk = breaksBetweenPhrases(language);
  const selector = within(scope, cjk ? phraseTargets : controls);
  const labels = await session.evaluate(visibleLabels, selector);
  const segments = labels.map(({ index, text }) => ({ index, pieces: unbreakablePieces(text, language) }));
  const lines = await session.evaluate(lineProblems, { selector, segments, orphans: cjk });
  const header = await session.evaluate(headerProblems, undefined);
  const words = await session.evaluate(wordSplits, undefined);
  const badges = await session.evaluate(coveredByBadges, undefined);
  return [...(await reflowFindings(session)), ...lines, ...header, ...words, ...badges];
}

/** A 1280 px window at 200% browser zoom lays its page out in 640 CSS pixels. */
const zoomedDesktop = 1280 / 2;
/** A phone seniors hold (390 px): the width where the header and the labels are most crowded. */
const phone = 390;
/**
 * The widths the layout sweep checks a page at, widest first: the page is loaded at the first. The
 * narrowest, 320 px, is WCAG's reflow width.
 */
export const sweepWidths = [1280, zoomedDesktop, phone, 320] as const;
export const sweepHeight = 800;
const sizes = ui.textSizes.map(({ id }) => id);
const normal = ui.textSizes[0].id;
const largest = ui.textSizes.at(-1)?.id ?? normal;
/**
 * The text sizes a page is checked at: every one the site offers at 1280 px (the card grids'
 * columns follow the text size: `md-scaled`) and on the phone; at 320 px the normal and the
 * largest; at 640 px the zoom is the size. A width between (360 px) and the middle size at 320 px
 * are left out to keep the three engines' sweeps within the CI's time: a layout breaks at the
 * boundaries these are, and a break only in between would be missed.
 */
const sizesAt = (width: number) =>
  width === zoomedDesktop ? sizes.slice(0, 1) : width === 320 ? [normal, largest] : sizes;
/** An eighth of a 390x844 phone's screen. */
const phoneHeaderMaxHeight = 844 / 8;

/**
 * The layout sweep of one page, loaded at the first of `sweepWidths`: at each width and each text
 * size, what `layoutFindings` finds, and on a phone at the largest size, the header's problems
 * (`phoneHeaderProblems`). Leaves the page at the narrowest width and the normal size.
 */
export async function sweepFindings(
  session: Pick<EngineSession, 'evaluate'> & { resize: (viewport: Viewport) => Promise<void> },
  language: Language,
  path: string,
): Promise<string[]> {
  const findings: string[] = [];
  const setSize = (value: string) =>
    session.evaluate((size) => {
      document.documentElement.dataset.textSize = size;
    }, value);
  for (const [step, width] of sweepWidths.entries()) {
    if (step > 0) await session.resize({ width, height: sweepHeight });
    for (const size of sizesAt(width)) {
      await setSize(size);
      const at = size === ui.textSizes[0].id ? `${width}px` : `${width}px, ${size} text`;
      for (const finding of await layoutFindings(session, language)) findings.push(`${path} at ${at}: ${finding}`);
      if (width < 1280 && size === largest)
        for (const finding of await session.evaluate(phoneHeaderProblems, {
          textSizeWord: text(language, (d) => d.header.textSizeShort),
          languageName: languageInfo(language).nativeName,
          maxHeight: phoneHeaderMaxHeight,
        }))
          findings.push(`${path} at ${at}: ${finding}`);
    }
    await setSize(ui.textSizes[0].id);
  }
  return findings;
}
