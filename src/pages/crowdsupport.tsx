import { CampaignPicture } from '@/sections/campaign-picture';
import { PageIntro } from '@/sections/page-intro';
import { buttonClass } from '@/components/ui/button-styles';
import { marketValues } from '@/config/site';
import { laterSections } from '@/i18n/load-dictionary';
import { useTranslation } from '@/i18n/use-translation';

// Below its intro the page hydrates after it, with the rest of its copy: until then its links,
// answers and buttons work as they do without scripts.
const { CrowdSupportSections } = laterSections('crowdsupport', ['crowd', 'offer', 'promises'], {
  CrowdSupportSections: () => import('@/sections/crowd-support').then((m) => m.CrowdSupportSections),
});

export default function CrowdSupportPage() {
  const { t, language } = useTranslation();
  const { selling } = marketValues(language);
  return (
    <>
      <PageIntro id="top" heading="pages.crowdsupport.heading" intro="pages.crowdsupport.intro">
        {/* Where the market does not take backing, the first screen says so and invites none. */}
        {!selling && (
          <p data-testid="crowd-not-open" className="mt-6 text-lg font-semibold text-ink">
            {t('crowd.notOpenYet')}
          </p>
        )}
        <a href="#tiers" className={`mt-8 ${buttonClass('primary', 'large')}`}>
          {selling ? t('crowd.supportToday') : t('crowd.seeTiers')}
        </a>
        <CampaignPicture />
      </PageIntro>
      <CrowdSupportSections />
    </>
  );
}
