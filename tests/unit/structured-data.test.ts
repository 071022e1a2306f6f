import { describe, expect, it, vi } from 'vitest';
import { marketValues, site } from '@/config/site';
import { languages } from '@/config/languages';
import { pages } from '@/routing/routes';
import { robotsTxt, sitemapXml } from '@tools/prerender/sitemap';
import { jsonLdScript, structuredData } from '@tools/prerender/structured-data';
import { baseParams } from '@/i18n/base-params';
import en from '@/i18n/locales/en.arb';
import ja from '@/i18n/locales/ja.arb';
import { createTranslator } from '@/i18n/translate';

const tJa = createTranslator(ja, en, baseParams(site, marketValues('ja'), 'ja', ja));
const types = (page: Parameters<typeof structuredData>[0]) =>
  structuredData(page, 'ja', tJa).map((entry) => entry['@type']);

describe('structured data', () => {
  it('names the organization on every page, the product on its page (pricing), the FAQ on its page', () => {
    expect(types('home')).toEqual(['Organization']);
    expect(types('pricing')).toEqual(['Organization', 'Product']);
    expect(types('faq')).toEqual(['Organization', 'FAQPage']);
    expect(types('trust')).toEqual(['Organization']);
    expect(types('notFound')).toEqual([]);
  });

  it('offers the device at $295 for pre-order, with no start date while none is set', () => {
    const product = structuredData('pricing', 'ja', tJa)[1] as { offers: Record<string, unknown> };
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '295.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/PreOrder',
      url: 'https://hazel.example/ja/pricing',
    });
    expect(product.offers).not.toHaveProperty('availabilityStarts');
  });

  it('gives the subscription as a unit price: $29.95 per month, beside the device price', () => {
    const product = structuredData('pricing', 'en', tJa)[1] as { offers: { priceSpecification: unknown[] } };
    expect(product.offers.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '295.00', priceCurrency: 'USD', valueAddedTaxIncluded: false },
      {
        '@type': 'UnitPriceSpecification',
        priceComponentType: 'https://schema.org/Subscription',
        price: '29.95',
        priceCurrency: 'USD',
        valueAddedTaxIncluded: false,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    ]);
  });

  it('states the 30-day device return policy in the five markets, linked to the terms', () => {
    const product = structuredData('pricing', 'ja', tJa)[1] as { offers: { hasMerchantReturnPolicy: unknown } };
    expect(product.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['US', 'JP', 'KR', 'TW', 'IT'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      refundType: 'https://schema.org/FullRefund',
      merchantReturnLink: 'https://hazel.example/ja/terms#refunds',
    });
  });

  it('says from when the pre-ordered device ships, once a date is set', () => {
    vi.spyOn(marketValues('en'), 'delivery', 'get').mockReturnValue({
      expected: { year: 2027, month: 9 },
      charge: 'atOrder',
      refundDays: 7,
    });
    const product = structuredData('pricing', 'en', tJa)[1] as { offers: Record<string, unknown> };
    expect(product.offers.availabilityStarts).toBe('2027-09-01');
  });

  it('offers nothing where the market does not sell', () => {
    vi.spyOn(marketValues('ja'), 'selling', 'get').mockReturnValue(false);
    expect(types('pricing')).toEqual(['Organization']);
  });

  it('gives the contact point of the page’s market, never a sample one', () => {
    const withSamples = structuredData('trust', 'ja', tJa)[0];
    expect(withSamples).not.toHaveProperty('contactPoint');
    expect(withSamples).not.toHaveProperty('email');
    vi.spyOn(marketValues('ja'), 'samples', 'get').mockReturnValue([]);
    const organization = structuredData('trust', 'ja', tJa)[0] as { contactPoint: { telephone: string } };
    expect(organization.contactPoint.telephone).toBe(marketValues('ja').supportPhone.dial);
  });

  it('lists the twelve questions in the page’s language', () => {
    const faq = structuredData('faq', 'ja', tJa)[1] as { inLanguage: string; mainEntity: { name: string }[] };
    expect(faq.inLanguage).toBe('ja');
    expect(faq.mainEntity).toHaveLength(12);
    expect(faq.mainEntity[0]?.name).toBe(ja.faq.items.q1.question.replace('{brand}', 'Hazel'));
  });

  it('cannot break out of its script element', () => {
    const html = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('<')))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});

describe('sitemap and robots', () => {
  it('lists every page in every language with five alternates and x-default', () => {
    const xml = sitemapXml();
    // Every page of the route table in every language, once.
    const urls = pages.length * languages.length;
    expect(xml.match(/<url>/g)).toHaveLength(urls);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(urls);
    expect(xml).toContain('<loc>https://hazel.example/zh-tw/faq</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://hazel.example/faq"');
    expect(xml).toContain('hreflang="x-default" href="https://hazel.example"/>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt()).toContain('Sitemap: https://hazel.example/sitemap.xml');
  });
});
