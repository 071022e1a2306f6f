import { DeviceTypes, IntegrationReasons, ProgramSteps, ProgramTiers } from '@/components/sections/api-program';
import { CallToAction } from '@/components/sections/call-to-action';
import { PageIntro } from '@/components/sections/page-intro';
import { ExternalButton } from '@/components/ui/external-button';
import { useTranslation } from '@/i18n/use-translation';
import { marketValues } from '@/config/site';

export default function ApiPage() {
  const { t, language } = useTranslation();
  const { apiApply } = marketValues(language).links;
  return (
    <>
      <PageIntro heading="pages.api.heading" intro="pages.api.intro">
        <ExternalButton href={apiApply} className="mt-8">
          {t('api.apply')}
        </ExternalButton>
      </PageIntro>
      <IntegrationReasons />
      <DeviceTypes />
      <ProgramSteps />
      <ProgramTiers />
      <CallToAction id="api-closing" title={t('api.closingTitle')} text={t('api.closingText')}>
        <ExternalButton href={apiApply}>{t('api.apply')}</ExternalButton>
      </CallToAction>
    </>
  );
}
