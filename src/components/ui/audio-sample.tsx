import { AudioLines, ChevronDown, Square, Volume2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useAudio } from '@/audio/audio-context';
import { clipTitleKeys } from '@/audio/clip-titles';
import type { ClipKey } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass } from './button-styles';
import { needsAppProps } from '@/config/start-up';

type AudioSampleProps = {
  clip: ClipKey;
  /** A visible label other than "Listen", such as the hero's "Meet Hazel: hear her say hello". */
  label?: string;
  /** `prominent` for the hero's main button. */
  tone?: 'prominent' | 'plain';
};

const buttonTones = {
  prominent: buttonClass('primary', 'large'),
  plain: buttonClass('secondary'),
} as const;

/**
 * One voice sample: a Listen button (dimmed and marked disabled while its clip plays, yet still
 * focusable, with a pulsing icon), a Stop button while it plays, and its transcript on request.
 * Playing needs the app, so the buttons show only where scripts run; the words, in a `<details>`,
 * are there for everyone.
 */
export function AudioSample({ clip, label, tone = 'plain' }: AudioSampleProps) {
  const { t } = useTranslation();
  const { playing, play, stopAll } = useAudio();
  const isPlaying = playing === clip;
  const title = t(clipTitleKeys[clip]);
  const visibleLabel = isPlaying ? t('audio.playing') : (label ?? t('audio.listen'));

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="js-only flex flex-wrap items-center gap-2 print:hidden!">
        <button
          type="button"
          {...needsAppProps}
          aria-disabled={isPlaying}
          aria-label={isPlaying ? `${visibleLabel} ${title}` : label ? undefined : t('audio.listenTo', { title })}
          data-playing={isPlaying}
          onClick={() => {
            if (!isPlaying) play(clip);
          }}
          className={`aria-disabled:cursor-default aria-disabled:opacity-60 ${buttonTones[tone]}`}
        >
          {isPlaying ? (
            <Icon
              icon={AudioLines}
              aria-hidden="true"
              className="size-6 shrink-0 animate-pulse motion-reduce:animate-none"
            />
          ) : (
            <Icon icon={Volume2} aria-hidden="true" className="size-6 shrink-0" />
          )}
          {visibleLabel}
        </button>
        {isPlaying && (
          <button
            type="button"
            onClick={stopAll}
            aria-label={t('audio.stopLabel', { title })}
            className="inline-flex min-h-12 items-center gap-2 rounded-md border-2 border-ink/30 bg-surface px-4 font-semibold text-ink hover:bg-sand"
          >
            <Icon icon={Square} aria-hidden="true" className="size-5 shrink-0 fill-current" />
            {t('audio.stop')}
          </button>
        )}
      </div>
      <details className="group">
        <summary className="inline-flex min-h-11 items-center gap-1 rounded-sm text-ink underline underline-offset-4 hover:text-hazel-800">
          {/* The label follows the state through CSS, so it is right before the scripts run too. */}
          <span className="group-open:hidden">{t('audio.showTranscript')}</span>
          <span className="hidden group-open:inline">{t('audio.hideTranscript')}</span>
          <Icon icon={ChevronDown} aria-hidden="true" className="size-5 group-open:rotate-180" />
        </summary>
        <blockquote
          aria-label={t('audio.transcriptLabel')}
          className="mt-2 max-w-prose border-l-4 border-hazel-200 pl-4 text-ink-soft"
        >
          <p>{t(`audio.transcripts.${clip}`)}</p>
        </blockquote>
      </details>
    </div>
  );
}
