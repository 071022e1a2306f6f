import { useEffect } from 'react';
import { pageDescription, pageTitle } from '@/i18n/page-copy';
import { useTranslation } from '@/i18n/use-translation';
import { useRoute } from '@/routing/use-route';

/** Keeps the title and meta description in the page's language after navigation or a language change. */
export function DocumentHead() {
  const { t } = useTranslation();
  const { page } = useRoute();
  useEffect(() => {
    document.title = pageTitle(page, t);
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageDescription(page, t));
  }, [page, t]);
  return null;
}
