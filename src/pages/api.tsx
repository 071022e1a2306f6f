import { IntegrationReasons } from '@/sections/api-program';
import { useApplyUrl } from '@/sections/api-apply';
import { CallToAction } from '@/sections/call-to-action';
import { PageIntro } from '@/sections/page-intro';
import { ExternalButton } from '@/components/ui/external-button';
import { ExternalLink } from '@/components/ui/external-link';
import { textLinkClass } from '@/components/ui/button-styles';
import { useTranslation } from '@/i18n/use-translation';
import { site } from '@/config/site';
import { laterSections } from '@/i18n/load-dictionary';

// Below the first screen, who the program is for, its steps and its tiers hydrate after the page,
// with their copy: until then their prerendered HTML and links work.
const { ProgramDetails } = laterSections('api', ['apiProgram'], {
  ProgramDetails: () => import('@/sections/api-program-details').then((m) => m.ProgramDetails),
});

export default function ApiPage() {
  const { t } = useTranslation();
  const apply = useApplyUrl();
  return (
    <>
      <PageIntro heading="pages.api.heading" intro="pages.api.intro">
        <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">
          <ExternalButton href={apply}>{t('api.apply')}</ExternalButton>
          {site.apiDocs && (
            <ExternalLink href={site.apiDocs} className={`text-lg ${textLinkClass}`}>
              {t('api.docsLink')}
            </ExternalLink>
          )}
        </div>
      </PageIntro>
      <IntegrationReasons />
      <ProgramDetails />
      <CallToAction id="api-closing" title={t('api.closingTitle')} text={t('api.closingText')}>
        <ExternalButton href={apply}>{t('api.apply')}</ExternalButton>
      </CallToAction>
    </>
  );
}
