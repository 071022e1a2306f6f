import { describe, expect, it } from 'vitest';
import type { Dictionary } from '@/i18n/dictionary';
import en from '@/i18n/locales/en.arb';
import it_ from '@/i18n/locales/it.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import zhTw from '@/i18n/locales/zh-tw.arb';
import { placeholdersOf } from '@/i18n/translate';
import { mayMatchEnglish } from '@/i18n/untranslated-allow-list';

const locales: Record<string, Dictionary> = { ja, ko, 'zh-TW': zhTw, it: it_ };

/** Every leaf of a dictionary as [dot path, string]. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const english = new Map(leaves(en));

describe.each(Object.entries(locales))('the %s dictionary', (_code, dictionary) => {
  const entries = leaves(dictionary);

  it('has exactly the English keys', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  });

  it('has the same {placeholders} as English in every string', () => {
    for (const [key, text] of entries) {
      expect({ key, placeholders: placeholdersOf(text) }).toEqual({
        key,
        placeholders: placeholdersOf(english.get(key) ?? ''),
      });
    }
  });

  it('has no empty strings', () => {
    expect(entries.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('has no English left over, apart from the allow-list (names and the 404 heading)', () => {
    const leftovers = entries.filter(([key, text]) => english.get(key) === text && !mayMatchEnglish(key));
    expect(leftovers.map(([key]) => key)).toEqual([]);
  });

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
  it('never give the hero video’s buttons and the meet film’s buttons the same name', () => {
    const heroVideo: string[] = [dictionary.header.watchVideo, dictionary.home.playVideo];
    const meetFilm: string[] = [dictionary.meet.cardButton, dictionary.meet.sectionButton];
    expect(heroVideo.filter((name) => meetFilm.includes(name))).toEqual([]);
  });
});
