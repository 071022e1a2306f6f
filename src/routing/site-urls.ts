import { site } from '@/config/site';
import { languages, type Language } from '@/config/languages';
import { pathFor, unprefixedPathFor, type PageId } from './routes';

/** An absolute URL on the site; the root is the bare origin, as in the head's alternates. */
export function absoluteUrl(path: string): string {
  return `${site.siteOrigin}${path === '/' ? '' : path}`;
}

/** A page's canonical address: its prefixed one, or the unprefixed one for `/faq` and the like. */
export function canonicalUrl(page: PageId, language: Language, unprefixed: boolean): string {
  return absoluteUrl(unprefixed ? unprefixedPathFor(page) : pathFor(page, language));
}

/** The page in each language, and unprefixed as the x-default: the head's hreflang alternates. */
export function alternateUrls(page: PageId): { hrefLang: string; href: string }[] {
  return [
    ...languages.map(({ code }) => ({ hrefLang: code, href: absoluteUrl(pathFor(page, code)) })),
    { hrefLang: 'x-default', href: absoluteUrl(unprefixedPathFor(page)) },
  ];
}
