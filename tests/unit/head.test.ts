import { describe, expect, it } from 'vitest';
import { buildHead, renderHead } from '@tools/prerender/head';
import en from '@/i18n/locales/en.arb';
import ja from '@/i18n/locales/ja.arb';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { createTranslator } from '@/i18n/translate';

const tJa = createTranslator(ja, en, { brand: 'Hazel' });
const tEn = createTranslator(en, en, { brand: 'Hazel' });

describe('buildHead', () => {
  it('gives a prefixed page its canonical URL, five hreflang alternates and x-default', () => {
    const head = buildHead({ page: 'faq', language: 'ja', unprefixed: false, t: tJa });
    // Without the phrase breaks the page's own text carries.
    expect(head.title).toBe(withoutPhraseBreaks(ja.pages.faq.title).replace('{brand}', 'Hazel'));
    expect(head.canonical).toBe('https://hazel.example/ja/faq');
    expect(head.alternates).toEqual([
      { hrefLang: 'en', href: 'https://hazel.example/en/faq' },
      { hrefLang: 'ja', href: 'https://hazel.example/ja/faq' },
      { hrefLang: 'ko', href: 'https://hazel.example/ko/faq' },
      { hrefLang: 'zh-TW', href: 'https://hazel.example/zh-tw/faq' },
      { hrefLang: 'it', href: 'https://hazel.example/it/faq' },
      { hrefLang: 'x-default', href: 'https://hazel.example/faq' },
    ]);
    expect(head.openGraph).toContainEqual({ property: 'og:locale', content: 'ja_JP' });
    expect(head.openGraph.filter((tag) => tag.property === 'og:locale:alternate')).toHaveLength(4);
    expect(head.openGraph).toContainEqual({
      property: 'og:image',
      content: 'https://hazel.example/images/share/share-ja.jpg',
    });
    expect(head.twitter).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('makes an unprefixed page its own canonical (the x-default)', () => {
    expect(buildHead({ page: 'home', language: 'en', unprefixed: true, t: tEn }).canonical).toBe(
      'https://hazel.example',
    );
  });

  it('keeps the 404 page out of the index', () => {
    const head = buildHead({ page: 'notFound', language: 'en', unprefixed: false, t: tEn });
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(renderHead(head)).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes text written into the head', () => {
    const html = renderHead({
      title: 'A < B & "C"',
      description: '<script>',
      alternates: [],
      openGraph: [],
      twitter: [],
      jsonLd: [],
    });
    expect(html).toContain('<title>A &lt; B &amp; &quot;C&quot;</title>');
    expect(html).not.toContain('<script>');
  });
});
