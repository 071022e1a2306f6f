import { useEffect } from 'react';
import { pageDescription, pageTitle } from '@/i18n/page-copy';
import { useTranslation } from '@/i18n/use-translation';
import type { CurrentRoute } from '@/routing/routes';
import { alternateUrls, canonicalUrl } from '@/routing/site-urls';
import { useRoute } from '@/routing/use-route';
import type { Language } from '@/config/languages';

/** One `<meta name>` or `<link rel>` in the head: made, updated or removed. */
function setHeadTag(selector: string, make: () => HTMLElement, attributes: Record<string, string> | null) {
  let tag = document.head.querySelector<HTMLElement>(selector);
  if (!attributes) {
    tag?.remove();
    return;
  }
  tag ??= document.head.appendChild(make());
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
}

/**
 * The addresses search engines read: after a client-side navigation, and where a host served
 * another page's HTML at this address, the head describes the page on screen.
 */
function setAddresses({ page, language }: CurrentRoute, shownLanguage: Language) {
  const found = page !== 'notFound';
  setHeadTag(
    'meta[name="robots"]',
    () => document.createElement('meta'),
    found ? null : { name: 'robots', content: 'noindex' },
  );
  setHeadTag(
    'link[rel="canonical"]',
    () => document.createElement('link'),
    found ? { rel: 'canonical', href: canonicalUrl(page, language ?? shownLanguage, !language) } : null,
  );
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  if (found)
    for (const { hrefLang, href } of alternateUrls(page))
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: hrefLang, href }),
      );
}

/** Keeps the title, the description and the page's addresses current after navigation or a language change. */
export function DocumentHead() {
  const { t, language } = useTranslation();
  const route = useRoute();
  const { page } = route;
  useEffect(() => {
    document.title = pageTitle(page, t);
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageDescription(page, t));
  }, [page, t]);
  useEffect(() => setAddresses(route, language), [route, language]);
  return null;
}
