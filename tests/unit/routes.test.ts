import { describe, expect, it } from 'vitest';
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { pages, pathFor, routeAt, routes, showsSameHtml, unprefixedPathFor } from '@/routing/routes';
import { languages } from '@/config/languages';
import en from '@/i18n/locales/en.arb';

describe('routeAt, matching as the router matches', () => {
  it.each([
    ['/', { page: 'home', language: undefined }],
    ['/faq', { page: 'faq', language: undefined }],
    ['/faq/', { page: 'faq', language: undefined }],
    ['/en', { page: 'home', language: 'en' }],
    ['/en/', { page: 'home', language: 'en' }],
    ['/en/faq', { page: 'faq', language: 'en' }],
    ['/en/faq/', { page: 'faq', language: 'en' }],
    ['/zh-tw', { page: 'home', language: 'zh-TW' }],
    ['/zh-tw/crowdsupport', { page: 'crowdsupport', language: 'zh-TW' }],
    ['/it/accessibility', { page: 'accessibility', language: 'it' }],
    ['/ja/privacy', { page: 'privacy', language: 'ja' }],
  ])('%s is a page', (path, expected) => {
    expect(routeAt(path)).toEqual(expected);
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
    expect(routeAt(path)).toEqual({ page: 'notFound', language });
  });
});

describe('paths', () => {
  it('prefixes every page with the language segment, zh-TW as zh-tw', () => {
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pathFor('faq', 'zh-TW')).toBe('/zh-tw/faq');
    expect(unprefixedPathFor('home')).toBe('/');
    expect(unprefixedPathFor('trust')).toBe('/trust');
  });

  it('round-trips every page in every language through routeAt', () => {
    for (const { code } of languages) {
      for (const { id } of pages) {
        expect(routeAt(pathFor(id, code))).toEqual({ page: id, language: code });
        expect(routeAt(unprefixedPathFor(id))).toEqual({ page: id, language: undefined });
      }
    }
  });

  it('lists every page in every language and unprefixed, each path once', () => {
    expect(routes).toHaveLength(pages.length * (languages.length + 1));
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });
});

describe('the route table', () => {
  it('has the spec’s eight pages and the three legal pages, the home page first, each with its own segment', () => {
    // The table itself is the list: this checks what a row must respect, not the rows again.
    const ids = pages.map((page) => page.id);
    for (const id of ['home', 'faq', 'support', 'testimonials', 'pricing', 'api', 'crowdsupport', 'trust'] as const)
      expect(ids).toContain(id);
    for (const id of ['privacy', 'terms', 'accessibility'] as const) expect(ids).toContain(id);
    expect(pages[0]).toEqual({ id: 'home', segment: '' });
    expect(new Set(pages.map((page) => page.segment)).size).toBe(pages.length);
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

describe('showsSameHtml: whether a page’s prerendered HTML can be hydrated at an address', () => {
  it.each([
    ['/ja/faq', '/ja/faq/', true],
    ['/faq', '/faq', true],
    ['/404', '/en/nope', true],
    ['/404', '/nope', true],
    ['/', '/ja/faq', false],
    ['/', '/nope', false],
    ['/', '/faq', false],
    ['/en/faq', '/faq', false],
    ['/en/faq', '/ja/faq', false],
    ['/404', '/en', false],
  ])('HTML of %s at %s: %s', (rendered, address, same) => {
    expect(showsSameHtml(routeAt(rendered), routeAt(address))).toBe(same);
  });
});
