import { Play } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { AudioSample } from '@/features/voice-samples/audio-sample';
import { EmphasisedText } from '@/components/ui/emphasised-text';
import { IconTooltip } from '@/components/ui/tooltip';
import { deferredPart } from '@/lib/deferred-part';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { VideoLink } from '@/features/video-window/video-link';
import { heroImages, heroImageSizes } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { useStore } from '@/lib/store';
import { visitorImageIndex } from '@/lib/visitor-store';
import { PageColumn } from '@/components/ui/page-section';
import { textLinkClass } from '@/components/ui/button-styles';
import { isSample, marketValues } from '@/config/site';
import { SampleTag } from '@/components/ui/sample-tag';
import { sentenceGap } from '@/lib/format';

// The film's words hydrate after the page (lib/deferred-part.tsx): out of the home page's first load.
const FilmTranscript = deferredPart(() =>
  Promise.all([
    import('@/features/video-window/transcript/film-transcript'),
    import('@/features/video-window/transcript/film-transcripts').then((module) => module.loadShownFilmTranscripts()),
  ]).then(([module]) => module.FilmTranscript),
);

/**
 * Full-screen hero. The background is the room at the time of day the visitor has earned
 * (one more image each visit): the prerendered HTML shows the first, and a returning visitor's replaces
 * it after hydration in the same box, so nothing shifts.
 */
export function Hero() {
  const { t, language } = useTranslation();
  const heroSample = isSample(language, 'videoHero');
  const imageIndex = useStore(visitorImageIndex, null) ?? 0;
  const image = heroImages[imageIndex] ?? heroImages[0];

  return (
    <section
      aria-labelledby="hero-title"
      data-image-index={imageIndex}
      className="relative isolate -mt-(--header-height) flex [[data-preview-notice]+&]:mt-0 [[data-preview-notice]+&]:pt-[calc(7rem-var(--header-height))] min-h-[100svh] items-center overflow-hidden pb-16 pt-28"
    >
      <div className="absolute inset-0 -z-10">
        {/* Lazy: on a phone, behind the veil, it comes after the first layout; where it shows
            clear, the head has preloaded it (content/media.ts, heroPreloadMedia). */}
        <ResponsiveImage
          image={image}
          alt=""
          sizes={heroImageSizes}
          className="h-full w-full object-cover object-[70%_center]"
        />
        {/* Keeps the text readable at every time of day: solid behind the text, clear over the scene. */}
        <div className="absolute inset-0 bg-canvas/85 md:bg-transparent md:bg-gradient-to-r md:from-canvas md:from-30% md:via-canvas/80 md:via-50% md:to-canvas/0 md:to-70%" />
      </div>
      <PageColumn spacing="none" className="flex w-full flex-col gap-10 md:flex-row md:items-center md:justify-between">
        {/* Beside the picture, the words stay over the gradient's solid half, at any text size. */}
        <div className="max-w-2xl md:max-w-[min(42rem,52%)]">
          <h1 id="hero-title" className="font-serif text-4xl font-bold text-ink sm:text-5xl">
            <EmphasisedText text={t('home.headline')} />
          </h1>
          <p className="phrase-wrap mt-6 text-xl font-medium text-ink">{t('home.tagline')}</p>
          {/* Where the market does not sell, the first screen says so, before anything invites a purchase. */}
          {!marketValues(language).selling && (
            <p data-testid="hero-waitlist-only" className="phrase-wrap mt-4 text-lg font-semibold text-ink">
              {t('home.waitlistOnly')}
              {sentenceGap(language)}
              <a href="#waitlist" className={textLinkClass}>
                {t('waitlist.free.submit')}
              </a>
            </p>
          )}
          {/* The voice first, then the words about it: at 150% on a phone the button is in the first screen. */}
          <div className="mt-8">
            <AudioSample clip="hero" label={t('home.meetButton')} tone="prominent" />
          </div>
          <p className="mt-6 max-w-prose text-lg text-ink-soft phone-large-text:text-base">{t('home.intro')}</p>
        </div>
        {/* The introduction video, under the header link's name; after the paragraph on a phone,
            away from the voice button. */}
        <div className="flex shrink-0 flex-col items-center gap-4 self-center md:max-w-sm">
          <IconTooltip label={t('header.watchVideo')}>
            <VideoLink
              video="hero"
              // While the film is the build's placeholder, its button says so, as the other film's does.
              aria-label={heroSample ? [t('header.watchVideo'), t('sample.tag')].join(' ') : t('header.watchVideo')}
              className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-surface/95 text-hazel-700 shadow-xl ring-4 ring-hazel-700/20 hover:bg-surface md:size-32"
            >
              <Icon icon={Play} aria-hidden="true" className="ml-1 size-10 fill-current md:size-14" />
            </VideoLink>
          </IconTooltip>
          {heroSample && (
            <span data-sample="" aria-hidden="true" className="rounded-md bg-surface/95 px-2 text-ink shadow-md">
              <SampleTag />
            </span>
          )}
          {/* Over the picture, its words on a surface of their own. */}
          <FilmTranscript video="hero" className="rounded-md bg-surface/95 px-3 py-1 shadow-md" />
        </div>
      </PageColumn>
    </section>
  );
}
