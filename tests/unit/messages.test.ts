// @vitest-environment node
/**
 * The copy in its translators' format (src/i18n/locales/*.arb): the five files hold the same keys
 * and placeholders, English carries the context of every key, the generated types follow English,
 * and a translation that lacks strings ships them in English only when the operator allows it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  blockingProblems,
  compareWithSource,
  localeFile,
  parseArb,
  placeholdersIn,
  readArb,
} from '@tools/translations/arb.mjs';
import { messageTypesFile, messageTypesSource } from '@tools/translations/message-types.mjs';
import {
  localeSegments,
  messagesPlugin,
  partOfKey,
  siteMessages,
  translationReport,
} from '@tools/translations/messages-plugin';
import { mayMatchEnglish } from '@/i18n/untranslated-allow-list';

const source = readArb('en');
const english = source.messages;
const translations = localeSegments.filter((segment) => segment !== 'en');
const japanese = readArb('ja').messages;

/** Display width as a translator's limit counts it: a Japanese, Korean or Chinese character counts as two. */
const width = (text: string) =>
  [...text.replace(/[\u200b\u2060]/g, '')].reduce(
    (sum, character) =>
      sum +
      (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u.test(
        character,
      )
        ? 2
        : 1),
    0,
  );

describe('the five ARB files', () => {
  it.each(translations)('%s.arb has exactly en.arb’s keys and, in every string, its placeholders', (segment) => {
    const comparison = compareWithSource(english, readArb(segment).messages, mayMatchEnglish);
    expect({ missing: comparison.missing, extra: comparison.extra, placeholders: comparison.placeholders }).toEqual({
      missing: [],
      extra: [],
      placeholders: [],
    });
  });

  it.each(translations)('%s.arb is complete: nothing empty, nothing left in English but the allow-list', (segment) => {
    const comparison = compareWithSource(english, readArb(segment).messages, mayMatchEnglish);
    expect({ empty: comparison.empty, sameAsSource: comparison.sameAsSource }).toEqual({ empty: [], sameAsSource: [] });
  });

  it.each(translations)('%s.arb names its language and leaves the context to the source', (segment) => {
    const file = readArb(segment);
    expect(file.locale).toBe(segment === 'zh-tw' ? 'zh_TW' : segment);
    expect(Object.keys(file.metadata)).toEqual([]);
  });

  it('the completeness report the build prints says 100% for every translation, with nothing blocking', () => {
    const report = translationReport();
    expect(report.lines).toHaveLength(4);
    for (const line of report.lines) expect(line).toMatch(/^\S+\s+100% of \d+$/);
    expect(report.blocking).toEqual([]);
    expect(report.untranslated).toEqual({});
  });
});

describe('the context translators see (en.arb’s @key entries)', () => {
  const keys = Object.keys(english);

  it('every key has a description', () => {
    expect(keys.filter((key) => !source.metadata[key]?.description?.trim())).toEqual([]);
  });

  it('no context is left for a key that does not exist', () => {
    expect(Object.keys(source.metadata).filter((key) => !(key in english))).toEqual([]);
  });

  it('every placeholder is described, with an example, and nothing else is', () => {
    const wrong = keys.filter((key) => {
      const described = source.metadata[key]?.placeholders ?? {};
      const complete = Object.values(described).every((placeholder) => placeholder.description && placeholder.example);
      return Object.keys(described).sort().join() !== placeholdersIn(english[key] ?? '').join() || !complete;
    });
    expect(wrong).toEqual([]);
  });

  it('a string with *emphasis* says what the asterisks do', () => {
    const emphasised = keys.filter((key) => /\*[^*]+\*/.test(english[key] ?? ''));
    expect(emphasised.length).toBeGreaterThan(0);
    expect(emphasised.filter((key) => !/asterisk/i.test(source.metadata[key]?.description ?? ''))).toEqual([]);
  });

  it.each(localeSegments)(
    'every %s string is within its key’s length limit (a CJK character counts as two)',
    (segment) => {
      const messages = readArb(segment).messages;
      const over = keys
        .filter((key) => source.metadata[key]?.['x-maxLength'] !== undefined)
        .filter((key) => width(messages[key] ?? '') > (source.metadata[key]?.['x-maxLength'] ?? Infinity))
        .map((key) => `${key}: ${width(messages[key] ?? '')} > ${source.metadata[key]?.['x-maxLength']}`);
      expect(over).toEqual([]);
    },
  );

  it('each key loads with a part the site has (`x-part`), or the core; a part it does not have stops the build, naming the key', () => {
    expect(Object.keys(english).filter((key) => partOfKey(source.metadata, key) !== 'core').length).toBeGreaterThan(0);
    expect(partOfKey(source.metadata, 'header.preorder')).toBe('core');
    expect(partOfKey(source.metadata, 'legal.privacy.who.title')).toBe('privacy');
    const misspelt = { ...source.metadata, 'legal.privacy.who.title': { description: 'x', 'x-part': 'privcy' } };
    expect(() => partOfKey(misspelt, 'legal.privacy.who.title')).toThrow(
      /"legal\.privacy\.who\.title" loads with the part "privcy"/,
    );
  });

  it('the tight places carry a length limit: the header’s buttons, the badges, the page titles', () => {
    const limited = (key: string) => source.metadata[key]?.['x-maxLength'] !== undefined;
    expect(
      ['header.preorder', 'header.joinWaitlist', 'pricing.badge', 'crowd.mostPopular', 'pages.home.title'].filter(
        (key) => !limited(key),
      ),
    ).toEqual([]);
  });
});

describe('the generated types follow en.arb', () => {
  it('src/i18n/english-messages.generated.ts is what `npm run messages:types` writes now', () => {
    expect(readFileSync(messageTypesFile, 'utf8'), 'stale: run npm run messages:types').toBe(
      messageTypesSource(english),
    );
  });

  it('a key or a placeholder added to English changes them; a change of words does not', () => {
    const types = messageTypesSource(english);
    expect(messageTypesSource({ ...english, 'header.preorder': 'Order now' })).toBe(types);
    expect(messageTypesSource({ ...english, 'header.preorder': 'Order {when}' })).not.toBe(types);
    expect(messageTypesSource({ ...english, 'header.press': 'Press' })).not.toBe(types);
  });
});

describe('a translation with a mistake (mutation tests)', () => {
  const withPlaceholderRenamed = {
    ...japanese,
    'languageSwitcher.button': (japanese['languageSwitcher.button'] ?? '').replace('{language}', '{lang}'),
  };
  const withoutKey = Object.fromEntries(Object.entries(japanese).filter(([key]) => key !== 'header.preorder'));

  it('a placeholder renamed in one locale is found, named, and stops the build even when untranslated strings are allowed', () => {
    const problems = blockingProblems('ja', compareWithSource(english, withPlaceholderRenamed));
    expect(problems).toEqual(['ja.arb: "languageSwitcher.button" has {lang} where en.arb has {language}']);
    expect(() => siteMessages('ja', withPlaceholderRenamed, true)).toThrow(/languageSwitcher\.button/);
  });

  it('a key English does not have stops the build', () => {
    expect(() => siteMessages('ja', { ...japanese, 'header.press': 'プレス' }, true)).toThrow(
      /"header\.press" is not in en\.arb/,
    );
  });

  it('a removed key stops the build, naming it and the opt-in', () => {
    expect(() => siteMessages('ja', withoutKey, false)).toThrow(
      /ja\.arb: header\.preorder[\s\S]*VITE_ALLOW_UNTRANSLATED=1/,
    );
    const report = translationReport((segment) => (segment === 'ja' ? withoutKey : readArb(segment).messages));
    expect(report.untranslated).toEqual({ ja: ['header.preorder'] });
    expect(report.lines[0]).toMatch(/^ja\s+99\.\d% of \d+, 1 missing \(header\.preorder…\)$/);
  });

  it('a string left in English counts as untranslated', () => {
    const report = translationReport((segment) =>
      segment === 'ko'
        ? { ...readArb('ko').messages, 'header.preorder': english['header.preorder'] ?? '' }
        : readArb(segment).messages,
    );
    expect(report.untranslated).toEqual({ ko: ['header.preorder'] });
    expect(report.lines[1]).toMatch(/1 identical to English \(header\.preorder…\)/);
  });

  it('with the operator’s opt-in, a missing string is shown in English, in its place', () => {
    const messages = siteMessages(
      'it',
      Object.fromEntries(Object.entries(readArb('it').messages).filter(([key]) => key !== 'header.preorder')),
      true,
    );
    expect((messages.header as Record<string, string>).preorder).toBe(english['header.preorder']);
    expect((messages.header as Record<string, string>).pricing).toBe(readArb('it').messages['header.pricing']);
  });
});

describe('the build', () => {
  type Hook = (...args: unknown[]) => unknown;
  const call = (hook: unknown, context: object, ...args: unknown[]) =>
    (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler).call(context, ...args);

  it('prints the completeness report in a client build', () => {
    const plugin = messagesPlugin();
    const context = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    call(plugin.configResolved, context, { env: {}, command: 'build', build: { ssr: false } });
    call(plugin.buildStart, context);
    expect(context.info).toHaveBeenCalledOnce();
    expect(String(context.info.mock.calls[0]?.[0])).toMatch(
      /^Translations against en\.arb:\n {2}ja\s+100% of \d+\n {2}ko/,
    );
    expect(context.error).not.toHaveBeenCalled();
  });

  const withoutPreorder = (segment: string) => {
    const messages = { ...readArb(segment).messages };
    if (segment === 'ja') delete messages['header.preorder'];
    return messages;
  };

  it('stops when a translation lacks a string, naming it and the opt-in', () => {
    const plugin = messagesPlugin({ read: withoutPreorder });
    const context = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    call(plugin.configResolved, context, { env: {}, command: 'build', build: { ssr: false } });
    call(plugin.buildStart, context);
    expect(String(context.info.mock.calls[0]?.[0])).toMatch(/ja\s+99\.\d% of \d+, 1 missing \(header\.preorder…\)/);
    expect(context.error).toHaveBeenCalledWith(
      expect.stringMatching(/ja\.arb: header\.preorder[\s\S]*VITE_ALLOW_UNTRANSLATED=1/),
    );
  });

  it('with VITE_ALLOW_UNTRANSLATED=1, builds and warns how many strings are shown in English', () => {
    const plugin = messagesPlugin({ read: withoutPreorder });
    const context = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    call(plugin.configResolved, context, {
      env: { VITE_ALLOW_UNTRANSLATED: '1' },
      command: 'build',
      build: { ssr: false },
    });
    call(plugin.buildStart, context);
    expect(context.error).not.toHaveBeenCalled();
    expect(context.warn).toHaveBeenCalledWith(expect.stringMatching(/shown in English \(ja: 1\)/));
  });

  it('loads a language as the nested dictionary, without the translators’ context', () => {
    const plugin = messagesPlugin();
    const context = { addWatchFile: vi.fn() };
    call(plugin.configResolved, context, { env: {}, command: 'serve', build: {} });
    const { code } = call(plugin.load, context, localeFile('en')) as { code: string };
    const dictionary = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<
      string,
      Record<string, string>
    >;
    expect(dictionary.header?.preorder).toBe(english['header.preorder']);
    const descriptions = Object.values(source.metadata).flatMap((metadata) =>
      metadata.description ? [metadata.description] : [],
    );
    expect(descriptions.length).toBeGreaterThan(0);
    expect(descriptions.filter((description) => code.includes(JSON.stringify(description).slice(1, -1)))).toEqual([]);
    expect(code).not.toContain('"@');
    expect(parseArb(readFileSync(localeFile('en'), 'utf8')).messages).toEqual(english);
  });
});
