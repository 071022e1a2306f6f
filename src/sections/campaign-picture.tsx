import { ResponsiveImage } from '@/components/ui/responsive-image';
import { crowdSupportImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';

/** The campaign's picture, under the crowd-support page's call to action (a film may take its place once one is made). */
export function CampaignPicture() {
  const { t } = useTranslation();
  return (
    <div className="mt-10 max-w-3xl print:hidden!">
      <ResponsiveImage
        image={crowdSupportImages.video}
        alt={t('media.crowdVideoPlaceholder')}
        sizes="(min-width: 48rem) 48rem, 100vw"
        priority
        className="h-auto w-full rounded-lg shadow-md"
      />
    </div>
  );
}
