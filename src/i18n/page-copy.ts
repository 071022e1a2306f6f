import type { PageKey } from '@/routing/routes';
import { withoutPhraseBreaks } from './phrase-breaks';
import type { Translate } from './translate';

/** A page's <title>, in the translator's language, without phrase breaks: the prerendered head and the client's updates share it. */
export function pageTitle(page: PageKey, t: Translate): string {
  return withoutPhraseBreaks(t(`pages.${page}.title`));
}

/** A page's meta description, likewise. */
export function pageDescription(page: PageKey, t: Translate): string {
  return withoutPhraseBreaks(t(`pages.${page}.description`));
}
