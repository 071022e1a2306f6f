import { CampaignPicture } from '@/components/sections/campaign-picture';
import { PageIntro } from '@/components/sections/page-intro';
import { buttonClass } from '@/components/ui/button-styles';
import { marketValues } from '@/config/site';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { useTranslation } from '@/i18n/use-translation';
import { deferredPart } from '@/lib/deferred-part';

// Below its intro the page hydrates after it, with the rest of its copy (i18n/dictionary-parts.ts):
// until then its links, answers and buttons work as they do without scripts.
const CrowdSupportSections = deferredPart(() =>
  withShownPageCopy('crowdsupport', import('@/components/sections/crowd-support')).then((m) => m.CrowdSupportSections),
);

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
