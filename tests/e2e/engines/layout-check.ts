import { languageInfo, type Language } from '@/config/languages';
import { ui } from '@/config/ui';
import { dictionaries, text } from '../fixtures';
import { copyKeysShown, layoutProblems } from '../page-checks';
import {
  controls,
  type Label,
  type LineCheck,
  coveredByBadges,
  headerProblems,
  lineProblems,
  phoneHeaderProblems,
  phraseTargets,
  visibleLabels,
  wordSplits,
} from './line-checks';
import { breaksBetweenPhrases, unbreakablePieces } from './segments';
import type { EngineSession, InPage, Viewport } from './session';

/** Limits the checks to one part of the page (a CSS selector of its container), or the whole page. */
function within(scope: string | undefined, selector: string): string {
  return scope
    ? selector
        .split(',')
        .map((part) => `${scope} ${part.trim()}`)
        .join(', ')
    : selector;
}

type Reflow = ReturnType<typeof layoutProblems>;

/** Whether the page reflows: nothing scrolls sideways, no control is narrower than its text. */
function reflowLines({ sidewaysScroll, clipped }: Reflow): string[] {
  return [
    ...(sidewaysScroll > 0 ? [`the page scrolls sideways by ${sidewaysScroll}px`] : []),
    ...clipped.map((control) => `${control} is narrower than its text`),
  ];
}

/**
 * An in-page function made of several of the checks (each sent as its source, as `evaluate`
 * sends one): `body` calls them by name with `arg`. Every call to the browser is a round trip
 * through its driver, and a sweep makes hundreds.
 */
function inOneCall<Arg, Result>(
  checks: Record<string, (...args: never[]) => unknown>,
  body: string,
): InPage<Arg, Result> {
  const definitions = Object.entries(checks)
    .map(([name, check]) => `const ${name} = ${check.toString()};`)
    .join('\n');
  // Built in the test process from our own functions' source, to be sent to the page as text.
  return new Function('arg', `${definitions}\nreturn (${body})(arg);`) as InPage<Arg, Result>;
}

type PhoneHeader = Parameters<typeof phoneHeaderProblems>[0];

/** The text size set, then the visible labels: the test process cuts them into pieces (segments.ts). */
const labelsAtSize = inOneCall<{ size: string | null; selector: string }, Label[]>(
  { visibleLabels },
  `({ size, selector }) => {
    if (size !== null) document.documentElement.dataset.textSize = size;
    return visibleLabels(selector);
  }`,
);

/** Every check of the page as it is now, given the labels' pieces. */
const pageChecks = inOneCall<
  { lines: LineCheck; phoneHeader: PhoneHeader | null },
  { lines: string[]; header: string[]; words: string[]; badges: string[]; reflow: Reflow; phone: string[] }
>(
  { lineProblems, headerProblems, wordSplits, coveredByBadges, layoutProblems, phoneHeaderProblems },
  `({ lines, phoneHeader }) => ({
    lines: lineProblems(lines),
    header: headerProblems(),
    words: wordSplits(),
    badges: coveredByBadges(),
    reflow: layoutProblems(),
    phone: phoneHeader ? phoneHeaderProblems(phoneHeader) : [],
  })`,
);

/**
 * What a reader would see go wrong on the page as it is now (at the text size, where one is given):
 * the page scrolls sideways, a control is narrower than its text, a label breaks inside a word
 * (or, in Japanese and Chinese, inside a phrase, or leaves one character alone on a line), any
 * Latin word or price on the page is split over two lines, a badge covers text, or the header
 * does not fit its row; with `phoneHeader`, the phone header's problems too. Two calls to the
 * browser.
 */
export async function layoutFindings(
  session: Pick<EngineSession, 'evaluate'>,
  language: Language,
  {
    scope,
    size = null,
    phoneHeader = null,
  }: { scope?: string; size?: string | null; phoneHeader?: PhoneHeader | null } = {},
): Promise<string[]> {
  const cjk = breaksBetweenPhrases(language);
  const selector = within(scope, cjk ? phraseTargets : controls);
  const labels = await session.evaluate(labelsAtSize, { size, selector });
  const segments = labels.map(({ index, text }) => ({ index, pieces: unbreakablePieces(text, language) }));
  const found = await session.evaluate(pageChecks, { lines: { selector, segments, orphans: cjk }, phoneHeader });
  return [
    ...reflowLines(found.reflow),
    ...found.lines,
    ...found.header,
    ...found.words,
    ...found.badges,
    ...found.phone,
  ];
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
  const phoneHeader: PhoneHeader = {
    textSizeWord: text(language, (d) => d.header.textSizeShort),
    languageName: languageInfo(language).nativeName,
    maxHeight: phoneHeaderMaxHeight,
  };
  for (const [step, width] of sweepWidths.entries()) {
    if (step > 0) await session.resize({ width, height: sweepHeight });
    for (const size of sizesAt(width)) {
      const at = size === normal ? `${width}px` : `${width}px, ${size} text`;
      const checked = await layoutFindings(session, language, {
        size,
        phoneHeader: width < 1280 && size === largest ? phoneHeader : null,
      });
      for (const finding of checked) findings.push(`${path} at ${at}: ${finding}`);
    }
    await session.evaluate((size) => {
      document.documentElement.dataset.textSize = size;
    }, normal);
  }
  // By the sweep's end every part of the page has hydrated with its copy: no string fell back to its key.
  for (const key of await session.evaluate(copyKeysShown, copySections))
    findings.push(`${path}: shows the copy key ${key}`);
  return findings;
}

/** The copy's top-level names (`pricing`, `offer`…): text that starts with one and goes on in dots is a key. */
const copySections = Object.keys(dictionaries.en);
