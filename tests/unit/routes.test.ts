import { describe, expect, it } from 'vitest';
import { pages, pathFor, prerenderTargets, resolveRoute, unprefixedPathFor } from '@/app/routes';
import { languages } from '@/i18n/languages';
import en from '@/i18n/locales/en';

describe('resolveRoute', () => {
  it.each([
    ['/', { kind: 'page', page: 'home', language: undefined }],
    ['/faq', { kind: 'page', page: 'faq', language: undefined }],
    ['/faq/', { kind: 'page', page: 'faq', language: undefined }],
    ['/en', { kind: 'page', page: 'home', language: 'en' }],
    ['/en/', { kind: 'page', page: 'home', language: 'en' }],
    ['/en/faq', { kind: 'page', page: 'faq', language: 'en' }],
    ['/en/faq/', { kind: 'page', page: 'faq', language: 'en' }],
    ['/zh-tw', { kind: 'page', page: 'home', language: 'zh-TW' }],
    ['/zh-tw/crowdsupport', { kind: 'page', page: 'crowdsupport', language: 'zh-TW' }],
    ['/it/accessibility', { kind: 'page', page: 'accessibility', language: 'it' }],
    ['/ja/privacy', { kind: 'page', page: 'privacy', language: 'ja' }],
  ])('%s is a page', (path, expected) => {
    expect(resolveRoute(path)).toEqual(expected);
  });

  it.each([
    ['/EN/faq', undefined],
    ['/zh-TW/faq', undefined],
    ['/xx/faq', undefined],
    ['/nope', undefined],
    ['/home', undefined],
    ['/faq/extra', undefined],
    ['/en/nope', 'en'],
    ['/en/home', 'en'],
    ['/en//', 'en'],
    ['/en/faq/extra', 'en'],
    ['/ko/FAQ', 'ko'],
  ])('%s is a 404', (path, language) => {
    expect(resolveRoute(path)).toEqual({ kind: 'not-found', language });
  });
});

describe('paths', () => {
  it('prefixes every page with the language segment, zh-TW as zh-tw', () => {
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pathFor('faq', 'zh-TW')).toBe('/zh-tw/faq');
    expect(unprefixedPathFor('home')).toBe('/');
    expect(unprefixedPathFor('trust')).toBe('/trust');
  });

  it('round-trips every page in every language through resolveRoute', () => {
    for (const { code } of languages) {
      for (const { id } of pages) {
        expect(resolveRoute(pathFor(id, code))).toEqual({ kind: 'page', page: id, language: code });
        expect(resolveRoute(unprefixedPathFor(id))).toEqual({ kind: 'page', page: id, language: undefined });
      }
    }
  });
});

describe('the route table', () => {
  it('has the spec’s eight pages and the three legal pages', () => {
    expect(pages.map((page) => page.id)).toEqual([
      'home',
      'faq',
      'support',
      'testimonials',
      'pricing',
      'api',
      'crowdsupport',
      'trust',
      'privacy',
      'terms',
      'accessibility',
    ]);
  });

  it('gives every page a title and description in the dictionaries', () => {
    for (const { id } of pages) {
      expect(en.pages[id].title).toBeTruthy();
      expect(en.pages[id].description).toBeTruthy();
    }
  });

  it('prerenders each page in each language, the unprefixed routes and 404.html, each to its own file', () => {
    const targets = prerenderTargets();
    expect(targets).toHaveLength(pages.length * languages.length + pages.length + 1);
    expect(new Set(targets.map((target) => target.file)).size).toBe(targets.length);
    expect(targets.find((target) => target.path === '/')).toMatchObject({ file: 'index.html', unprefixed: true });
    expect(targets.find((target) => target.path === '/zh-tw/faq')).toMatchObject({
      file: 'zh-tw/faq.html',
      language: 'zh-TW',
      unprefixed: false,
    });
    expect(targets.at(-1)).toMatchObject({ file: '404.html', page: 'notFound' });
  });
});
