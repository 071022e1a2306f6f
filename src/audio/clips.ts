import { clipFormats, clipUrl, type ClipKey } from '@/content/media';
import { languageInfo, type Language } from '@/config/languages';

export type ClipSource = { src: string; type: string };

/** The sources of a clip in the page's language: every language has its own recording of every clip. */
export function clipSources(clip: ClipKey, language: Language): ClipSource[] {
  const segment = languageInfo(language).segment;
  return clipFormats.map(({ extension, type }) => ({ src: clipUrl(segment, clip, extension), type }));
}
