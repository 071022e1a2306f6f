import { useEffect } from 'react';
import { pageDescription, pageTitle } from '@/i18n/page-copy';
import { useTranslation } from '@/i18n/use-translation';
import { routeAt, showsSameHtml, type CurrentRoute } from '@/routing/routes';
import { alternateUrls, canonicalUrl } from '@/routing/site-urls';
import { useRoute } from '@/routing/use-route';
import type { Language } from '@/config/languages';
import { marketValues } from '@/config/site';

/** One `<meta>` or `<link>` in the head, found by `selector`: made or updated, or removed (null). */
function setHeadTag(tag: 'meta' | 'link', selector: string, attributes: Record<string, string> | null) {
  const existing = document.head.querySelector(selector);
  if (!attributes) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.head.appendChild(document.createElement(tag));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

/**
 * The addresses search engines read: after a client-side navigation, and where a host served
 * another page's HTML at this address, the head describes the page on screen. Tags already right
 * (a hydrated page) are left as they are.
 */
function setAddresses({ page, language }: CurrentRoute, shownLanguage: Language) {
  const found = page !== 'notFound';
  setHeadTag('meta', 'meta[name="robots"]', found ? null : { name: 'robots', content: 'noindex' });
  setHeadTag(
    'link',
    'link[rel="canonical"]',
    found ? { rel: 'canonical', href: canonicalUrl(page, language ?? shownLanguage, !language) } : null,
  );
  const alternates = found ? alternateUrls(page) : [];
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))
    if (!alternates.some(({ hrefLang }) => hrefLang === link.hreflang)) link.remove();
  for (const { hrefLang, href } of alternates)
    setHeadTag('link', `link[rel="alternate"][hreflang="${hrefLang}"]`, { rel: 'alternate', hreflang: hrefLang, href });
}

/** Keeps the title, the description and the page's addresses current after navigation or a language change. */
export function DocumentHead() {
  const { t, language } = useTranslation();
  const route = useRoute();
  const { page } = route;
  useEffect(() => {
    document.title = pageTitle(page, t);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', pageDescription(page, t, marketValues(language).selling));
  }, [page, t, language]);
  useEffect(() => setAddresses(route, language), [route, language]);
  // The printed page's QR code (tools/prerender/print-address.ts) is of the page the HTML was made for.
  useEffect(() => {
    const code = document.querySelector<HTMLElement>('.print-code');
    if (code) code.hidden = !showsSameHtml(routeAt(code.dataset.forPath ?? ''), route);
  }, [route]);
  return null;
}
