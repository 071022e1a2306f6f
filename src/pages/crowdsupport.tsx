import { CampaignPicture } from '@/sections/campaign-picture';
import { PageIntro } from '@/sections/page-intro';
import { buttonClass } from '@/components/ui/button-styles';
import { laterSections } from '@/i18n/load-dictionary';
import { useTranslation } from '@/i18n/use-translation';

// Below its intro the page hydrates after it, with the rest of its copy: until then its links,
// answers and buttons work as they do without scripts.
const { CrowdSupportSections } = laterSections('crowdsupport', ['crowd', 'offer', 'promises'], {
  CrowdSupportSections: () => import('@/sections/crowd-support').then((m) => m.CrowdSupportSections),
});

export default function CrowdSupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro id="top" heading="pages.crowdsupport.heading" intro="pages.crowdsupport.intro">
        <a href="#tiers" className={`mt-8 ${buttonClass('primary', 'large')}`}>
          {t('crowd.supportToday')}
        </a>
        <CampaignPicture />
      </PageIntro>
      <CrowdSupportSections />
    </>
  );
}
