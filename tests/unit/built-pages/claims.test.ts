// @vitest-environment node
/**
 * Claims that hold locally: a statistic (a percentage, or a share such as "one in three") is
 * shown only with its source beside it, on every page in every language. Today the site cites
 * no figure, so no page may show one; a figure added with its source goes in a `[data-source]`
 * note next to it, which this check then accepts. Read from the prerendered pages, which hydration
 * must match: every answer and transcript is in the HTML, open or not.
 */
import { describe, expect, it } from 'vitest';
import { pages, pathFor } from '@/routing/routes';
import { languages } from '@/config/languages';
import { built } from './builds';

/** 35%, 35 %, 35％, 35 per cent, 3 in 10, 10人に1人, 열 명 중 한 명 is left to review: the common forms. */
const statistic =
  /\d\s?[%％]|\d+\s?(per cent|percent|per cento)|\b\d+ (in|out of) \d+\b|\d+人に\d+人|\d+명 중 \d+명|每\d+人/iu;

describe('claims', () => {
  it('no page in any language shows a statistic without its source', () => {
    const site = built('default');
    const found: string[] = [];
    for (const { code: language } of languages) {
      for (const { id } of pages) {
        const path = pathFor(id, language);
        // Sentences, each with whether a source note sits beside it.
        for (const element of site
          .page(path)
          .querySelectorAll('main :is(p, li, dd, td, h1, h2, h3, summary, blockquote)')) {
          const text = element.textContent ?? '';
          const sourced = Boolean(
            element.closest('[data-source]') ?? element.parentElement?.querySelector('[data-source]'),
          );
          if (statistic.test(text) && !sourced) found.push(`${path}: ${text.slice(0, 80)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
