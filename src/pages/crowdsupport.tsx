import { Link } from 'wouter';
import { pathFor } from '@/app/routes';
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

export function CrowdSupportPage() {
  const { t, language } = useTranslation();
  return (
    <>
      <PageIntro id="top" heading="pages.crowdsupport.heading" intro="pages.crowdsupport.intro">
        <a
          href="#tiers"
          className="mt-8 inline-flex min-h-14 items-center rounded-md bg-hazel-700 px-6 text-lg font-semibold text-white hover:bg-hazel-800"
        >
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
        <Link
          href={pathFor('trust', language)}
          className="inline-flex min-h-12 items-center rounded-md border-2 border-hazel-700 bg-surface px-5 font-semibold text-hazel-800 hover:bg-hazel-50"
        >
          {t('crowd.closingLink')}
        </Link>
      </CallToAction>
    </>
  );
}
