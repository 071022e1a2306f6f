import { ResponsiveImage } from '@/components/ui/responsive-image';
import { crowdSupportImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';

/** The campaign film's stand-in, beside the hero's call to action. */
export function CampaignVideoPlaceholder() {
  const { t } = useTranslation();
  return (
    <figure className="mt-10 max-w-3xl print:hidden!">
      <ResponsiveImage
        image={crowdSupportImages.video}
        alt={t('media.crowdVideoPlaceholder')}
        sizes="(min-width: 48rem) 48rem, 100vw"
        priority
        className="h-auto w-full rounded-lg shadow-md"
      />
      <figcaption className="mt-3 text-ink-soft">{t('crowd.videoPlaceholder')}</figcaption>
    </figure>
  );
}
