import { defaultLanguage, type Language } from '@/config/languages';

/**
 * The site's language for a browser language tag (`ja-JP`, `zh-Hant`, `it`), if it has one. Chinese
 * in Traditional characters (Taiwan, Hong Kong, Macau, or `zh-Hant`) reads the Taiwan pages;
 * Simplified Chinese, which the site does not have, reads none.
 */
export function siteLanguageOfTag(tag: string): Language | undefined {
  const [primary = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  if (primary === 'zh') return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : undefined;
  return (['en', 'ja', 'ko', 'it'] as const).find((code) => code === primary);
}

/**
 * The other language a visitor's browser prefers to English, if any: the first of its languages the
 * site has, unless English comes first.
 */
export function preferredOtherLanguage(browserLanguages: readonly string[]): Language | undefined {
  for (const tag of browserLanguages) {
    const language = siteLanguageOfTag(tag);
    if (language) return language === defaultLanguage ? undefined : language;
  }
  return undefined;
}
