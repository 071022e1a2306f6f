import { describe, expect, it } from 'vitest';
import type { Dictionary } from '@/i18n/dictionary';
import en from '@/i18n/locales/en.arb';
import it_ from '@/i18n/locales/it.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import zhTw from '@/i18n/locales/zh-tw.arb';

const locales: Record<string, Dictionary> = { ja, ko, 'zh-TW': zhTw, it: it_ };

/** Every leaf of a dictionary as [dot path, string]. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const english = new Map(leaves(en));

// Keys, placeholders, empty strings and English left over: tests/unit/messages.test.ts, on the files.
describe.each(Object.entries(locales))('the %s dictionary', (_code, dictionary) => {
  const entries = leaves(dictionary);

  it('keeps one emphasised part in the headline', () => {
    expect(dictionary.home.headline.match(/\*[^*]+\*/g)).toHaveLength(1);
  });

  it('never spells the brand out (it is interpolated from config)', () => {
    expect(entries.filter(([, text]) => /hazel/i.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('the English dictionary', () => {
  it('has no empty strings and never spells the brand out', () => {
    for (const [key, text] of english) {
      expect({ key, empty: text.trim() === '', brand: /hazel/i.test(text) }).toEqual({
        key,
        empty: false,
        brand: false,
      });
    }
  });
});

describe.each(Object.entries({ en, ...locales }))('button names in %s', (_code, dictionary) => {
  it('name each film the same wherever it is offered, and the two films differently', () => {
    // The introduction (header link, hero play button) and the day-at-home film (card, section).
    expect(dictionary.header.watchVideo).not.toBe(dictionary.meet.watchFilm);
  });

  it('name each header tool with words that contain the short word it shows (label in name, WCAG 2.5.3)', () => {
    const contains = (name: string, shown: string) => name.toLocaleLowerCase().includes(shown.toLocaleLowerCase());
    expect(contains(dictionary.textSize.button, dictionary.header.textSizeShort)).toBe(true);
    expect(contains(dictionary.header.openMenu, dictionary.header.menuShort)).toBe(true);
    expect(contains(dictionary.header.closeMenu, dictionary.header.closeShort)).toBe(true);
  });
});
