import { useLocation } from 'wouter';
import type { TranslationKey } from '@/i18n/dictionary';
import { languageFromSegment, languages, type Language, languageInfo } from '@/i18n/languages';

/**
 * THE route table: the router, the prerender step, the sitemap, the language switcher
 * and the tests all read it. A page is added here, once.
 */
export const pages = [
  { id: 'home', segment: '' },
  { id: 'faq', segment: 'faq' },
  { id: 'support', segment: 'support' },
  { id: 'testimonials', segment: 'testimonials' },
  { id: 'pricing', segment: 'pricing' },
  { id: 'api', segment: 'api' },
  { id: 'crowdsupport', segment: 'crowdsupport' },
  { id: 'trust', segment: 'trust' },
  { id: 'privacy', segment: 'privacy' },
  { id: 'terms', segment: 'terms' },
  { id: 'accessibility', segment: 'accessibility' },
] as const;

export type PageId = (typeof pages)[number]['id'];

export type ResolvedRoute =
  /** `language` is undefined on an unprefixed route such as `/faq`. */
  | { kind: 'page'; page: PageId; language: Language | undefined }
  | { kind: 'not-found'; language: Language | undefined };

/** What a route shows: one of the pages, or the not-found page. */
export type PageKey = PageId | 'notFound';

export function pageKeyOf(route: ResolvedRoute): PageKey {
  return route.kind === 'page' ? route.page : 'notFound';
}

function pageFromSegment(segment: string): PageId | undefined {
  return pages.find((page) => page.segment === segment)?.id;
}

/** Matches a pathname exactly (case-sensitive); one trailing slash is ignored. */
export function resolveRoute(pathname: string): ResolvedRoute {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const [first = '', second, ...rest] = path.split('/').slice(1);
  const language = languageFromSegment(first);

  if (language) {
    if (rest.length > 0) return { kind: 'not-found', language };
    const page = pageFromSegment(second ?? '');
    // `/en/` was trimmed to `/en`; `/en//` leaves an empty second segment, which is not home.
    if (page && !(second === '' && page === 'home')) return { kind: 'page', page, language };
    return { kind: 'not-found', language };
  }
  if (second === undefined) {
    const page = pageFromSegment(first);
    if (page) return { kind: 'page', page, language: undefined };
  }
  return { kind: 'not-found', language: undefined };
}

function segmentOf(page: PageId): string {
  return pages.find((entry) => entry.id === page)?.segment ?? '';
}

/** `/ja/faq`, `/zh-tw`: the language-prefixed path of a page. */
export function pathFor(page: PageId, language: Language): string {
  const segment = segmentOf(page);
  const prefix = `/${languageInfo(language).segment}`;
  return segment ? `${prefix}/${segment}` : prefix;
}

/** `/faq`, `/`: the unprefixed path of a page. */
export function unprefixedPathFor(page: PageId): string {
  return `/${segmentOf(page)}`;
}

export type PageCopyKeys = { title: TranslationKey; description: TranslationKey };

/** Where a page's title and meta description live in the dictionaries. */
export function pageCopyKeys(page: PageKey): PageCopyKeys {
  return { title: `pages.${page}.title`, description: `pages.${page}.description` };
}

export type PrerenderTarget = {
  /** The URL path the file answers. */
  path: string;
  /** The file under dist/ that holds it. */
  file: string;
  /** The language the HTML is rendered in (unprefixed routes render in English). */
  language: Language;
  page: PageKey;
  /** True for `/faq` and the like: the x-default of their page. */
  unprefixed: boolean;
};

function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Every file the prerender step writes: each page in each language, the unprefixed routes, 404.html. */
export function prerenderTargets(): PrerenderTarget[] {
  const prefixed = languages.flatMap(({ code }) =>
    pages.map(({ id }) => {
      const path = pathFor(id, code);
      return { path, file: htmlFileFor(path), language: code, page: id, unprefixed: false };
    }),
  );
  const unprefixed = pages.map(({ id }) => {
    const path = unprefixedPathFor(id);
    return { path, file: htmlFileFor(path), language: 'en' as const, page: id, unprefixed: true };
  });
  return [
    ...prefixed,
    ...unprefixed,
    { path: '/404', file: '404.html', language: 'en', page: 'notFound', unprefixed: false },
  ];
}

/** The route of the current location, for components that need the page or its language. */
export function useCurrentRoute(): ResolvedRoute {
  const [location] = useLocation();
  return resolveRoute(location);
}
