import { site } from '@/config/site';
import { business } from '@/content/business';
import { faqIds } from '@/content/landing';
import { shareImageUrl } from '@/content/media';
import { languageInfo, languages, type Language } from '@/i18n/languages';
import type { Translate } from '@/i18n/translate';
import { pages, pathFor, unprefixedPathFor, type PageKey } from './routes';

/** An absolute URL on the site; the root is the bare origin, as in the head's alternates. */
export function absoluteUrl(path: string): string {
  return `${site.siteOrigin}${path === '/' ? '' : path}`;
}

type JsonLd = Record<string, unknown>;

/** schema.org data for one page: the organisation everywhere, the product on home and pricing, the FAQ on its page. */
export function structuredData(page: PageKey, language: Language, t: Translate): JsonLd[] {
  if (page === 'notFound') return [];
  const url = absoluteUrl;
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: url(pathFor('home', language)),
    logo: url('/icon-512.png'),
    email: site.privacyEmail,
    contactPoint: { '@type': 'ContactPoint', telephone: site.supportPhone.dial, contactType: 'customer support' },
  };
  const data: JsonLd[] = [organization];
  if (page === 'home' || page === 'pricing') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: site.brand,
      description: t('pages.home.description'),
      image: url(shareImageUrl(languageInfo(language).segment)),
      brand: { '@type': 'Brand', name: site.brand },
      offers: {
        '@type': 'Offer',
        price: business.devicePrice.toFixed(2),
        priceCurrency: business.currency,
        availability: 'https://schema.org/PreOrder',
        url: url(pathFor('pricing', language)),
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
        acceptedAnswer: { '@type': 'Answer', text: t(`faq.items.${id}.answer`) },
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

/** sitemap.xml: every page in every language, each with its alternates and x-default. */
export function sitemapXml(): string {
  const url = absoluteUrl;
  const entries = languages.flatMap(({ code }) =>
    pages.map(({ id }) => {
      const alternates = [
        ...languages.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other.code}" href="${url(pathFor(id, other.code))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(unprefixedPathFor(id))}"/>`,
      ];
      return `  <url>\n    <loc>${url(pathFor(id, code))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteOrigin}/sitemap.xml\n`;
}
