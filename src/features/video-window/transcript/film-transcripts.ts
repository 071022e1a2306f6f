import { defaultLanguage, type Language } from '@/config/languages';
import type { FilmTranscripts } from '@/config/site-config';
import { marketValues } from '@/config/site';
import { loadShownParts } from '@/i18n/load-dictionary';
import { shownLanguage } from '@/i18n/shown-language';

/** Each market's transcripts, a chunk of their own: only a page that shows a film's words loads them. */
const loaders: Record<Language, () => Promise<{ default: FilmTranscripts }>> = {
  en: () => import('virtual:film-transcripts/en'),
  ja: () => import('virtual:film-transcripts/ja'),
  ko: () => import('virtual:film-transcripts/ko'),
  'zh-TW': () => import('virtual:film-transcripts/zh-TW'),
  it: () => import('virtual:film-transcripts/it'),
};

const loaded = new Map<Language, Promise<FilmTranscripts>>();
/** What has arrived: read at once (the prerender renders in one pass, and a page after it needs no wait). */
const arrived = new Map<Language, FilmTranscripts>();

/** A market's transcripts if they have arrived. */
export function arrivedTranscripts(language: Language): FilmTranscripts | undefined {
  return arrived.get(language);
}

/**
 * A market's film transcripts with the copy that offers them (the video window's part), one
 * promise per language for the page's life: a component reads it with `use`.
 */
export function filmTranscripts(language: Language): Promise<FilmTranscripts> {
  let transcripts = loaded.get(language);
  if (!transcripts) {
    transcripts = Promise.all([loaders[language](), loadShownParts(['video'])]).then(([module]) => {
      arrived.set(language, module.default);
      return module.default;
    });
    // A chunk that failed to download may be asked for again (the next page that shows one).
    transcripts.catch(() => loaded.delete(language));
    loaded.set(language, transcripts);
  }
  return transcripts;
}

/**
 * The shown page's transcripts, for a part that shows them and hydrates after the page: loaded
 * with its code, so that the part hydrates with them at hand. A part that waited for them after
 * hydrating would be re-rendered meanwhile (the copy arriving) and React would drop the
 * prerendered words until they came, moving the keyboard's focus past them. The prerender loads
 * them itself (tools/prerender/entry-server.tsx).
 */
export function loadShownFilmTranscripts(): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  const language = shownLanguage.get() ?? defaultLanguage;
  const { transcripts } = marketValues(language).media;
  return transcripts.hero || transcripts.meet ? filmTranscripts(language) : Promise.resolve();
}
