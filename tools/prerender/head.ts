import { marketValues, site } from '@/config/site';
import { ui } from '@/config/ui';
import {
  heroImages,
  heroImageSizes,
  heroPreloadMedia,
  imageFormats,
  shareImageSize,
  shareImageUrl,
  srcSetOf,
} from '@/content/media';
import { languageInfo, languages, type Language } from '@/config/languages';
import type { Translate } from '@/i18n/translate';
import { pageDescription, pageTitle } from '@/i18n/page-copy';
import type { PageKey } from '@/routing/routes';
import { escapeHtml } from './html';
import { alternateUrls, canonicalUrl } from '@/routing/site-urls';
import { jsonLdScript, structuredData } from './structured-data';

export type HeadInput = {
  page: PageKey;
  language: Language;
  /** True for the unprefixed routes (`/faq`), which are the x-default of their page. */
  unprefixed: boolean;
  t: Translate;
};

export type HeadData = {
  title: string;
  description: string;
  /** Absent on the 404 page, which is not indexed. */
  canonical?: string;
  alternates: { hrefLang: string; href: string }[];
  openGraph: { property: string; content: string }[];
  twitter: { name: string; content: string }[];
  jsonLd: Record<string, unknown>[];
  robots?: string;
  /** The first view's picture, fetched before the body is parsed on the screens it shows clear on. */
  imagePreload?: { type: string; srcSet: string; sizes: string; media: string };
};

/** The home page's hero, as prerendered (the first visit's image), in the first format browsers pick. */
function heroPreload(): HeadData['imagePreload'] {
  const [format] = imageFormats;
  const [hero] = heroImages;
  return { type: `image/${format}`, srcSet: srcSetOf(hero, format), sizes: heroImageSizes, media: heroPreloadMedia };
}

/** The head of one page in one language, for the prerender (the client keeps title and description current with the same page copy). */
export function buildHead({ page, language, unprefixed, t }: HeadInput): HeadData {
  const title = pageTitle(page, t);
  const description = pageDescription(page, t, marketValues(language).selling);
  const info = languageInfo(language);
  const shareImage = `${site.siteOrigin}${shareImageUrl(info.segment)}`;
  const shareImageAlt = t('media.shareImage');
  // X reads the title, description and image from Open Graph when its own tags are missing:
  // only what Open Graph cannot say is repeated (every byte counts in the first round trip).
  const twitter = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: shareImageAlt },
  ];
  const openGraph = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: info.ogLocale },
    { property: 'og:image', content: shareImage },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: shareImageAlt },
    ...languages
      .filter(({ code }) => code !== language)
      .map(({ ogLocale }) => ({ property: 'og:locale:alternate', content: ogLocale })),
  ];
  if (page === 'notFound') {
    return { title, description, alternates: [], openGraph, twitter, jsonLd: [], robots: 'noindex' };
  }
  const canonical = canonicalUrl(page, language, unprefixed);
  const alternates = alternateUrls(page);
  return {
    title,
    description,
    canonical,
    alternates,
    openGraph: [...openGraph, { property: 'og:url', content: canonical }],
    twitter,
    jsonLd: structuredData(page, language, t),
    imagePreload: page === 'home' ? heroPreload() : undefined,
  };
}

/** The head as HTML, for the prerender step. */
export function renderHead(head: HeadData): string {
  const tags = [
    `<meta name="theme-color" content="${ui.browserThemeColor}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...head.alternates.map(
      ({ hrefLang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hrefLang)}" href="${escapeHtml(href)}">`,
    ),
    ...head.openGraph.map(
      ({ property, content }) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
    ),
    ...head.twitter.map(({ name, content }) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`),
    head.imagePreload
      ? `<link rel="preload" as="image" type="${head.imagePreload.type}" imagesrcset="${escapeHtml(head.imagePreload.srcSet)}" imagesizes="${escapeHtml(head.imagePreload.sizes)}" media="${escapeHtml(head.imagePreload.media)}" fetchpriority="high">`
      : '',
    ...head.jsonLd.map(jsonLdScript),
  ];
  return tags.filter(Boolean).join('\n    ');
}
