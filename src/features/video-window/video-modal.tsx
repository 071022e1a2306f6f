import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useLayoutEffect, useId, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { isSample, marketValues } from '@/config/site';
import { ui } from '@/config/ui';
import { languageInfo } from '@/config/languages';
import { buttonClass } from '@/components/ui/button-styles';
import { posterImages, type VideoKey } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { videoEmbedUrl, videoWatchUrl } from './video-urls';
import { ExternalLink } from '@/components/ui/external-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { FilmTranscript } from './transcript/film-transcript';

type VideoModalProps = {
  video: VideoKey;
  /** Called after the dialog has closed, so focus can go back to its trigger. */
  onClose: () => void;
};

/**
 * A modal <dialog>: the browser keeps focus inside it and makes the page behind inert.
 * It closes by its button, Escape, or a click on the backdrop; a click inside does not close it.
 */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const { t, language } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const captionsId = useId();
  const reduceMotion = useReducedMotion();
  const title = t(video === 'hero' ? 'video.heroTitle' : 'video.meetTitle');
  // Where the market's law asks consent before a third party may store anything on the device (the
  // EU's ePrivacy rule, Italy), the player loads only after she has read who plays it and chosen to start.
  const [started, setStarted] = useState(!languageInfo(language).market.storageNeedsConsent);

  // Modal in the same commit that adds it, before the first paint: never shown and not yet modal.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  // The window is centred by auto margins in a scrolling dialog, not by align-items: when it is
  // taller than the screen (200% zoom, a phone on its side) its top, with the close button,
  // stays reachable instead of being cut off above the viewport.
  return (
    // The click handler only catches clicks on the backdrop; Escape is handled by onCancel.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={captionsId}
      onCancel={onCancel}
      onClick={onBackdropClick}
      data-testid="video-modal"
      className="fixed inset-0 m-0 hidden h-full max-h-none w-full max-w-none overflow-y-auto bg-transparent p-4 backdrop:bg-ink/80 open:flex sm:p-8 print:hidden!"
    >
      {/* The only animation on the site, so its motion features load with this chunk. */}
      <LazyMotion features={domAnimation} strict>
        <m.div
          // With reduced motion the window is simply there: no scale, no fade.
          initial={reduceMotion ? false : { scale: ui.videoModal.openFromScale, opacity: 0 }}
          animate={{ scale: 1, opacity: 1 }}
          transition={{ duration: ui.videoModal.openDurationS }}
          className="m-auto w-full max-w-5xl rounded-lg bg-surface p-3 shadow-2xl sm:p-4"
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id={titleId} className="px-2 text-xl font-semibold text-ink">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              // The word beside the sign: an icon alone is a guess for many older visitors.
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-md border-2 border-ink/25 px-3 font-semibold text-ink hover:bg-sand"
            >
              <Icon icon={X} aria-hidden="true" className="size-6 shrink-0" />
              {t('video.close')}
            </button>
          </div>
          <div className="relative aspect-video w-full overflow-hidden rounded-md bg-ink">
            {/* Our poster shows while the player loads; the dialog's title names the video. */}
            <ResponsiveImage
              image={video === 'hero' ? posterImages.heroVideo : posterImages.meetVideo}
              alt=""
              sizes="(min-width: 64rem) 64rem, 100vw"
              priority
              className="absolute inset-0 h-full w-full object-cover"
            />
            {started ? (
              <iframe
                className="relative h-full w-full"
                src={videoEmbedUrl(video, language)}
                title={t('video.playerLabel', { title })}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <div
                data-testid="video-notice"
                className="relative flex h-full w-full flex-col items-center justify-center gap-4 bg-ink/80 p-4 text-center text-surface"
              >
                <p className="max-w-xl text-lg">{t('video.playerNotice')}</p>
                <button type="button" onClick={() => setStarted(true)} className={buttonClass('primary')}>
                  {t('video.start')}
                </button>
              </div>
            )}
          </div>
          {/* A sample clip stands in until the operator sets the company's own film. */}
          {isSample(language, video === 'hero' ? 'videoHero' : 'videoMeet') && (
            <p data-sample="" className="px-2 pt-3 font-semibold text-ink">
              {t('video.sample')}
            </p>
          )}
          <p id={captionsId} className="px-2 pt-3 text-ink-soft">
            {marketValues(language).media.captions[video] ? t('video.captionsAvailable') : t('video.captionsMissing')}
          </p>
          <FilmTranscript video={video} className="px-2 pt-2" />
          {/* A frame that cannot load cannot be detected from outside it, so the way out is always there. */}
          <p className="px-2 pt-2 text-ink-soft">
            {t('video.unavailable')}{' '}
            <ExternalLink
              href={videoWatchUrl(video)}
              className="inline-flex min-h-11 items-center font-semibold text-hazel-800 underline underline-offset-4"
            >
              {t('video.watchElsewhere')}
            </ExternalLink>
          </p>
        </m.div>
      </LazyMotion>
    </dialog>
  );
}
