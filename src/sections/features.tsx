import { Film, ShieldCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { AudioSample, VoiceStandInNote } from '@/features/voice-samples/audio-sample';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { VideoLink } from '@/features/video-window/video-link';
import { LabelWithSampleTag } from '@/components/ui/sample-tag';
import { isSample } from '@/config/site';
import type { FeatureId } from '@/content/features';
import { featureImages, posterImages, type ImageSpec } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { useReveal } from '@/lib/use-reveal';
import { buttonClass } from '@/components/ui/button-styles';
import { cardPadding, PageColumn } from '@/components/ui/page-section';
import { SectionHeading } from '@/components/section-parts/section-heading';

const cardSizes = '(min-width: 64rem) 26rem, (min-width: 48rem) 50vw, 100vw';
const sampleFeatures = ['voice', 'family', 'health', 'affirmation'] as const satisfies readonly FeatureId[];

type CardProps = {
  step: number;
  image: ImageSpec;
  imageAlt: string;
  title: string;
  description: string;
  children: ReactNode;
};

/** One card; cards enter one after another, 0.1s apart. */
function FeatureCard({ step, image, imageAlt, title, description, children }: CardProps) {
  const ref = useReveal<HTMLLIElement>(step);
  return (
    <li ref={ref} className="flex flex-col overflow-hidden rounded-lg border border-ink/10 bg-surface shadow-sm">
      <ResponsiveImage image={image} alt={imageAlt} sizes={cardSizes} afterApp className="h-auto w-full" />
      <div className={`flex flex-1 flex-col gap-4 ${cardPadding}`}>
        <h3 className="text-xl font-semibold text-ink">{title}</h3>
        <p className="text-ink-soft">{description}</p>
        <div className="mt-auto">{children}</div>
      </div>
    </li>
  );
}

/** The features section (anchor `features`): four voice samples, the privacy badge, the film. */
export function Features() {
  const { t, language } = useTranslation();
  return (
    <PageColumn as="section" id="features" aria-labelledby="features-title" spacing="roomy">
      <SectionHeading id="features-title" title={t('home.featuresTitle')} intro={t('home.featuresSubtitle')} />
      {/* Said once for the four samples below, not after each one. */}
      <VoiceStandInNote className="mt-4" />
      <ul className="mt-10 grid grid-cols-1 gap-6 md-scaled:grid-cols-2 lg-scaled:grid-cols-3">
        {sampleFeatures.map((id, index) => (
          <FeatureCard
            key={id}
            step={index}
            image={featureImages[id]}
            imageAlt={t(`home.features.${id}.imageAlt`)}
            title={t(`home.features.${id}.title`)}
            description={t(`home.features.${id}.description`)}
          >
            <AudioSample clip={id} standInNote={false} />
          </FeatureCard>
        ))}
        <FeatureCard
          step={4}
          image={featureImages.privacy}
          imageAlt={t('home.features.privacy.imageAlt')}
          title={t('home.features.privacy.title')}
          description={t('home.features.privacy.description')}
        >
          <p className="flex w-fit max-w-full items-center gap-2 rounded-xl bg-sage-100 px-4 py-2 font-semibold text-sage-800 phone-large-text:px-3">
            <Icon icon={ShieldCheck} aria-hidden="true" className="size-6 shrink-0" />
            {t('meet.privacyBadge')}
          </p>
        </FeatureCard>
        <FeatureCard
          step={5}
          image={posterImages.meetVideo}
          imageAlt={t('media.meetVideoPoster')}
          title={t('meet.cardTitle')}
          description={t('meet.cardDescription')}
        >
          <VideoLink video="meet" className={buttonClass('secondary')}>
            <Icon icon={Film} aria-hidden="true" className="size-6 shrink-0" />
            <LabelWithSampleTag sample={isSample(language, 'videoMeet')}>{t('meet.watchFilm')}</LabelWithSampleTag>
          </VideoLink>
        </FeatureCard>
      </ul>
    </PageColumn>
  );
}
