import { clipFormats, clipLanguageSegments, clipUrl, type ClipKey } from '@/content/media';
import { languageInfo, type Language } from '@/config/languages';

export type ClipSource = { src: string; type: string };

/** The sources of a clip in the page's language, or in English where that language has none. */
export function clipSources(
  clip: ClipKey,
  language: Language,
  recordedLanguages: readonly string[] = clipLanguageSegments,
): ClipSource[] {
  const segment = languageInfo(language).segment;
  const recorded = recordedLanguages.includes(segment) ? segment : 'en';
  return clipFormats.map(({ extension, type }) => ({ src: clipUrl(recorded, clip, extension), type }));
}
