/** The five site languages: codes, URL path segments and how each names itself. */
type LanguageInfo = {
  /** BCP 47 tag, also used for `<html lang>` and `Intl`. */
  code: string;
  /** The URL path segment: `/{segment}/faq`. */
  segment: string;
  nativeName: string;
  /** Short label for narrow screens. */
  shortName: string;
  /** Open Graph locale. */
  ogLocale: string;
};

export const languages = [
  { code: 'en', segment: 'en', nativeName: 'English', shortName: 'EN', ogLocale: 'en_US' },
  { code: 'ja', segment: 'ja', nativeName: '日本語', shortName: 'JA', ogLocale: 'ja_JP' },
  { code: 'ko', segment: 'ko', nativeName: '한국어', shortName: 'KO', ogLocale: 'ko_KR' },
  { code: 'zh-TW', segment: 'zh-tw', nativeName: '繁體中文', shortName: '繁中', ogLocale: 'zh_TW' },
  { code: 'it', segment: 'it', nativeName: 'Italiano', shortName: 'IT', ogLocale: 'it_IT' },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof languages)[number]['code'];

export const defaultLanguage: Language = 'en';

export const languageCodes: readonly Language[] = languages.map((language) => language.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** The language whose path segment this is; segments are matched exactly (`/EN` is not English). */
export function languageFromSegment(segment: string): Language | undefined {
  return languages.find((language) => language.segment === segment)?.code;
}

export function languageInfo(code: Language): LanguageInfo {
  const info = languages.find((language) => language.code === code);
  if (!info) throw new Error(`Unknown language: ${code}`);
  return info;
}
