import type { Language } from '@/config/languages';
import { layoutProblems } from '../page-checks';
import {
  controls,
  coveredByBadges,
  headerProblems,
  lineProblems,
  phraseTargets,
  visibleLabels,
  wordSplits,
} from './line-checks';
import { breaksBetweenPhrases, unbreakablePieces } from './segments';
import type { EngineSession } from './session';

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
export async function reflowFindings(session: EngineSession): Promise<string[]> {
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
export async function layoutFindings(session: EngineSession, language: Language, scope?: string): Promise<string[]> {
  const cjk = breaksBetweenPhrases(language);
  const selector = within(scope, cjk ? phraseTargets : controls);
  const labels = await session.evaluate(visibleLabels, selector);
  const segments = labels.map(({ index, text }) => ({ index, pieces: unbreakablePieces(text, language) }));
  const lines = await session.evaluate(lineProblems, { selector, segments, orphans: cjk });
  const header = await session.evaluate(headerProblems, undefined);
  const words = await session.evaluate(wordSplits, undefined);
  const badges = await session.evaluate(coveredByBadges, undefined);
  return [
    ...(await reflowFindings(session)),
    ...lines,
    ...header,
    ...words,
    ...badges,
  ];
}
