import { Link } from 'wouter';
import { pathFor } from '@/routing/routes';
import { CallToAction } from '@/components/sections/call-to-action';
import {
  CampaignVideoPlaceholder,
  CrowdFaq,
  DemoPlaceholder,
  FoundingSupporters,
  LargerContribution,
  SupportTiers,
  WhyItMatters,
} from '@/components/sections/crowd-support';
import { PageIntro } from '@/components/sections/page-intro';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass } from '@/components/ui/button-styles';

export default function CrowdSupportPage() {
  const { t, language } = useTranslation();
  return (
    <>
      <PageIntro id="top" heading="pages.crowdsupport.heading" intro="pages.crowdsupport.intro">
        <a href="#tiers" className={`mt-8 ${buttonClass('primary', 'large')}`}>
          {t('crowd.supportToday')}
        </a>
        <CampaignVideoPlaceholder />
      </PageIntro>
      <WhyItMatters />
      <DemoPlaceholder />
      <FoundingSupporters />
      <SupportTiers />
      <LargerContribution />
      <CrowdFaq />
      <CallToAction id="crowd-closing" title={t('crowd.closingTitle')} text={t('crowd.closingText')}>
        <Link href={pathFor('trust', language)} className={buttonClass('secondary')}>
          {t('crowd.closingLink')}
        </Link>
      </CallToAction>
    </>
  );
}
