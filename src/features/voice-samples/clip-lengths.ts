import clipLengths from 'virtual:clip-lengths';
import type { ClipKey } from '@/content/media';
import { languageInfo, type Language } from '@/config/languages';

/** How long a clip is in the language's recording, in whole seconds (read from the files at build time). */
export function clipSeconds(clip: ClipKey, language: Language): number {
  const seconds = clipLengths[languageInfo(language).segment]?.[clip];
  if (seconds === undefined) throw new Error(`No length for the ${language} recording of "${clip}".`);
  return seconds;
}
