import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { pageCopyKeys, type PageKey } from './routes';

type DocumentHeadProps = { page: PageKey };

/** Keeps the title and meta description in the page's language after navigation or a language change. */
export function DocumentHead({ page }: DocumentHeadProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const keys = pageCopyKeys(page);
    document.title = t(keys.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', t(keys.description));
  }, [page, t]);
  return null;
}
