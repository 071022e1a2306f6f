import type { PageKey } from '@/routing/routes';
import { withoutPhraseBreaks } from './phrase-breaks';
import type { Translate } from './translate';
import type { Dictionary } from './dictionary';

/** The pages of the route table without their copy in the dictionaries (`pages.<id>` in en.arb). */
type PagesWithoutCopy = Exclude<PageKey, keyof Dictionary['pages']>;
/**
 * A page added to the route table without `pages.<id>.title` and `.description` in the
 * dictionaries fails to compile here, naming the key: '"none"' is not assignable to
 * '"pages.press.title and pages.press.description are missing from the dictionaries"'.
 */
export const pagesWithoutCopy: [PagesWithoutCopy] extends [never]
  ? 'none'
  : `pages.${PagesWithoutCopy}.title and pages.${PagesWithoutCopy}.description are missing from the dictionaries` =
  'none';

/** A page's <title>, in the translator's language, without phrase breaks: the prerendered head and the client's updates share it. */
export function pageTitle(page: PageKey, t: Translate): string {
  return withoutPhraseBreaks(t(`pages.${page}.title`));
}

/**
 * A page's meta description (search results, link previews), likewise. Where the market does not
 * sell, the pages that would invite a purchase or a payment say the waitlist instead.
 */
export function pageDescription(page: PageKey, t: Translate, selling: boolean): string {
  const waitlistOnly = !selling && (page === 'home' || page === 'crowdsupport');
  return withoutPhraseBreaks(t(waitlistOnly ? `pages.${page}.descriptionWaitlist` : `pages.${page}.description`));
}
