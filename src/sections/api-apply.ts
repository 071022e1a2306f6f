import type { programTiers } from '@/content/api-program';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/external-link';
import { marketValues } from '@/config/site';
import { notSetLink } from '@shared/build-contract';

/**
 * The partner application's address for the page's language and, from a tier's card, that tier:
 * `?lang=ja&tier=partner`, for the form's hidden fields (docs/configuration-and-launch.md).
 */
export function useApplyUrl(tier?: (typeof programTiers)[number]['id']): string {
  const { language } = useTranslation();
  const { apiApply } = marketValues(language).links;
  // A preview's link to its notice (no form set yet) takes no form fields.
  if (apiApply === notSetLink) return apiApply;
  return withQuery(apiApply, tier ? { lang: language, tier } : { lang: language });
}
