import { ChevronDown } from 'lucide';
import { Suspense, use } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Language } from '@/config/languages';
import { marketValues } from '@/config/site';
import type { VideoKey } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { arrivedTranscripts, filmTranscripts } from './film-transcripts';

type FilmTranscriptProps = {
  video: VideoKey;
  /** Margins, and a surface of its own where it lies over a picture (the hero's). */
  className?: string;
};

/**
 * What a film says, written out in the page's language, under a disclosure: below the film's
 * button and in its window, where the operator gave the transcript (VITE_VIDEO_*_TRANSCRIPT_<LANG>).
 * A `<details>`, so it opens without scripts too; its words come in a chunk of their own, which
 * the prerender has already written into the page.
 */
export function FilmTranscript({ video, className = '' }: FilmTranscriptProps) {
  const { language } = useTranslation();
  if (!marketValues(language).media.transcripts[video]) return null;
  // Arrived (with the part's code, or before): no boundary to suspend in, nothing to drop.
  if (arrivedTranscripts(language)) return <TranscriptWords video={video} language={language} className={className} />;
  return (
    <Suspense fallback={null}>
      <TranscriptWords video={video} language={language} className={className} />
    </Suspense>
  );
}

function TranscriptWords({ video, language, className }: FilmTranscriptProps & { language: Language }) {
  const paragraphs = (arrivedTranscripts(language) ?? use(filmTranscripts(language)))[video];
  const { t } = useTranslation();
  if (!paragraphs) return null;
  // Which film's words, for a screen reader's list of buttons.
  const which = t('video.transcriptOf', { title: t(video === 'hero' ? 'video.heroTitle' : 'video.meetTitle') });
  return (
    <details data-transcript={video} className={`group ${className}`}>
      <summary className="inline-flex min-h-11 items-center gap-1 rounded-sm font-semibold text-ink underline underline-offset-4 hover:text-hazel-800">
        {/* The label follows the state through CSS, so it is right before the scripts run too. */}
        <span className="group-open:hidden">
          <span>{t('video.transcriptShow')}</span>
          <span className="sr-only">{which}</span>
        </span>
        <span className="hidden group-open:inline">
          <span>{t('video.transcriptHide')}</span>
          <span className="sr-only">{which}</span>
        </span>
        <Icon icon={ChevronDown} aria-hidden="true" className="size-5 shrink-0 group-open:rotate-180" />
      </summary>
      <div className="mt-2 max-w-prose space-y-3 border-l-4 border-hazel-200 pl-4 text-ink">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
