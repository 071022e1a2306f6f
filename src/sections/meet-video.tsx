import { Play } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { VideoLink } from '@/features/video-window/video-link';
import { FilmTranscript } from '@/features/video-window/transcript/film-transcript';
import { LabelWithSampleTag } from '@/components/ui/sample-tag';
import { isSample } from '@/config/site';
import { posterImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass } from '@/components/ui/button-styles';
import { PageColumn } from '@/components/ui/page-section';
import { SectionHeading } from '@/components/section-parts/section-heading';

/** The "meet" film: our poster, and a button that opens the video modal. */
export function MeetVideo() {
  const { t, language } = useTranslation();
  return (
    <section id="meet" aria-labelledby="meet-title" className="bg-sand/70">
      <PageColumn spacing="roomy" className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="meet-title" title={t('meet.sectionTitle')} intro={t('meet.sectionText')} />
          <VideoLink video="meet" className={`mt-8 ${buttonClass('primary', 'large')}`}>
            <Icon icon={Play} aria-hidden="true" className="size-6 shrink-0 fill-current" />
            <LabelWithSampleTag sample={isSample(language, 'videoMeet')}>{t('meet.watchFilm')}</LabelWithSampleTag>
          </VideoLink>
          <FilmTranscript video="meet" className="mt-4" />
        </div>
        <ResponsiveImage
          image={posterImages.meetSection}
          alt={t('media.meetSectionImage')}
          sizes="(min-width: 64rem) 40rem, 100vw"
          afterApp
          className="h-auto w-full rounded-lg shadow-md"
        />
      </PageColumn>
    </section>
  );
}
