import { ChevronDown, Square, Volume2 } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import { useAudio } from '@/audio/audio-context';
import { clipTitleKeys } from '@/audio/clip-titles';
import { clipSeconds } from '@/features/voice-samples/clip-lengths';
import { formatNumber } from '@/lib/format';
import type { ClipKey } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { marketValues } from '@/config/site';
import { buttonClass } from '@/components/ui/button-styles';
import { useNeedsAppProps } from '@/start-up/use-needs-app';
import { ClipPlayer } from '@/features/voice-samples/clip-player';
import { provideClipPlayer } from '@/audio/player-slot';

// The pages with samples bring the player (audio/player-slot.ts).
provideClipPlayer((report) => new ClipPlayer(report));

type AudioSampleProps = {
  clip: ClipKey;
  /** A visible label other than "Listen", such as the hero's "Meet Hazel: hear it say hello". */
  label?: string;
  /** `prominent` for the hero's main button. */
  tone?: 'prominent' | 'plain';
  /** Whether the sample says its voice is a stand-in; false where its section says it once for all. */
  standInNote?: boolean;
};

/**
 * Until this language's clips are the device's own voice, the words that say so (beside a sample,
 * or once above a section's samples). Shown with the buttons, which need the app.
 */
export function VoiceStandInNote({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation();
  if (marketValues(language).media.voiceRecorded) return null;
  return (
    <p data-stand-in="" className={`js-only max-w-prose text-base text-ink-soft print:hidden! ${className}`}>
      {t('audio.standIn')}
    </p>
  );
}

const buttonTones = {
  prominent: buttonClass('primary', 'large'),
  plain: buttonClass('secondary'),
} as const;

/** One state's face of the button: its icon, its words and the clip's length. */
function Face({ icon, words, length, shown }: { icon: IconData; words: string; length: string; shown: boolean }) {
  return (
    // Both faces share one grid cell, the hidden one invisible: the button keeps its size as it
    // turns from Listen to Stop, so nothing on the page moves.
    <span
      className={`col-start-1 row-start-1 inline-flex items-center justify-center gap-2 phone-large-text:flex-wrap ${shown ? '' : 'invisible'}`}
    >
      <Icon icon={icon} aria-hidden="true" className="size-6 shrink-0" />
      <span>
        {words}{' '}
        <span className="ml-1 inline-block rounded-full border border-current px-2 text-[0.85em] leading-snug font-normal whitespace-nowrap">
          {length}
        </span>
      </span>
    </span>
  );
}

/**
 * One voice sample: one button, at full contrast, that plays the clip and reads Stop while it
 * plays, with the clip's length on both faces; its transcript on request. Playing needs the app,
 * so the button shows only where scripts run; the words, in a `<details>`, are there for everyone.
 */
export function AudioSample({ clip, label, tone = 'plain', standInNote = true }: AudioSampleProps) {
  const { t, language } = useTranslation();
  const { playing, play, stopAll } = useAudio();
  const isPlaying = playing === clip;
  const needsApp = useNeedsAppProps();
  const title = t(clipTitleKeys[clip]);
  const length = t('audio.length', { seconds: formatNumber(clipSeconds(clip, language), language) });
  const action = isPlaying ? t('audio.stop') : t('audio.listen');
  // The name starts with what the button shows (label in name), then says which sample it is; a
  // button with words of its own (the hero's) is named by them. Given as a label either way: the
  // hidden face's words are in the button too.
  const name = label && !isPlaying ? `${label} ${length}` : t('audio.buttonName', { action, length, title });

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="js-only print:hidden!">
        <button
          type="button"
          {...needsApp}
          aria-label={name}
          data-clip={clip}
          data-playing={isPlaying}
          onClick={() => (isPlaying ? stopAll() : play(clip))}
          className={buttonTones[tone]}
        >
          <span className="grid">
            <Face icon={Volume2} words={label ?? t('audio.listen')} length={length} shown={!isPlaying} />
            <Face icon={Square} words={t('audio.stop')} length={length} shown={isPlaying} />
          </span>
        </button>
        {standInNote && <VoiceStandInNote className="mt-2" />}
      </div>
      <details className="group">
        <summary className="inline-flex min-h-11 items-center gap-1 rounded-sm text-ink underline underline-offset-4 hover:text-hazel-800">
          {/* The label follows the state through CSS, so it is right before the scripts run too. */}
          {/* Which sample's words, for a screen reader's list of buttons (five read "Read the words"). */}
          <span className="group-open:hidden">
            <span>{t('audio.showTranscript')}</span>
            <span className="sr-only">{t('audio.transcriptOf', { title })}</span>
          </span>
          <span className="hidden group-open:inline">
            <span>{t('audio.hideTranscript')}</span>
            <span className="sr-only">{t('audio.transcriptOf', { title })}</span>
          </span>
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
