import { isSample, marketValues, site } from '@/config/site';
import { faqAnswer } from '@/i18n/market-copy';
import type { Money } from '@/config/site-config';
import { currencyDecimals } from '@/lib/format';
import { business } from '@/content/business';
import { faqIds } from '@/content/landing';
import { shareImageUrl } from '@/content/media';
import { languageInfo, languages, type Language } from '@/config/languages';
import type { Translate } from '@/i18n/translate';
import { pathFor, type PageKey } from '@/routing/routes';
import { absoluteUrl } from '@/routing/site-urls';

type JsonLd = Record<string, unknown>;

function isoMonthStart({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The device's money-back guarantee (terms, "refunds"), in every market the site sells to. */
function returnPolicy(language: Language): JsonLd {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: languages.map((entry) => entry.market.country),
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: business.moneyBackDays,
    refundType: 'https://schema.org/FullRefund',
    merchantReturnLink: absoluteUrl(`${pathFor('terms', language)}#refunds`),
  };
}

/** An amount as schema.org reads it: a plain decimal with the currency's own decimals (44000, 29.95). */
function price({ amount, currency }: Money): string {
  return amount.toFixed(currencyDecimals(currency));
}

/**
 * schema.org data for one page: the organisation everywhere, the product on its own page (pricing:
 * the price, the subscription and the terms are there; on the home page its bytes would push the
 * CJK pages past TCP's first flight, 14,600 B), the FAQ on its page.
 */
export function structuredData(page: PageKey, language: Language, t: Translate): JsonLd[] {
  if (page === 'notFound') return [];
  const market = marketValues(language);
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: absoluteUrl(pathFor('home', language)),
    logo: absoluteUrl('/icon-512.png'),
    // A sample contact is never published to search engines as the company's.
    ...(!isSample(language, 'privacyEmail') && { email: market.privacyEmail }),
    ...(!isSample(language, 'supportPhone') && {
      contactPoint: { '@type': 'ContactPoint', telephone: market.supportPhone.dial, contactType: 'customer support' },
    }),
  };
  const data: JsonLd[] = [organization];
  // The product with its offer only where the market sells: elsewhere there is nothing to buy yet.
  if (page === 'pricing' && market.selling) {
    const { prices } = market;
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: site.brand,
      description: t('pages.home.description'),
      image: absoluteUrl(shareImageUrl(languageInfo(language).segment)),
      brand: { '@type': 'Brand', name: site.brand },
      offers: {
        '@type': 'Offer',
        price: price(prices.device),
        priceCurrency: prices.device.currency,
        // The device once, then the subscription as a price per month, as merchant listings read them.
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: price(prices.device),
            priceCurrency: prices.device.currency,
            valueAddedTaxIncluded: prices.taxIncluded,
          },
          {
            '@type': 'UnitPriceSpecification',
            priceComponentType: 'https://schema.org/Subscription',
            price: price(prices.monthly),
            priceCurrency: prices.monthly.currency,
            valueAddedTaxIncluded: prices.taxIncluded,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        ],
        availability: 'https://schema.org/PreOrder',
        // The first day of the month devices are expected, when one is set and still ahead.
        ...(market.delivery.expected && { availabilityStarts: isoMonthStart(market.delivery.expected) }),
        url: absoluteUrl(pathFor('pricing', language)),
        hasMerchantReturnPolicy: returnPolicy(language),
      },
    });
  }
  if (page === 'faq') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: language,
      mainEntity: faqIds.map((id) => ({
        '@type': 'Question',
        name: t(`faq.items.${id}.question`),
        acceptedAnswer: { '@type': 'Answer', text: faqAnswer(id, market, language, t) },
      })),
    });
  }
  return data;
}

/** JSON for a <script type="application/ld+json">, safe to place in HTML. */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}
