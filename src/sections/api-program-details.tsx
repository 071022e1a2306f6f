import { Check } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ExternalButton } from '@/components/ui/external-button';
import { deviceTypes, programSteps, programTiers } from '@/content/api-program';
import { useTranslation } from '@/i18n/use-translation';
import { formatNumber } from '@/lib/format';
import { isSample } from '@/config/site';
import { MaybeSample } from '@/components/ui/sample-tag';
import { CornerBadge } from '@/components/ui/corner-badge';
import { cardPadding, PageColumn, SectionTitle } from '@/components/ui/page-section';
import { CheckItem } from '@/components/section-parts/check-item';
import { SectionHeading } from '@/components/section-parts/section-heading';
import { useApplyUrl } from './api-apply';

/** The API page below its first screen: who the program is for, its steps and its tiers. */
export function ProgramDetails() {
  return (
    <>
      <DeviceTypes />
      <ProgramSteps />
      <ProgramTiers />
    </>
  );
}

function DeviceTypes() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="who-title" className="bg-sand/60">
      <PageColumn>
        <SectionHeading id="who-title" size="regular" title={t('api.whoTitle')} intro={t('api.whoIntro')} />
        <ul className="mt-8 grid grid-cols-1 gap-3 sm-scaled:grid-cols-2 lg-scaled:grid-cols-4">
          {deviceTypes.map((id) => (
            <li key={id} className="flex items-center gap-3 rounded-md bg-surface px-4 py-3 font-medium text-ink">
              <Icon icon={Check} aria-hidden="true" className="size-5 shrink-0 text-sage-700" />
              {t(`api.devices.${id}`)}
            </li>
          ))}
        </ul>
        <p data-testid="api-for-agencies" className="mt-8 max-w-prose text-lg text-ink-soft">
          {t('api.forAgencies')}
        </p>
      </PageColumn>
    </section>
  );
}

function ProgramSteps() {
  const { t, language } = useTranslation();
  return (
    <PageColumn as="section" aria-labelledby="how-title">
      <SectionTitle id="how-title">{t('api.howTitle')}</SectionTitle>
      <ol className="mt-8 grid grid-cols-1 gap-6 sm-scaled:grid-cols-2 lg-scaled:grid-cols-4">
        {programSteps.map((id, index) => (
          <li key={id} className={`rounded-lg border border-ink/10 bg-surface ${cardPadding}`}>
            <p className="font-semibold text-hazel-800">
              {t('api.stepLabel', { number: formatNumber(index + 1, language) })}
            </p>
            <h3 className="mt-1 text-xl font-semibold text-ink">{t(`api.steps.${id}.title`)}</h3>
            <p className="mt-2 text-ink-soft">{t(`api.steps.${id}.description`)}</p>
          </li>
        ))}
      </ol>
    </PageColumn>
  );
}

/** A tier's Apply, carrying its tier to the form. */
function TierApply({ tier, highlighted }: { tier: (typeof programTiers)[number]['id']; highlighted: boolean }) {
  const { t } = useTranslation();
  return (
    <ExternalButton href={useApplyUrl(tier)} tone={highlighted ? 'primary' : 'secondary'} className="mt-8">
      {t('api.getStarted')}
      {/* Which tier, for a screen reader's list of links (three read "Apply now"). */}
      <span className="sr-only">{t('api.getStartedTier', { tier: t(`api.tiers.${tier}.title`) })}</span>
    </ExternalButton>
  );
}

function ProgramTiers() {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="tiers-title" className="bg-sand/60">
      <PageColumn>
        <SectionTitle id="tiers-title">{t('api.tiersTitle')}</SectionTitle>
        <ul className="mt-10 grid grid-cols-1 gap-6 lg-scaled:grid-cols-3">
          {programTiers.map(({ id, highlighted, features }) => (
            <li
              key={id}
              data-highlighted={highlighted}
              className={`relative flex flex-col rounded-xl bg-surface shadow-sm ${cardPadding} ${
                highlighted ? 'border-4 border-hazel-700' : 'border border-ink/10'
              }`}
            >
              {highlighted && <CornerBadge>{t('api.recommended')}</CornerBadge>}
              <h3 className="text-2xl font-bold text-ink">{t(`api.tiers.${id}.title`)}</h3>
              <p className="mt-1 text-xl font-semibold text-ink">{t(`api.tiers.${id}.price`)}</p>
              <p className="mt-2 text-ink-soft">{t(`api.tiers.${id}.description`)}</p>
              <ul className="mt-6 space-y-3">
                {features.map((feature) => (
                  <CheckItem key={feature}>
                    <MaybeSample sample={isSample(language, 'apiProgram')}>
                      {t(`api.tierFeatures.${feature}`)}
                    </MaybeSample>
                  </CheckItem>
                ))}
              </ul>
              <TierApply tier={id} highlighted={highlighted} />
            </li>
          ))}
        </ul>
      </PageColumn>
    </section>
  );
}
