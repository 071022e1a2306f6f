import { parse } from 'regexparam';
import { matchRoute, type Parser } from 'wouter';
import { languageFromSegment, languageInfo, languages, type Language } from '@/config/languages';

/**
 * THE route table: the router, the prerender step, the sitemap, the language switcher and the
 * tests all read it. Adding a page is one row here, one file under src/pages/, named after the
 * id in kebab-case (`notFound` is `not-found.tsx`), and its copy in en.arb (`pages.<id>.title`
 * and `.description`, `footer.<id>`; then `npm run messages:types`).
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
  // The seller's details; in Japanese, the 特定商取引法に基づく表記.
  { id: 'seller', segment: 'seller' },
] as const;

export type PageId = (typeof pages)[number]['id'];

/** What a route shows: one of the pages, or the not-found page. */
export type PageKey = PageId | 'notFound';

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

/** One path the site answers: a page in a language, or unprefixed (no language: the saved one or English). */
export type Route = { path: string; page: PageId; language: Language | undefined };

/** Every route: each page in each language, then each page unprefixed. Anything else is the 404 page. */
export const routes: readonly Route[] = [
  ...languages.flatMap(({ code }) => pages.map(({ id }) => ({ path: pathFor(id, code), page: id, language: code }))),
  ...pages.map(({ id }) => ({ path: unprefixedPathFor(id), page: id, language: undefined })),
];

/** wouter's own pattern parser, made case-sensitive (`/EN` is not English); a trailing slash is ignored. */
export const parseRoutePattern: Parser = (route, loose) => {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source), keys };
};

/** The page a path shows and the language its prefix names (a prefixed 404 keeps its language). */
export type CurrentRoute = { page: PageKey; language: Language | undefined };

/** The route at a path, matched the way the router matches it. */
/**
 * A path with each run of slashes made one: `/en//pricing` (a hand-typed or mail client's link) is
 * the address a host serves as `/en/pricing`, so the app reads it as that page too.
 */
export function withSingleSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}

export function routeAt(pathname: string): CurrentRoute {
  const route = routes.find((entry) => matchRoute(parseRoutePattern, entry.path, pathname)[0]);
  if (route) return { page: route.page, language: route.language };
  return { page: 'notFound', language: languageFromSegment(pathname.split('/')[1] ?? '') };
}

/**
 * Whether the HTML prerendered for `rendered` may be hydrated at `current`: the same HTML, or the
 * same page in a language where the address has none (the saved language's page, shown at the
 * unprefixed address the visitor opened).
 */
export function canHydrate(rendered: CurrentRoute, current: CurrentRoute): boolean {
  return showsSameHtml(rendered, current) || (current.language === undefined && current.page === rendered.page);
}

/**
 * Whether two routes are prerendered as the same HTML: the same page under the same prefix (or
 * none); every not-found address shares the one 404.html.
 */
export function showsSameHtml(a: CurrentRoute, b: CurrentRoute): boolean {
  return a.page === b.page && (a.page === 'notFound' || a.language === b.language);
}
